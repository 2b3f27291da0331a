import { Modal } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Preview } from './format';
import classes from './documents.module.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';

export interface PreviewFile extends Preview {
  name: string;
  blob: Blob;
}

/**
 * An image or a PDF in a dialog, from an object URL that lives as long as the dialog shows it.
 * The blob is re-typed to what is being shown, so a file that is really HTML can never run as a
 * page of the app's origin inside the frame.
 */
export function FilePreview({
  file,
  onClose,
}: {
  file: PreviewFile | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const url = useMemo(
    () => (file ? URL.createObjectURL(new Blob([file.blob], { type: file.type })) : undefined),
    [file],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );

  return (
    <Modal
      opened={!!file}
      onClose={onClose}
      title={file?.name}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {file && url && file.kind === 'image' && (
        <img src={url} alt={file.name} className={classes.preview} />
      )}
      {file && url && file.kind === 'pdf' && (
        <iframe src={url} title={file.name} className={classes.frame} />
      )}
    </Modal>
  );
}
