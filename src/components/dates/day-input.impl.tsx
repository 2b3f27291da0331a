import { DateInput, DatesProvider } from '@mantine/dates';
import { parseTypedDay } from './parse';
import type { DayInputProps } from './types';
import { useDates } from './use-dates';
import '@mantine/core/styles/Popover.css';
import '@mantine/dates/styles.css';
import classes from './dates.module.css';

/** A day, shown and typed in the app's language ("7 décembre 2026"), held as a day key. */
export default function DayInputImpl({ value, onChange, min, max, ...rest }: DayInputProps) {
  const { locale, settings, ariaLabels, clearButtonProps } = useDates();
  return (
    <DatesProvider settings={settings}>
      <DateInput
        {...rest}
        ariaLabels={ariaLabels}
        classNames={{ day: classes.day }}
        clearButtonProps={clearButtonProps}
        value={value || null}
        onChange={(day) => onChange(day ?? '')}
        valueFormat="LL"
        dateParser={(typed) => parseTypedDay(typed, locale)}
        minDate={min || undefined}
        maxDate={max || undefined}
      />
    </DatesProvider>
  );
}
