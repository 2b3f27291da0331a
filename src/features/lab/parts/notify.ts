import { notifications, type NotificationData } from '@mantine/notifications';
import i18n from 'i18next';

/** A notification whose close button is named (Mantine's has no name of its own). */
export const notify = (data: NotificationData) =>
  notifications.show({
    ...data,
    closeButtonProps: { 'aria-label': i18n.t('common:actions.close') },
  });
