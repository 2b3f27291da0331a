import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { results, type Result } from '@/api/resources/results';
import { useAuth } from '@/app/auth/auth-context';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { acknowledgement } from '@/features/lab/rules/changes';
import { notify } from './notify';
import { useSaveResult } from './save-result';
import classes from '@/features/lab/results/unvalidate-dialog.module.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Notification.css';

/** How the value was told (WHO's and CAP's read-back rule: by phone or in person, said back). */
export const TOLD_HOW = ['phone', 'inPerson', 'message', 'other'] as const;

/**
 * Whom the laboratory told of a critical value, how, and that they read it back: all three
 * required, what was typed kept on a refusal. A native modal dialog (focus trap, Escape).
 */
export function AcknowledgeDialog({
  result,
  name,
  onClose,
}: {
  result: Result;
  name: string;
  onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation('lab');
  const { t: tc } = useTranslation();
  const { session } = useAuth();
  const save = useSaveResult();
  const [to, setTo] = useState('');
  const [how, setHow] = useState<string>('phone');
  const [readBack, setReadBack] = useState(false);
  const [errors, setErrors] = useState<{ to?: string; readBack?: string }>({});
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    // Where the document cannot show a modal (jsdom), it shows the dialog open all the same.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);

  const submit = () => {
    const who = to.trim();
    const wrong = {
      ...(!who && { to: t('told.toRequired') }),
      ...(who.length > 120 && { to: tc('validation.tooLong') }),
      ...(!readBack && { readBack: t('told.readBackRequired') }),
    };
    setErrors(wrong);
    if (Object.keys(wrong).length) return;
    // Told from the call, not the dialog's callbacks: the result leaves the list that holds this
    // dialog as soon as it shows acknowledged (at once), and the dialog with it.
    save
      .mutateAsync({
        id: results.idOf(result),
        values: acknowledgement(result, session?.user.id ?? '', { to: who, how, readBack }),
        before: result,
      })
      .then(
        () => {
          notify({ color: 'green', message: tc('areas:results.acknowledge.done', { name }) });
          onClose(true);
        },
        (error: Error) => notify({ color: 'red', message: error.message }),
      );
  };
  return (
    <dialog
      ref={ref}
      className={classes.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose(false);
      }}
    >
      <Stack>
        <Title order={2} size="h4" id={titleId}>
          {t('told.title', { name })}
        </Title>
        <Text size="sm">
          {t('told.text', { value: [result.value, result.unit].filter(Boolean).join(' ') })}
        </Text>
        <TextInput
          label={t('told.to')}
          description={t('told.toHint')}
          required
          autoFocus
          value={to}
          error={errors.to}
          onChange={(event) => {
            setTo(event.currentTarget.value);
            setErrors((e) => ({ ...e, to: undefined }));
          }}
        />
        <NativeSelect
          label={t('told.how')}
          value={how}
          onChange={(event) => setHow(event.currentTarget.value)}
          data={TOLD_HOW.map((value) => ({ value, label: t(`told.ways.${value}`) }))}
        />
        <Checkbox
          label={t('told.readBack')}
          checked={readBack}
          error={errors.readBack}
          onChange={(event) => {
            setReadBack(event.currentTarget.checked);
            setErrors((e) => ({ ...e, readBack: undefined }));
          }}
        />
        {save.error && <ErrorAlert>{save.error.message}</ErrorAlert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onClose(false)}>
            {tc('actions.cancel')}
          </Button>
          <Button color="red.9" loading={save.isPending} onClick={submit}>
            {t('told.submit')}
          </Button>
        </Group>
      </Stack>
    </dialog>
  );
}
