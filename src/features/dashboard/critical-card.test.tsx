import { screen, waitFor, within } from '@testing-library/react';
import { setBackend } from '@/api/backend';
import { db } from '@/mocks/db/tables';
import { renderRoute } from '@/test/render';
import { DEMO_USER, storeSession } from '@/test/session';
import { CriticalResultsCard } from './critical-card';

/** The demo's day: its kidney panel awaits validation with a critical sodium (HH). */
const DAY = new Date('2026-11-20T14:00:00Z');

beforeEach(() => {
  storeSession();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(DAY);
});
afterEach(() => {
  vi.useRealTimers();
  setBackend({});
});

const card = () => screen.getByRole('region', { name: 'Critical results not acknowledged' });
const cardShown = () => screen.findByRole('region', { name: 'Critical results not acknowledged' });

describe('the critical results card', () => {
  it('lists the week’s critical results not acknowledged, and acknowledges one: who and when', async () => {
    const { user } = renderRoute(CriticalResultsCard);
    const acknowledge = await within(await cardShown()).findByRole('button', {
      name: /^Acknowledge Sodium 176\.0 mmol\/L of /,
    });
    expect(card()).toHaveTextContent('1 critical result of the last 7 days awaits acknowledgement');
    expect(card()).toHaveTextContent('Critical high');
    const sodium = db.results.all().find((r) => r.value === '176.0')!;

    await user.click(acknowledge);
    // Whom the laboratory told, how, and the read-back: asked before anything is written.
    const dialog = await screen.findByRole(
      'dialog',
      { name: /^Acknowledge Sodium/ },
      { timeout: 8000 },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    expect(
      within(dialog).getByRole('textbox', { name: 'Who was told' }),
    ).toHaveAccessibleDescription(/Say who was told\./);
    await user.type(within(dialog).getByRole('textbox', { name: 'Who was told' }), 'Dr Haddad');
    await user.click(within(dialog).getByRole('checkbox', { name: 'They read the value back' }));
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(card()).toHaveTextContent(/^.*None: every critical result/));
    expect(db.results.get(sodium._id)).toMatchObject({
      acknowledgedBy: DEMO_USER.id,
      acknowledgedAt: expect.stringMatching(/^2026-11-20T14:00/),
      acknowledgedTo: 'Dr Haddad',
      acknowledgedHow: 'phone',
      acknowledgedReadBack: true,
    });
  });

  it('says what it needs on a backend without the date-range filter, and asks nothing', async () => {
    setBackend({ extensions: [] });
    const asked: string[] = [];
    const fetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      asked.push(String(input instanceof Request ? input.url : input));
      return fetch(input, init);
    });
    renderRoute(CriticalResultsCard);
    expect(
      await within(await cardShown()).findByText(
        "Needs the server's date-range filter (see README).",
      ),
    ).toBeVisible();
    // The sound switch is still there, for the day the backend offers it.
    expect(
      within(card()).getByRole('switch', { name: 'Sound for new critical results' }),
    ).toBeChecked();
    expect(asked.filter((url) => url.includes('/api/results'))).toEqual([]);
  });
});
