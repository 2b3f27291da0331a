import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/app/auth/auth-context';
import '@mantine/core/styles/SimpleGrid.css';

const greetingKey = (hour: number) =>
  hour < 12 ? 'overview.morning' : hour < 18 ? 'overview.afternoon' : 'overview.evening';

/** The first screen after sign-in: a greeting, today's date and the account at a glance. */
export function Overview() {
  const { t, i18n } = useTranslation();
  const { session } = useAuth();
  if (!session) return null;
  const now = new Date();
  const format = (value: Date | number, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage, options).format(value);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t(greetingKey(now.getHours()), { name: session.user.name })}</Title>
        <Text c="dimmed">{format(now, { dateStyle: 'full' })}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="lg" component="section" aria-labelledby="account-title">
          <Title order={2} size="h4" id="account-title" mb="sm">
            {t('overview.account')}
          </Title>
          <dl>
            <Text component="dt" size="sm" c="dimmed">{t('auth:fields.name')}</Text>
            <Text component="dd" mb="xs">{session.user.name}</Text>
            <Text component="dt" size="sm" c="dimmed">{t('auth:fields.phone')}</Text>
            <Text component="dd" mb="xs">{session.user.phone}</Text>
            <Text component="dt" size="sm" c="dimmed">{t('overview.sessionUntil')}</Text>
            <Text component="dd">{format(session.expiresAt, { dateStyle: 'medium', timeStyle: 'short' })}</Text>
          </dl>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
