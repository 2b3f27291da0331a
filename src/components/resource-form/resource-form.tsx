import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { useOnline } from '../feedback/connection-status';
import { ErrorAlert } from '../feedback/error-alert';
import { FieldInput } from './field-input';
import { saveFailure, savedValues } from './outcome';
import { formPayload, formSchema, formValidator, isRequired } from './schema';
import type { FieldSpec } from './types';
import { readFormDraft, removeFormDraft, useFormDraft } from './form-draft';
import { useUnsavedChangesGuard } from './use-unsaved-changes';
import { ownWordsOf, withOwnWords } from './own-words';
import { toInputValues } from './values';
import '@mantine/core/styles/SimpleGrid.css';

type Values = Record<string, unknown>;

export interface ResourceFormProps {
  /** The form element's id: a button outside it (a drawer's footer) submits with `form={id}`. */
  id: string;
  /** The resource's `body`. */
  schema: z.ZodMiniObject;
  fields: readonly FieldSpec[];
  mode: 'create' | 'edit';
  /** The record on edit, defaults on create. Read once: remount (a `key`) to start over. */
  initialValues: Values;
  /** Sends the body (e.g. a mutation's mutateAsync); rejects with an ApiError. */
  onSubmit: (values: Values) => Promise<unknown>;
  /** After a save, with what onSubmit resolved to; the form is no longer dirty by then. */
  onSaved?: (result: unknown) => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** Follows what is typed (a payment form shows what would remain after it). */
  onValuesChange?: (values: Values) => void;
  /** Follows the save in flight (a drawer's own Save button shows it). */
  onSavingChange?: (saving: boolean) => void;
  successMessage: string;
  submitLabel?: string;
  hideSubmit?: boolean;
  /**
   * Names this form's draft (e.g. `doctors:d-0001`): what was typed survives the session ending
   * under it (a 401) and comes back after signing in again.
   */
  draftKey?: string;
  /** Shown above the fields, from the values as typed (a warning that does not stop saving). */
  notice?: (values: Values) => ReactNode;
}

/** A resource's create or edit form: validated by its schema, guarded while it has unsaved changes. */
export function ResourceForm(props: ResourceFormProps) {
  const { id, schema, fields, mode, onSubmit, successMessage } = props;
  const { t } = useTranslation('forms');
  const { t: tc } = useTranslation('common');
  const [initialValues] = useState(props.initialValues);
  const shown = useMemo(
    () =>
      withOwnWords(
        fields.filter((f) => !f.only || f.only === mode),
        initialValues,
      ),
    [fields, mode, initialValues],
  );
  const checked = useMemo(() => formSchema(schema, shown), [schema, shown]);
  const validate = useMemo(
    () => formValidator(checked, shown, ownWordsOf(fields, initialValues)),
    [checked, shown, fields, initialValues],
  );
  const [start] = useState(() => toInputValues(shown, props.initialValues));
  const { draftKey } = props;
  const [restored] = useState(() => (draftKey ? readFormDraft(draftKey) : undefined));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  // Offline, a save waits (paused) rather than fails: the form says so and keeps what was typed.
  const online = useOnline();
  const [saved, setSaved] = useState<{ result: unknown }>();
  const savingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: start,
    validate,
    validateInputOnBlur: true,
    // A server's word on a field stands until that field is changed.
    onValuesChange: (values, previous) => {
      props.onValuesChange?.(values);
      setServerErrors((current) => {
        const left = Object.entries(current).filter(([name]) => values[name] === previous[name]);
        return left.length === Object.keys(current).length ? current : Object.fromEntries(left);
      });
    },
  });
  const dirty = form.isDirty();
  const guard = useUnsavedChangesGuard(dirty);
  useFormDraft(draftKey, restored, form, dirty);

  const reportDirty = useEffectEvent((value: boolean) => props.onDirtyChange?.(value));
  useEffect(() => reportDirty(dirty), [dirty]);
  // Called once the clean form is committed, so a navigation it starts is not held up by the guard.
  const reportSaved = useEffectEvent((result: unknown) => props.onSaved?.(result));
  useEffect(() => {
    if (saved) reportSaved(saved.result);
  }, [saved]);

  const focusFirst = (errors: Record<string, unknown>) => {
    const first = shown.find((f) => errors[f.name]);
    formRef.current?.querySelector<HTMLElement>(`[data-path="${first?.name}"]`)?.focus();
  };
  const track = (value: boolean) => {
    savingRef.current = value;
    setSaving(value);
    props.onSavingChange?.(value);
  };

  const save = async (values: Values) => {
    if (savingRef.current) return;
    track(true);
    setFailure(undefined);
    setServerErrors({});
    try {
      const result = await onSubmit(formPayload(checked, shown, values, start, mode));
      const next = savedValues(shown, form.getValues(), result);
      form.setValues(next);
      form.resetDirty(next);
      notifications.show({ color: 'green', message: successMessage });
      if (draftKey) removeFormDraft(draftKey);
      setSaved({ result });
    } catch (error) {
      const failed = saveFailure(error, shown, t('form.failed'));
      setServerErrors(failed.fieldErrors);
      setFailure(failed.text);
      notifications.show({ color: 'red', message: failed.message });
      focusFirst(failed.fieldErrors);
    } finally {
      track(false);
    }
  };

  const errorOf = (name: string) => {
    const message = (form.errors[name] as string | undefined) ?? serverErrors[name];
    return message?.startsWith('validation.') ? tc(message) : message;
  };

  return (
    <form
      id={id}
      ref={formRef}
      noValidate
      onSubmit={(event) => form.onSubmit(save, (errors: FormErrors) => focusFirst(errors))(event)}
    >
      <Stack gap="md">
        {failure && <ErrorAlert title={t('form.notSaved')}>{failure}</ErrorAlert>}
        {restored && dirty && (
          <Text role="status" size="sm" c="dimmed">
            {t('form.restored')}
          </Text>
        )}
        {saving && !online && (
          <Text role="status" size="sm" c="orange.9">
            {t('common:connection.saveWaiting')}
          </Text>
        )}
        {props.notice?.(form.getValues())}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {shown.map((field) => (
            <div key={field.name} style={field.wide ? { gridColumn: '1 / -1' } : undefined}>
              <FieldInput
                field={field}
                input={form.getInputProps(field.name, {
                  type: field.kind === 'checkbox' ? 'checkbox' : 'input',
                })}
                error={errorOf(field.name)}
                required={isRequired(checked, field.name)}
                setValue={(value) => form.setFieldValue(field.name, value)}
              />
            </div>
          ))}
        </SimpleGrid>
        {!props.hideSubmit && (
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {props.submitLabel ?? t('form.save')}
            </Button>
          </Group>
        )}
      </Stack>
      {guard}
    </form>
  );
}
