import { ActionIcon, Badge, Group, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  PRINTER_STATUSES,
  useUpdatePrinterStatus,
  type Printer,
  type PrinterStatus,
} from '@/api/resources/printers';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';

/** Colour and words go together: the colour is never the only sign of a status. */
export const STATUS_COLOR: Record<PrinterStatus, string> = {
  online: 'green',
  busy: 'blue',
  offline: 'gray',
  'paper-out': 'orange',
  error: 'red',
};

/**
 * A printer's status as a badge, and the menu that changes it. The change shows at once (the
 * cached row is updated) and goes back, with the server's message, if the server refuses it.
 */
export function PrinterStatusCell({ printer }: { printer: Printer }) {
  const { t } = useTranslation('queue');
  const update = useUpdatePrinterStatus();
  const status = printer.status as PrinterStatus | undefined;
  const change = (next: PrinterStatus) =>
    update.mutate(
      { id: printer._id, status: next },
      { onError: (error) => notifications.show({ color: 'red', message: error.message }) },
    );
  const menuName = t('printers.change', { name: printer.name });
  return (
    <Group gap={4} wrap="nowrap">
      {status ? (
        <Badge color={STATUS_COLOR[status] ?? 'gray'} variant="light">
          {t(`printers.status.${status}`)}
        </Badge>
      ) : (
        <Badge color="gray" variant="outline">
          {t('printers.unknown')}
        </Badge>
      )}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" size="sm" aria-label={menuName} title={menuName}>
            <IconChevronDown size={14} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('printers.setStatus')}</Menu.Label>
          {PRINTER_STATUSES.map((value) => (
            <Menu.Item
              key={value}
              disabled={value === status}
              leftSection={value === status ? <IconCheck size={14} aria-hidden /> : null}
              onClick={() => change(value)}
            >
              {t(`printers.status.${value}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
