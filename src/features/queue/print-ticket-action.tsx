import { RowButton } from '@/components/data-table/row-button';
import { RowIcon } from '@/components/data-table/row-icon';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ticketQueries, type Ticket } from '@/api/resources/tickets';
import { PrintTicket, type PrintedTicket } from './print-ticket';

/** "Print ticket 42" in the ticket's row: the browser's print dialog with the 80 mm ticket. */
export function PrintTicketAction({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('queue');
  const client = useQueryClient();
  const [printed, setPrinted] = useState<PrintedTicket>();
  const name = t('print.action', { number: ticket.number });
  // Printed once the ticket is in the page; it leaves the page when the print dialog closes.
  useEffect(() => {
    if (!printed) return;
    const done = () => setPrinted(undefined);
    window.addEventListener('afterprint', done);
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printed]);
  return (
    <>
      <RowButton
        label={name}
        onClick={() =>
          setPrinted({
            ticket,
            waiting: client.getQueryData<number>(ticketQueries.count().queryKey),
          })
        }
      >
        <RowIcon name="print" />
      </RowButton>
      {printed && <PrintTicket printed={printed} />}
    </>
  );
}
