import type { DateInputProps } from '@mantine/dates';

/** What the app's date inputs take: Mantine's DateInput, with the value in the app's own form. */
interface Shared extends Omit<
  DateInputProps,
  'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser' | 'withTime'
> {
  /** Already translated: the placeholder shows it while the input's code loads. */
  label?: string;
}

export interface DayInputProps extends Omit<Shared, 'minDate' | 'maxDate'> {
  /** A day key (`2026-12-07`), or '' for none. */
  value: string;
  /** A day key, or '' when the input is cleared. */
  onChange: (day: string) => void;
  /** The first and last days that can be chosen (day keys, '' or undefined for no bound). */
  min?: string;
  max?: string;
}

export interface DateTimeInputProps extends Shared {
  /** The local day and time as a `datetime-local` input holds it (`2026-12-07T14:30`), or ''. */
  value: string;
  /** The same form, or '' when the input is cleared. */
  onChange: (moment: string) => void;
}
