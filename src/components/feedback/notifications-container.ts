// Its own module so the container (portal, transitions) is a lazy chunk apart from the store.
export { Notifications } from '@mantine/notifications';
