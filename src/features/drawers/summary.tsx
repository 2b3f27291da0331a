import { useTranslation } from 'react-i18next';
import type { Drawer } from '@/api/resources/drawers';
import { TotalsCard } from '@/features/payments/money/totals-card';
import { drawerBalance } from './balance';

/** What the drawers shown hold, per currency and in the reader's base currency. */
export function DrawersSummary({ rows }: { rows: readonly Drawer[] }) {
  const { t } = useTranslation('billing');
  const amounts = rows.map((d) => ({ amount: drawerBalance(d), currency: d.currency }));
  return <TotalsCard rows={amounts} label={t('drawer.totals')} />;
}
