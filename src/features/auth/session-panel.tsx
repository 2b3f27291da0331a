import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/app/auth/auth-context';
import { dateTimeFormat } from '@/i18n/format';

/** The aside: who is signed in and until when, so staff at a shared desk can tell at a glance. */
export function SessionPanel() {
  const { t } = useTranslation('auth');
  const { session } = useAuth();
  if (!session) return null;
  const until = dateTimeFormat({
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(session.expiresAt);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('session.title')}
      </Title>
      <Text size="sm">{t('session.signedInAs', { name: session.user.name })}</Text>
      <Text size="sm" c="dimmed">
        {session.user.phone}
      </Text>
      <Text size="sm">{t('session.expiresAt', { time: until })}</Text>
    </Stack>
  );
}
