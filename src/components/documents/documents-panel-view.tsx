import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconCloudUpload, IconFileCheck, IconFileX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDocument } from '@/api/define-resource';
import { ErrorAlert } from '../feedback/error-alert';
import type { DocumentsPanelProps } from './documents-panel';
import { DocumentTable, type OpenAction } from './document-table';
import { FilePreview, type PreviewFile } from './file-preview';
import { formatSize, MAX_FILE_BYTES, previewOf, saveBlob, displayName } from './format';
import { UploadList } from './upload-list';
import { useUploadQueue } from './use-upload-queue';
import '@mantine/dropzone/styles.css';

/** The panel itself; `documents-panel.tsx` loads it on first use, dropzone included. */
export default function DocumentsPanelView({
  documents,
  ownerLabel,
  onUpload,
  open,
  headingOrder = 2,
}: DocumentsPanelProps) {
  const { t, i18n } = useTranslation('documents');
  const queue = useUploadQueue(onUpload);
  const openPicker = useRef<() => void>(null);
  const [rejected, setRejected] = useState<string[]>([]);
  const [pending, setPending] = useState<{ doc: ResourceDocument; action: OpenAction }>();
  const [openError, setOpenError] = useState<string>();
  const [preview, setPreview] = useState<PreviewFile>();
  const max = formatSize(MAX_FILE_BYTES, i18n.language);

  const onDrop = (files: File[]) => {
    setRejected([]);
    queue.add(files);
  };
  const onReject = (rejections: FileRejection[]) =>
    setRejected(
      rejections.map(({ file, errors }) =>
        errors.some((e) => e.code === 'file-too-large')
          ? t('rejected.tooLarge', { name: file.name, max })
          : t('rejected.other', { name: file.name }),
      ),
    );

  const onOpen = async (doc: ResourceDocument, action: OpenAction) => {
    if (!open) return;
    setPending({ doc, action });
    setOpenError(undefined);
    try {
      const blob = await open(doc);
      const shown = action === 'preview' && previewOf(blob.type || doc.mimeType, doc.name);
      // A type the browser cannot show is saved instead.
      if (shown) setPreview({ ...shown, name: displayName(doc), blob });
      else saveBlob(blob, displayName(doc));
    } catch (error) {
      setOpenError(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(undefined);
    }
  };

  return (
    <Stack gap="sm">
      <Title order={headingOrder} size="h4">
        {t('title')}
      </Title>
      <Dropzone
        onDrop={onDrop}
        onReject={onReject}
        maxSize={MAX_FILE_BYTES}
        openRef={openPicker}
        // The button below opens the picker, for the keyboard and the mouse alike; the zone
        // itself takes drops, and would otherwise be a second, unlabelled tab stop.
        activateOnClick={false}
        activateOnKeyboard={false}
        role="group"
        aria-label={t('dropzone.label', { owner: ownerLabel })}
        inputProps={{ 'aria-label': t('dropzone.choose'), 'aria-hidden': true, tabIndex: -1 }}
        p="md"
      >
        <Group justify="center" gap="md" wrap="nowrap">
          <Dropzone.Accept>
            <IconFileCheck size={36} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconFileX size={36} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconCloudUpload size={36} aria-hidden />
          </Dropzone.Idle>
          <Stack gap={4}>
            <Text size="sm">
              <Dropzone.Accept>{t('dropzone.accept')}</Dropzone.Accept>
              <Dropzone.Reject>{t('dropzone.reject')}</Dropzone.Reject>
              <Dropzone.Idle>{t('dropzone.prompt')}</Dropzone.Idle>
            </Text>
            <Text size="xs" c="dimmed">
              {t('dropzone.limit', { max })}
            </Text>
            <Group>
              <Button size="xs" variant="light" onClick={() => openPicker.current?.()}>
                {t('dropzone.choose')}
              </Button>
            </Group>
          </Stack>
        </Group>
      </Dropzone>
      {rejected.length > 0 && (
        <Alert
          role="alert"
          color="red"
          variant="light"
          withCloseButton
          onClose={() => setRejected([])}
        >
          {rejected.map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </Alert>
      )}
      <UploadList items={queue.items} onRetry={queue.retry} onDismiss={queue.dismiss} />
      {!open && (
        <Text size="sm" c="dimmed">
          {t('list.noDownload')}
        </Text>
      )}
      <DocumentTable
        documents={documents}
        ownerLabel={ownerLabel}
        onOpen={open ? (doc, action) => void onOpen(doc, action) : undefined}
        pending={pending}
      />
      {openError && <ErrorAlert>{openError}</ErrorAlert>}
      <FilePreview file={preview} onClose={() => setPreview(undefined)} />
    </Stack>
  );
}
