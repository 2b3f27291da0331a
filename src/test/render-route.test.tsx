import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderRoute } from './render';

it('renders a component as a route and reads its validated search', async () => {
  const { router } = renderRoute(() => <p>Here</p>, {
    path: '/?page=3',
    validateSearch: (raw) => ({ page: Number(raw.page) || 1 }),
  });
  expect(await screen.findByText('Here')).toBeInTheDocument();
  expect(router.state.location.search).toEqual({ page: 3 });
});
