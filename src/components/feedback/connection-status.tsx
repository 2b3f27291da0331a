import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const subscribe = (notify: () => void) => onlineManager.subscribe(notify);
const online = () => onlineManager.isOnline();

/**
 * Whether the browser has a connection, as the query cache sees it: while it has none, lists
 * keep what they show and saves wait (paused, not failed) to be sent when it returns.
 */
export const useOnline = () => useSyncExternalStore(subscribe, online, () => true);

/** Says so while the connection is lost; goes by itself when it returns, without a reload. */
export function ConnectionStatus() {
  const { t } = useTranslation();
  const isOnline = useOnline();
  if (isOnline) return null;
  return (
    <Alert
      role="status"
      color="orange"
      variant="light"
      mb="md"
      icon={<IconWifiOff size={18} aria-hidden />}
      title={t('connection.lost')}
    >
      {t('connection.lostDetail')}
    </Alert>
  );
}
