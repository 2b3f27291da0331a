import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/app/auth/auth-context';
import { dateTimeFormat } from '@/i18n/format';

const greetingKey = (hour: number) =>
  hour < 12 ? 'overview.morning' : hour < 18 ? 'overview.afternoon' : 'overview.evening';

/**
 * The first screen after sign-in: a greeting and today's date above the day's figures
 * (`children`: the dashboard). Who is signed in and until when is in the aside on every screen.
 */
export function Overview({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { session } = useAuth();
  if (!session) return null;
  const now = new Date();
  const date = dateTimeFormat({ dateStyle: 'full' }).format(now);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t(greetingKey(now.getHours()), { name: session.user.name })}</Title>
        <Text c="dimmed">{date}</Text>
      </Stack>
      {children}
    </Stack>
  );
}
