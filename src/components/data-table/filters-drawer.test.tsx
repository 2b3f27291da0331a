import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FILTERS_IN_DRAWER } from './filters';
import { renderPatients } from './testing';

const ready = () => screen.findByText(/^Page \d/);
const realMatchMedia = window.matchMedia;

/** A screen as narrow as a tablet's or a phone's: the drawer's query matches. */
function narrowScreen() {
  window.matchMedia = (query: string) =>
    ({
      ...realMatchMedia(query),
      matches: query === FILTERS_IN_DRAWER,
    }) as MediaQueryList;
}

describe('the filters on a tablet or phone', () => {
  beforeEach(narrowScreen);
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('wait behind one button that counts those set (a date range once)', async () => {
    renderPatients('/?lastName=Ben&sex=female&dateOfBirthFrom=1980-01-01&dateOfBirthTo=1990-01-01');
    await ready();
    expect(screen.queryByRole('group', { name: 'Filters' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Filter by Last name' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Filters, 3 set' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });

  it('are named plainly when none is set', async () => {
    renderPatients();
    await ready();
    expect(await screen.findByRole('button', { name: 'Filters' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });

  it('apply and clear from the drawer as on a desktop, and the count follows', async () => {
    const { user, router } = renderPatients('/?lastName=Ben');
    await ready();
    await user.click(await screen.findByRole('button', { name: 'Filters, 1 set' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    const bar = within(drawer).getByRole('group', { name: 'Filters' });
    expect(within(bar).getByRole('textbox', { name: 'Filter by Last name' })).toHaveValue('Ben');

    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Filter by Sex' }), 'male');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sex: 'male' }));
    expect(screen.getByRole('button', { name: 'Filters, 2 set', hidden: true })).toBeDefined();

    await user.click(within(drawer).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await user.click(within(drawer).getByRole('button', { name: 'Show the results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus());
  });
});

describe('the filters on a wide screen', () => {
  it('stay in the page, with no drawer button', async () => {
    renderPatients('/?sex=female');
    await ready();
    expect(screen.getByRole('group', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
  });
});
