import { IconFileInvoice } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { insurance, type Insurance } from '@/api/resources/insurance';
import classes from '@/components/data-table/row-button.module.css';

/** A row's link to the insurer's statement (the insurers have no page of their own). */
export function StatementLink({ insurer }: { insurer: Insurance }) {
  const { t } = useTranslation('areas');
  const label = t('insurance.statement', { name: insurer.name ?? '' });
  return (
    <Link
      to="/insurance/$insuranceId/statement"
      params={{ insuranceId: insurance.idOf(insurer) }}
      className={classes.button}
      aria-label={label}
      title={label}
    >
      <IconFileInvoice size={16} aria-hidden />
    </Link>
  );
}
