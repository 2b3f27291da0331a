import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@mantine/core/styles/Notification.css';

interface UndoDeleteNoticeProps {
  /** "Nour Haddad deleted". */
  text: string;
  /** When the DELETE goes out (ms since the epoch). */
  deadline: number;
  onUndo: () => void;
}

/** The body of the Undo notification: what was deleted, the seconds left, and Undo. */
export function UndoDeleteNotice({ text, deadline, onUndo }: UndoDeleteNoticeProps) {
  const { t } = useTranslation('forms');
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000));
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Stack gap={0}>
        <Text size="sm">{text}</Text>
        <Text size="xs" c="dimmed">
          {t('undo.countdown', { seconds })}
        </Text>
      </Stack>
      <Button size="xs" variant="light" onClick={onUndo}>
        {t('undo.undo')}
      </Button>
    </Group>
  );
}
