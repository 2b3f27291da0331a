import { Button, Group, Table, Text } from '@mantine/core';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ResourceDocument } from '@/api/define-resource';
import { formatDateTime } from '@/i18n/format';
import { formatSize, mayPreview, displayName } from './format';
import classes from './documents.module.css';
import '@mantine/core/styles/Table.css';

export type OpenAction = 'download' | 'preview';

interface DocumentTableProps {
  documents: readonly ResourceDocument[];
  ownerLabel: string;
  /** Absent when the area's files cannot be fetched back: no actions column. */
  onOpen?: (doc: ResourceDocument, action: OpenAction) => void;
  /** The file being fetched, if any: its button spins and the others wait. */
  pending?: { doc: ResourceDocument; action: OpenAction };
}

/** The owner's files: name, size and upload date where the server says, and what can be done. */
export function DocumentTable({ documents, ownerLabel, onOpen, pending }: DocumentTableProps) {
  const { t, i18n } = useTranslation('documents');
  const lng = i18n.language;
  if (documents.length === 0) {
    return <Text c="dimmed">{t('list.empty')}</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-label={t('list.label', { owner: ownerLabel })} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('list.name')}</Table.Th>
            <Table.Th scope="col">{t('list.size')}</Table.Th>
            <Table.Th scope="col">{t('list.uploadedAt')}</Table.Th>
            {onOpen && <Table.Th scope="col">{t('list.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.map((doc, index) => {
            const uploaded = doc.uploadedAt ? formatDateTime(doc.uploadedAt) : undefined;
            const busy = (action: OpenAction) => pending?.doc === doc && pending.action === action;
            // Servers store files under a unique name; people know them by the one they gave.
            const name = displayName(doc);
            return (
              <Table.Tr key={`${doc.name}-${index}`}>
                <Table.Th scope="row" fw={500} className={classes.name}>
                  {name}
                </Table.Th>
                <Table.Td>{doc.size !== undefined ? formatSize(doc.size, lng) : '—'}</Table.Td>
                <Table.Td>{uploaded ?? '—'}</Table.Td>
                {onOpen && (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        leftSection={<IconDownload size={14} aria-hidden />}
                        aria-label={t('open.downloadFile', { name })}
                        loading={busy('download')}
                        disabled={!!pending && !busy('download')}
                        onClick={() => onOpen(doc, 'download')}
                      >
                        {t('open.download')}
                      </Button>
                      {mayPreview(doc.mimeType, doc.name) && (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          leftSection={<IconEye size={14} aria-hidden />}
                          aria-label={t('open.previewFile', { name })}
                          loading={busy('preview')}
                          disabled={!!pending && !busy('preview')}
                          onClick={() => onOpen(doc, 'preview')}
                        >
                          {t('open.preview')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
