import { useTranslation } from 'react-i18next';
import type { Drawer } from '@/api/resources/drawers';
import { formatMoney } from '@/i18n/format';
import { drawerBalance } from './balance';
import { useMaySeeBalance } from './use-session';

/**
 * A drawer's balance in the list, for who may see it; a drawer in session shows none (what it
 * should hold is on its page, for who may see it): the person who will count it sees nothing.
 */
export function BalanceCell({ drawer }: { drawer: Drawer }) {
  const { t } = useTranslation('billing');
  const maySee = useMaySeeBalance(drawer);
  if (drawer.session) return <>{t('session.inSession')}</>;
  return (
    <>{maySee ? formatMoney(drawerBalance(drawer), drawer.currency) : t('session.hiddenBalance')}</>
  );
}
