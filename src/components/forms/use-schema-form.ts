import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { ApiError } from '@/api/errors';

type Errors<V> = Partial<Record<keyof V & string, string>>;
type Schema<Output, Values> = z.ZodMiniType<Output, Values>;

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
 * The schema is loaded on demand (`loadSchema`, fetched as soon as the form gets focus), so a page
 * whose only form is not yet touched (the sign-in page) does not load zod up front.
 */
export function useSchemaForm<Values extends Record<string, unknown>, Output>(
  loadSchema: () => Promise<Schema<Output, Values>>,
  initialValues: Values,
) {
  const { t } = useTranslation();
  const [values, setValuesState] = useState(initialValues);
  const [errors, setErrors] = useState<Errors<Values>>({});
  const schemaRef = useRef<Promise<Schema<Output, Values>>>(undefined);
  const validatingRef = useRef(false);
  const schema = () => (schemaRef.current ??= loadSchema());

  const setValues = (next: Partial<Values>) =>
    setValuesState((current) => ({ ...current, ...next }));

  /** Props for a text input bound to `name`. */
  const field = <K extends keyof Values & string>(name: K) => {
    const message: string | undefined = errors[name];
    return {
      name,
      value: String(values[name] ?? ''),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.currentTarget.value as Values[K];
        setValuesState((current) => ({ ...current, [name]: value }));
        setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
      },
      onBlur: () =>
        void schema().then((s) =>
          setErrors((current) => ({ ...current, [name]: collectErrors(s, values)[name] })),
        ),
      error: message ? (isKey(message) ? t(message) : message) : undefined,
      // PasswordInput does not set it on its inner input by itself.
      'aria-invalid': message ? true : undefined,
    };
  };

  /** Props for the <form>: validation first, then `handler` with the parsed values. */
  const formProps = (handler: (output: Output) => void) => ({
    noValidate: true,
    onFocus: () => void schema(),
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      // A second submit while the schema is still loading would send the request twice.
      if (validatingRef.current) return;
      validatingRef.current = true;
      const form = event.currentTarget;
      const submitted = values;
      void schema()
        .then((s) => {
          const result = s.safeParse(submitted);
          if (result.success) {
            setErrors({});
            handler(result.data);
            return;
          }
          const next = collectErrors(s, submitted);
          setErrors(next);
          const first = Object.keys(next)[0];
          if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        })
        .finally(() => {
          validatingRef.current = false;
        });
    },
  });

  const showServerErrors = (error: unknown) => {
    if (error instanceof ApiError && Object.keys(error.errors).length) {
      setErrors(error.errors as Errors<Values>);
    }
  };

  return { values, setValues, field, formProps, showServerErrors };
}
