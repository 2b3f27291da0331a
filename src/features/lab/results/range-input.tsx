import { ActionIcon, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { rangeSchema, results, useUpdateResultRange, type Result } from '@/api/resources/results';
import { useAuth } from '@/app/auth/auth-context';
import { keepRangeChange } from './keep-range-change';

/** The range being edited: only this row holds a mutation (a page of rows stays light to render). */
export default function RangeInput({
  result,
  name,
  onClose,
}: {
  result: Result;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('areas');
  const { t: tc } = useTranslation();
  const [draft, setDraft] = useState<string | undefined>(result.range ?? '');
  const [error, setError] = useState<string>();
  const update = useUpdateResultRange();
  const client = useQueryClient();
  const userId = useAuth().session?.user.id ?? '';
  // Set as the save starts, not on the next render: two Enters in one frame send one change.
  const sending = useRef(false);
  const id = results.idOf(result);

  const close = () => {
    setError(undefined);
    onClose();
  };
  const save = () => {
    // Once sent, the optimistic range equals what was typed: a second Enter or click would take
    // it for "unchanged" and close the editor, and with it the confirmation or the refusal.
    if (sending.current) return;
    const parsed = rangeSchema.safeParse({ range: draft });
    if (!parsed.success)
      return setError(tc(parsed.error.issues[0]?.message ?? 'validation.required'));
    const range = parsed.data.range;
    if (range === result.range) return close();
    // The new range (and the value's flag) shows at once; the input stays until the server has
    // answered, so a refusal finds what was typed still there, with the reason.
    sending.current = true;
    update.mutate(
      { id, range },
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: t('results.rangeEdit.saved', { name, range }),
          });
          keepRangeChange(client, { ...result, range }, result.range, userId);
          close();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys typed here belong to the input, not to the table's row navigation.
    event.stopPropagation();
    if (event.key === 'Enter') save();
    if (event.key === 'Escape') close();
  };

  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <TextInput
        size="xs"
        w="8rem"
        autoFocus
        aria-label={t('results.rangeEdit.label', { name })}
        value={draft}
        error={error}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          setError(undefined);
        }}
        onKeyDown={onKeyDown}
      />
      <ActionIcon
        variant="light"
        color="green"
        size="md"
        aria-label={t('results.rangeEdit.save')}
        loading={update.isPending}
        onClick={save}
      >
        <IconCheck size={14} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        size="md"
        aria-label={t('results.rangeEdit.cancel')}
        onClick={close}
      >
        <IconX size={14} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
