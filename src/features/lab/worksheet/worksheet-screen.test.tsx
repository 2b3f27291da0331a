import { screen } from '@testing-library/react';
import { setBackend } from '@/api/backend';
import { renderRoute } from '@/test/render';
import { storeSession } from '@/test/session';
import { worksheetUrl } from './url';
import { WorksheetScreen } from './worksheet-screen';

beforeEach(() => storeSession());
afterEach(() => setBackend({}));

/** The demo's day: a liver panel (4), a kidney panel (7) and an albumin await their values. */
const DAY = '/?by=day&day=2026-11-20';
/** The screen stands in for its route: read by id, its search typed by the route's schema. */
const worksheetRoute = { id: '/_app/results/worksheet', validateSearch: worksheetUrl };

describe('the worksheet’s selections', () => {
  it('lists a day’s results awaiting a value', async () => {
    renderRoute(WorksheetScreen, { path: DAY, ...worksheetRoute });
    expect(await screen.findByRole('grid', { name: 'Worksheet, 12 results' })).toBeVisible();
  });

  it('on a backend without the date-range filter: a day says what it needs, a visit works', async () => {
    setBackend({ extensions: [] });
    const { router } = renderRoute(WorksheetScreen, { path: DAY, ...worksheetRoute });
    expect(
      await screen.findByText("Needs the server's date-range filter (see README)."),
    ).toBeVisible();
    expect(screen.queryByRole('grid')).toBeNull();

    // One patient's visit: the contract's customerId filter is all it takes.
    await router.navigate({ to: '/', search: { by: 'visit', customerId: 'cus-01594' } });
    expect(await screen.findByRole('grid', { name: 'Worksheet, 7 results' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Visit' })).toHaveDisplayValue(
      /^Nov 20, 2026, .* · 7 awaiting a value$/,
    );
  });

  it('asks for a group before listing one', async () => {
    renderRoute(WorksheetScreen, { path: '/?by=group', ...worksheetRoute });
    expect(await screen.findByText('Choose an examination group.')).toBeVisible();
  });
});
