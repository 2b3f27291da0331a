import { ActionIcon, Group, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { rangeSchema, results, useUpdateResultRange, type Result } from '@/api/resources/results';

/**
 * The reference range, edited in its row (PATCH …/range). The new range shows at once, with the
 * value's flag worked out again against it; if the server refuses, the old range comes back and
 * the editor stays open with what was typed and the reason.
 */
export function RangeEditor({ result, name }: { result: Result; name: string }) {
  const { t } = useTranslation('areas');
  const { t: tc } = useTranslation();
  const [draft, setDraft] = useState<string>();
  const [error, setError] = useState<string>();
  const update = useUpdateResultRange();
  const id = results.idOf(result);
  const editing = draft !== undefined;

  const close = () => {
    setDraft(undefined);
    setError(undefined);
  };
  const save = () => {
    const parsed = rangeSchema.safeParse({ range: draft });
    if (!parsed.success) return setError(tc(parsed.error.issues[0]?.message ?? 'validation.required'));
    const range = parsed.data.range;
    if (range === result.range) return close();
    setDraft(undefined);
    update.mutate(
      { id, range },
      {
        onSuccess: () =>
          notifications.show({ color: 'green', message: t('results.rangeEdit.saved', { name, range }) }),
        onError: (failure) => {
          setDraft(range);
          setError(failure.message);
        },
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys typed here belong to the input, not to the table's row navigation.
    event.stopPropagation();
    if (event.key === 'Enter') save();
    if (event.key === 'Escape') close();
  };

  if (!editing)
    return (
      <Group gap={4} wrap="nowrap">
        <Text size="sm">{result.range || '—'}</Text>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={t('results.rangeEdit.editNamed', { name })}
          onClick={() => setDraft(result.range ?? '')}
        >
          <IconPencil size={14} aria-hidden />
        </ActionIcon>
      </Group>
    );

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
      <ActionIcon variant="light" color="green" size="md" aria-label={t('results.rangeEdit.save')} onClick={save}>
        <IconCheck size={14} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" size="md" aria-label={t('results.rangeEdit.cancel')} onClick={close}>
        <IconX size={14} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
