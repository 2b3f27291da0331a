import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { ApiError } from '@/api/errors';

type Errors<V> = Partial<Record<keyof V & string, string>>;

/** Messages of the shared validation rules are i18n keys; server messages are shown as sent. */
const isKey = (message: string) => message.startsWith('validation.');

function collectErrors<V>(schema: z.ZodMiniType, values: V): Errors<V> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors as Errors<V>;
}

/**
 * A form validated by its zod schema before anything is sent: a field is checked when it loses
 * focus, everything on submit (focus then moves to the first invalid field). Errors come out
 * translated; `showServerErrors` puts a failed call's per-field `errors` map on its fields.
 * Values are never reset on failure: nothing typed is lost.
 *
 * Deliberately small (no @mantine/form): the sign-in page is on a 150 KB budget.
 */
export function useSchemaForm<Values extends Record<string, unknown>, Output>(
  schema: z.ZodMiniType<Output, Values>,
  initialValues: Values,
) {
  const { t } = useTranslation();
  const [values, setValuesState] = useState(initialValues);
  const [errors, setErrors] = useState<Errors<Values>>({});

  const setValue = <K extends keyof Values & string>(name: K, value: Values[K]) => {
    setValuesState((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  /** Props for a text input bound to `name`. */
  const field = <K extends keyof Values & string>(name: K) => {
    const message: string | undefined = errors[name];
    return {
      name,
      value: String(values[name] ?? ''),
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setValue(name, event.currentTarget.value as Values[K]),
      onBlur: () =>
        setErrors((current) => ({ ...current, [name]: collectErrors(schema, values)[name] })),
      error: message ? (isKey(message) ? t(message) : message) : undefined,
    };
  };

  const onSubmit = (handler: (output: Output) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      handler(result.data);
      return;
    }
    const next = collectErrors(schema, values);
    setErrors(next);
    const first = Object.keys(next)[0];
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const showServerErrors = (error: unknown) => {
    if (error instanceof ApiError && Object.keys(error.errors).length) {
      setErrors(error.errors as Errors<Values>);
    }
  };

  return {
    values,
    setValues: (next: Partial<Values>) => setValuesState((current) => ({ ...current, ...next })),
    field,
    onSubmit,
    showServerErrors,
  };
}
