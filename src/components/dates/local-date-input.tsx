import { DateInput, DatesProvider, type DateInputProps } from '@mantine/dates';
import { useDates } from './use-dates';
import '@mantine/core/styles/Popover.css';
import '@mantine/dates/styles.css';
import classes from './dates.module.css';

type Parsed = ReturnType<NonNullable<DateInputProps['dateParser']>>;

/**
 * Mantine's date input in the app's language, as every date field of the app shows it: its
 * locale and week, the calendar's arrows and the clear button named, weekend colours that pass
 * the contrast check; `parse` reads what is typed in that language.
 */
export function LocalDateInput({
  parse,
  ...props
}: Omit<DateInputProps, 'dateParser'> & { parse: (typed: string, locale: string) => Parsed }) {
  const { locale, settings, ariaLabels, clearButtonProps } = useDates();
  return (
    <DatesProvider settings={settings}>
      <DateInput
        {...props}
        ariaLabels={ariaLabels}
        classNames={{ day: classes.day }}
        clearButtonProps={clearButtonProps}
        dateParser={(typed) => parse(typed, locale)}
      />
    </DatesProvider>
  );
}
