import { useTranslation } from 'react-i18next';
import { DocumentsPanel } from '../documents/documents-panel';
import type { Screen } from './screen';

/** The documents panel of one record, uploading through the area's upload call. */
export function RecordDocuments<T extends object>({
  screen,
  record,
}: {
  screen: Screen<T>;
  record: T;
}) {
  const { t } = useTranslation('areas');
  const upload = screen.resource.hooks.useUpload();
  const ownerId = screen.resource.idOf(record);
  const documents = (record as { documents?: [] }).documents ?? [];
  return (
    <DocumentsPanel
      documents={documents}
      ownerLabel={screen.rowLabel(record) || t(`${screen.id}.title`)}
      onUpload={(file, onProgress) => upload.mutateAsync({ ownerId, file, onProgress })}
      open={screen.documents?.open}
    />
  );
}
