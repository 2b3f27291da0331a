import { ActionIcon, Button, Group, Progress, Text } from '@mantine/core';
import { IconCheck, IconRefresh, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from './format';
import type { UploadItem } from './use-upload-queue';
import classes from './documents.module.css';
import '@mantine/core/styles/Progress.css';

interface UploadListProps {
  items: readonly UploadItem[];
  onRetry: (id: number) => void;
  onDismiss: (id: number) => void;
}

/** This session's uploads: a bar while a file goes up, then what became of it. */
export function UploadList({ items, onRetry, onDismiss }: UploadListProps) {
  const { t, i18n } = useTranslation('documents');
  if (items.length === 0) return null;
  return (
    <ul className={classes.uploads} aria-label={t('upload.list')}>
      {items.map((item) => {
        const name = item.file.name;
        const finished = item.status === 'done' || item.status === 'failed';
        return (
          <li key={item.id} className={classes.upload}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" fw={500} truncate>
                {name}
              </Text>
              <Group gap={4} wrap="nowrap">
                {item.status === 'failed' && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconRefresh size={14} aria-hidden />}
                    aria-label={t('upload.retryFile', { name })}
                    onClick={() => onRetry(item.id)}
                  >
                    {t('upload.retry')}
                  </Button>
                )}
                {finished && (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('upload.dismissFile', { name })}
                    onClick={() => onDismiss(item.id)}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            </Group>
            {item.status === 'waiting' && (
              <Text size="xs" c="dimmed">
                {t('upload.waiting')}
              </Text>
            )}
            {item.status === 'uploading' && (
              <Group gap="xs" wrap="nowrap">
                <Progress
                  className={classes.bar}
                  value={Math.round(item.progress * 100)}
                  aria-label={t('upload.progress', { name })}
                />
                <Text size="xs" c="dimmed" className={classes.percent}>
                  {formatPercent(item.progress, i18n.language)}
                </Text>
              </Group>
            )}
            {item.status === 'done' && (
              <Text size="sm" c="clinic.9" role="status">
                <IconCheck size={14} aria-hidden /> {t('upload.done', { name })}
              </Text>
            )}
            {item.status === 'failed' && (
              <Text size="sm" c="red" role="alert">
                {t('upload.failed', { name, message: item.error })}
              </Text>
            )}
          </li>
        );
      })}
    </ul>
  );
}
