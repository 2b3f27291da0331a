import { DateInput, DatesProvider } from '@mantine/dates';
import { fromPickerMoment, parseTypedMoment, toPickerMoment } from './parse';
import type { DateTimeInputProps } from './types';
import { useDates } from './use-dates';
import '@mantine/core/styles/Popover.css';
import '@mantine/dates/styles.css';
import classes from './dates.module.css';

/**
 * A day and time, shown and typed in the app's language ("7 décembre 2026 14:30"), held as a
 * `datetime-local` input held it, so what the forms send is unchanged. A typed text rather than
 * a picker button: the time is typed, and a day can be picked from the calendar.
 */
export default function DateTimeInputImpl({ value, onChange, ...rest }: DateTimeInputProps) {
  const { locale, settings, ariaLabels, clearButtonProps } = useDates();
  return (
    <DatesProvider settings={settings}>
      <DateInput
        {...rest}
        ariaLabels={ariaLabels}
        classNames={{ day: classes.day }}
        clearButtonProps={clearButtonProps}
        withTime
        value={toPickerMoment(value)}
        onChange={(moment) => onChange(fromPickerMoment(moment))}
        valueFormat="LLL"
        dateParser={(typed) => parseTypedMoment(typed, locale)}
      />
    </DatesProvider>
  );
}
