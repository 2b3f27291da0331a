import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDocument } from '@/api/define-resource';
import { retryableLazy } from '../feedback/retryable-lazy';

export interface DocumentsPanelProps {
  /** The owner's files as its record lists them. */
  documents: readonly ResourceDocument[];
  /** Who the files belong to ("Léa Faure"), for the drop zone's and the table's names. */
  ownerLabel: string;
  /**
   * Uploads one file, reporting the fraction sent (0 to 1); rejects with an error whose message
   * is ready to show. Typically `(file, onProgress) => upload.mutateAsync({ ownerId, file, onProgress })`.
   */
  onUpload: (file: File, onProgress: (fraction: number) => void) => Promise<unknown>;
  /** Fetches a file's content. Without it the files are only listed (the area has no file call). */
  open?: (doc: ResourceDocument) => Promise<Blob>;
  /** The level of the panel's "Documents" heading (default 2). */
  headingOrder?: 2 | 3 | 4;
}

// The drop zone (react-dropzone) and the rest load when a panel is first shown, whichever
// screens import this file.
const View = retryableLazy<DocumentsPanelProps>(() => import('./documents-panel-view'));

/**
 * An owner's documents: a drop zone (with a "Choose files" button) that uploads files one after
 * another with a progress bar each, and the list of files with download and preview.
 */
export function DocumentsPanel(props: DocumentsPanelProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Center py="md" role="status">
          <Loader size="sm" role="status" aria-label={t('loading')} />
        </Center>
      }
    >
      <View {...props} />
    </Suspense>
  );
}
