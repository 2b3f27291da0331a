import { Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Closing } from '@/api/resources/drawers';
import { formatDateTime, formatMoney } from '@/i18n/format';
import { useStaffName } from './staff-names';
import '@mantine/core/styles/Table.css';

const figures = (per: Record<string, unknown>) =>
  Object.entries(per)
    .filter((e): e is [string, number] => typeof e[1] === 'number')
    .map(([c, v]) => formatMoney(v, c))
    .join(' · ');

/** The drawer's closed sessions, newest first, as their Z-reports keep them. */
export function Closings({ closings }: { closings: readonly Closing[] }) {
  const { t } = useTranslation('billing');
  const nameOf = useStaffName();
  if (closings.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={t('closing.title')}>
      <Title order={2} size="h4">
        {t('closing.title')}
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label={t('closing.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('closing.number')}</Table.Th>
              <Table.Th>{t('closing.closed')}</Table.Th>
              <Table.Th>{t('count.expected')}</Table.Th>
              <Table.Th>{t('count.countedLabel')}</Table.Th>
              <Table.Th>{t('count.difference')}</Table.Th>
              <Table.Th>{t('closing.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...closings].reverse().map((c) => (
              <Table.Tr key={c.sessionId}>
                <Table.Th scope="row">{t('closing.z', { number: c.number })}</Table.Th>
                <Table.Td>
                  {formatDateTime(c.closedAt)}
                  {c.closedBy && ` · ${nameOf(c.closedBy)}`}
                </Table.Td>
                <Table.Td>{figures(c.expected)}</Table.Td>
                <Table.Td>{figures(c.counted)}</Table.Td>
                <Table.Td>{figures(c.difference)}</Table.Td>
                <Table.Td>{c.reason ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
