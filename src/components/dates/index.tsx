import { TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { DateTimeInputProps, DayInputProps } from './types';

export type { DateTimeInputProps, DayInputProps } from './types';

/*
 * The date inputs and their calendar (Mantine's dates package, dayjs and a locale) load when one
 * is first drawn: a list's filters or a form's fields must not weigh on a list's first load.
 * Pure, so a screen that draws only one of them carries only its own.
 */
const LazyDayInput = /* @__PURE__ */ lazy(() => import('./day-input.impl'));
const LazyDateTimeInput = /* @__PURE__ */ lazy(() => import('./date-time-input.impl'));

/** While the code loads: the same field, labelled, read-only (nothing can be typed and lost). */
function Loading(props: DayInputProps | DateTimeInputProps) {
  return (
    <TextInput
      readOnly
      label={props.label}
      aria-label={props['aria-label']}
      description={props.description}
      required={props.required}
      size={props.size}
      value={props.value}
    />
  );
}

/** A day in the app's language, held as a day key (`2026-12-07`). */
export function DayInput(props: DayInputProps) {
  return (
    <Suspense fallback={<Loading {...props} />}>
      <LazyDayInput {...props} />
    </Suspense>
  );
}

/** A day and time in the app's language, held as `2026-12-07T14:30` (the reader's clock). */
export function DateTimeInput(props: DateTimeInputProps) {
  return (
    <Suspense fallback={<Loading {...props} />}>
      <LazyDateTimeInput {...props} />
    </Suspense>
  );
}
