import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SessionCount } from '@/api/resources/drawers';
import { formatDateTime, formatMoney } from '@/i18n/format';
import { countedOf } from './session';

/** The counts before the last, each with its total per currency and when. */
export function EarlierCounts({ saved }: { saved: readonly SessionCount[] }) {
  const { t } = useTranslation('billing');
  if (saved.length < 2) return null;
  const list = saved
    .slice(0, -1)
    .map(
      (c) =>
        Object.entries(countedOf(c))
          .map(([cur, v]) => formatMoney(v, cur))
          .join(' + ') + ` (${formatDateTime(c.countedAt)})`,
    )
    .join('; ');
  return <Text size="sm">{t('count.earlier', { list })}</Text>;
}

/** The last count against what the drawer should hold, per currency: shown once submitted. */
export function CountResult(props: {
  expected: Record<string, number>;
  counted: Record<string, number>;
  difference: Record<string, number>;
}) {
  const { t } = useTranslation('billing');
  return (
    <table aria-label={t('count.result')}>
      <thead>
        <tr>
          <th scope="col">{t('count.currency')}</th>
          <th scope="col">{t('count.expected')}</th>
          <th scope="col">{t('count.countedLabel')}</th>
          <th scope="col">{t('count.difference')}</th>
        </tr>
      </thead>
      <tbody>
        {Object.keys(props.difference).map((c) => (
          <tr key={c}>
            <th scope="row">{c}</th>
            <td>{formatMoney(props.expected[c] ?? 0, c)}</td>
            <td>{formatMoney(props.counted[c] ?? 0, c)}</td>
            <td>{formatMoney(props.difference[c] ?? 0, c)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
