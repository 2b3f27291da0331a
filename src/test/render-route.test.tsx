import { useSearch } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { worksheetUrl } from '@/features/lab/worksheet/url';
import { renderRoute } from './render';

it('renders a component as a route and reads its validated search', async () => {
  const { router } = renderRoute(() => <p>Here</p>, {
    path: '/?page=3',
    validateSearch: (raw) => ({ page: Number(raw.page) || 1 }),
  });
  expect(await screen.findByText('Here')).toBeInTheDocument();
  expect(router.state.location.search).toEqual({ page: 3 });
});

it('stands in for an app route by its id, so a screen reads that route’s search', async () => {
  function Screen() {
    const { day } = useSearch({ from: '/_app/results/worksheet' });
    return <p>Day {day}</p>;
  }
  renderRoute(Screen, {
    path: '/?by=day&day=2026-12-07',
    validateSearch: worksheetUrl,
    id: '/_app/results/worksheet',
  });
  expect(await screen.findByText('Day 2026-12-07')).toBeInTheDocument();
});
