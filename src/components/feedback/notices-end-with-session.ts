import { notifications } from '@mantine/notifications';
import { onSignOut } from '@/api/session';

/**
 * Notices belong to the session they were shown in: a critical result's value and its link,
 * a patient's name in "saved", an Undo. When it ends (signing out, "Switch user" at the lock,
 * expiry, another tab) the store is emptied, queue included, so the next person at the desk
 * finds none of them. Imported by every notification container, so it is registered wherever a
 * notice can be shown.
 */
onSignOut(() => notifications.clean());
