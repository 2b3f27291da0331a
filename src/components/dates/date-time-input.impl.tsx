import { LocalDateInput } from './local-date-input';
import { fromPickerMoment, parseTypedMoment, toPickerMoment } from './parse';
import type { DateTimeInputProps } from './types';

/**
 * A day and time, shown and typed in the app's language ("7 décembre 2026 14:30"), held as a
 * `datetime-local` input held it, so what the forms send is unchanged. A typed text rather than
 * a picker button: the time is typed, and a day can be picked from the calendar.
 */
export default function DateTimeInputImpl({ value, onChange, ...rest }: DateTimeInputProps) {
  return (
    <LocalDateInput
      {...rest}
      withTime
      value={toPickerMoment(value)}
      onChange={(moment) => onChange(fromPickerMoment(moment))}
      valueFormat="LLL"
      parse={parseTypedMoment}
    />
  );
}
