import { useTranslation } from 'react-i18next';
import type { Drawer } from '@/api/resources/drawers';
import { TotalsCard } from '@/features/payments/money/totals-card';
import { drawerBalance } from './balance';
import { useMe } from './use-session';

/**
 * What the drawers shown hold, per currency and in the reader's base currency: for
 * administrators only, and without the drawers in session (see `BalanceCell`).
 */
export function DrawersSummary({ rows }: { rows: readonly Drawer[] }) {
  const { t } = useTranslation('billing');
  const me = useMe();
  if (me.role !== 'admin') return null;
  const amounts = rows
    .filter((d) => !d.session)
    .map((d) => ({ amount: drawerBalance(d), currency: d.currency }));
  return <TotalsCard rows={amounts} label={t('drawer.totals')} />;
}
