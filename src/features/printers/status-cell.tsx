import { Badge, Group, NativeSelect } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  PRINTER_STATUSES,
  useUpdatePrinterStatus,
  type Printer,
  type PrinterStatus,
} from '@/api/resources/printers';
import '@mantine/core/styles/Badge.css';

/** Colour and words go together: the colour is never the only sign of a status. */
const STATUS_COLOR: Record<PrinterStatus, string> = {
  online: 'green',
  busy: 'blue',
  offline: 'gray',
  'paper-out': 'orange',
  error: 'red',
};

const isStatus = (value: string): value is PrinterStatus =>
  (PRINTER_STATUSES as readonly string[]).includes(value);

/**
 * A printer's status as a badge, and the select that changes it (a native select: the sign-in
 * page's kit already carries it). The change shows at once (the cached row is updated) and goes
 * back, with the server's message, if the server refuses it.
 */
export function PrinterStatusCell({ printer }: { printer: Printer }) {
  const { t } = useTranslation('queue');
  const update = useUpdatePrinterStatus();
  const status = printer.status && isStatus(printer.status) ? printer.status : undefined;
  // A word of the server's own is shown as it came, and stays selected until changed.
  const own = printer.status && !status ? printer.status : undefined;
  const change = (next: string) => {
    if (!isStatus(next) || next === status) return;
    update.mutate(
      { id: printer._id, status: next },
      { onError: (error) => notifications.show({ color: 'red', message: error.message }) },
    );
  };
  return (
    <Group gap="xs" wrap="nowrap">
      <Badge color={status ? STATUS_COLOR[status] : 'gray'} variant="light" miw="7rem">
        {status ? t(`printers.status.${status}`) : own ? <bdi>{own}</bdi> : t('printers.unknown')}
      </Badge>
      <NativeSelect
        size="xs"
        aria-label={t('printers.change', { name: printer.name })}
        value={status ?? own ?? ''}
        onChange={(event) => change(event.currentTarget.value)}
        data={[
          ...(status ? [] : [{ value: own ?? '', label: own ?? t('printers.unknown') }]),
          ...PRINTER_STATUSES.map((value) => ({ value, label: t(`printers.status.${value}`) })),
        ]}
      />
    </Group>
  );
}
