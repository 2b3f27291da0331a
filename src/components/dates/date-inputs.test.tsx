import { fireEvent, screen } from '@testing-library/react';
import i18n from 'i18next';
import { useState } from 'react';
import { beforeAll, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DateTimeInput, DayInput } from '.';

/** An input as a screen holds it: its own state, every change also reported to `sent`. */
function Day({ initial, sent }: { initial: string; sent: (day: string) => void }) {
  const [day, setDay] = useState(initial);
  const change = (next: string) => (setDay(next), sent(next));
  return <DayInput label="Day" value={day} onChange={change} clearable />;
}
function Moment({ initial, sent }: { initial: string; sent: (moment: string) => void }) {
  const [moment, setMoment] = useState(initial);
  const change = (next: string) => (setMoment(next), sent(next));
  return <DateTimeInput label="When" value={moment} onChange={change} />;
}

// The inputs' code and the languages' calendars, loaded before the first render as a screen that
// has drawn a date field has them: what each test proves is the field, not how fast a cold
// import is beside the rest of the suite.
beforeAll(async () => {
  await Promise.all([
    import('./day-input.impl'),
    import('./date-time-input.impl'),
    import('dayjs/locale/fr'),
    import('dayjs/locale/ar'),
  ]);
});

const typeInto = (name: string, text: string) => {
  const box = screen.getByRole('textbox', { name });
  fireEvent.change(box, { target: { value: text } });
  fireEvent.blur(box);
};

it('shows a day in French as a French reader reads it, and sends the day key unchanged', async () => {
  await i18n.changeLanguage('fr');
  const sent = vi.fn();
  renderWithProviders(<Day initial="2026-12-07" sent={sent} />);
  expect(await screen.findByDisplayValue('7 décembre 2026')).toBeInTheDocument();
  typeInto('Day', '8 décembre 2026');
  expect(sent).toHaveBeenLastCalledWith('2026-12-08');
  typeInto('Day', '9/12/2026');
  expect(sent).toHaveBeenLastCalledWith('2026-12-09');
  expect(screen.getByRole('textbox', { name: 'Day' })).toHaveValue('9 décembre 2026');
});

it('shows a day in Arabic, reads Arabic digits, and opens its calendar on Saturday', async () => {
  await i18n.changeLanguage('ar');
  const sent = vi.fn();
  const { user } = renderWithProviders(<Day initial="2026-12-07" sent={sent} />);
  expect(await screen.findByDisplayValue('7 ديسمبر 2026')).toBeInTheDocument();
  typeInto('Day', '٢٠٢٦-١٢-٢٤');
  expect(sent).toHaveBeenLastCalledWith('2026-12-24');
  await user.click(screen.getByRole('textbox', { name: 'Day' }));
  const weekdays = await screen.findAllByRole('columnheader');
  expect(weekdays[0]).toHaveTextContent('س');
  expect(screen.getByRole('button', { name: 'الشهر التالي' })).toBeInTheDocument();
});

it('keeps the ISO form the URLs and specs type, refuses a day that does not exist, clears', async () => {
  const sent = vi.fn();
  renderWithProviders(<Day initial="" sent={sent} />);
  const box = await screen.findByRole('textbox', { name: 'Day' });
  typeInto('Day', '2026-12-07');
  expect(sent).toHaveBeenLastCalledWith('2026-12-07');
  expect(box).toHaveValue('December 7, 2026');
  sent.mockClear();
  typeInto('Day', '2026-02-30');
  expect(sent).not.toHaveBeenCalled();
  typeInto('Day', '');
  expect(sent).toHaveBeenLastCalledWith('');
});

it('shows a day and time in French and sends it in the datetime-local form', async () => {
  await i18n.changeLanguage('fr');
  const sent = vi.fn();
  renderWithProviders(<Moment initial="2026-12-07T14:30" sent={sent} />);
  expect(await screen.findByDisplayValue('7 décembre 2026 14:30')).toBeInTheDocument();
  typeInto('When', '2026-12-08T08:20');
  expect(sent).toHaveBeenLastCalledWith('2026-12-08T08:20');
  typeInto('When', '9 décembre 2026 17:05');
  expect(sent).toHaveBeenLastCalledWith('2026-12-09T17:05');
});

it('shows a day and time in Arabic', async () => {
  await i18n.changeLanguage('ar');
  renderWithProviders(<Moment initial="2026-12-07T14:30" sent={vi.fn()} />);
  expect(await screen.findByDisplayValue('7 ديسمبر 2026 14:30')).toBeInTheDocument();
});
