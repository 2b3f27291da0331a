import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '@/api/resources/tickets';
import { CLINIC_NAME } from '@/config/settings';
import { formatDateTime } from '@/i18n/format';
import classes from './print-ticket.module.css';

export interface PrintedTicket {
  ticket: Ticket;
  /** Tickets waiting when it was printed (the count the desk last read). */
  waiting: number | undefined;
}

/**
 * The paper ticket, rendered beside the app (a child of body) so the print stylesheet can show it
 * alone: number, service, time of issue and the waiting count, sized for an 80 mm thermal roll.
 */
export function PrintTicket({ printed }: { printed: PrintedTicket }) {
  const { t } = useTranslation('queue');
  const { ticket, waiting } = printed;
  return createPortal(
    <section className={classes.sheet} aria-label={t('print.label', { number: ticket.number })}>
      <p className={classes.clinic}>{CLINIC_NAME || t('common:appName')}</p>
      <p className={classes.number}>{ticket.number}</p>
      <p className={classes.service}>{ticket.service}</p>
      <p className={classes.details}>
        {t('print.issued', { time: formatDateTime(ticket.createdAt ?? new Date().toISOString()) })}
        <br />
        {waiting === undefined ? null : t('print.waiting', { count: waiting })}
      </p>
    </section>,
    document.body,
  );
}
