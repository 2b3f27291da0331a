import { Checkbox, NativeSelect, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { results, type Result } from '@/api/resources/results';
import { useAuth } from '@/app/auth/auth-context';
import { acknowledgement } from '@/features/lab/rules/changes';
import { notify } from './notify';
import { useSaveResult } from './save-result';
import { ModalDialog } from './modal-dialog';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Notification.css';

/** How the value was told (WHO's and CAP's read-back rule: by phone or in person, said back). */
export const TOLD_HOW = ['phone', 'inPerson', 'message', 'other'] as const;

/**
 * Whom the laboratory told of a critical value, how, and that they read it back: all three
 * required, what was typed kept on a refusal.
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
    <ModalDialog
      title={t('told.title', { name })}
      onCancel={() => onClose(false)}
      error={save.error}
      action={{ label: t('told.submit'), color: 'red.9', loading: save.isPending, onClick: submit }}
    >
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
    </ModalDialog>
  );
}
