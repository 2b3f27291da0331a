import { LocalDateInput } from './local-date-input';
import { parseTypedDay } from './parse';
import type { DayInputProps } from './types';

/** A day, shown and typed in the app's language ("7 décembre 2026"), held as a day key. */
export default function DayInputImpl({ value, onChange, min, max, ...rest }: DayInputProps) {
  return (
    <LocalDateInput
      {...rest}
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
      valueFormat="LL"
      parse={parseTypedDay}
      minDate={min || undefined}
      maxDate={max || undefined}
    />
  );
}
