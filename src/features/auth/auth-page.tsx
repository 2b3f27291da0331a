import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconStethoscope } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorSchemeToggle } from '@/components/layout/color-scheme-toggle';
import { LanguageSwitcher } from '@/components/layout/language-switcher';

/** The frame of the anonymous pages: brand, language and colour mode, and a card for the form. */
export function AuthPage({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack mih="100dvh" gap={0}>
      <Group justify="space-between" p="md" component="header">
        <Group gap={6}>
          <IconStethoscope size={26} color="var(--mantine-primary-color-filled)" aria-hidden />
          <Text fw={700} size="lg">
            {t('appName')}
          </Text>
        </Group>
        <Group gap="xs">
          <LanguageSwitcher />
          <ColorSchemeToggle />
        </Group>
      </Group>
      <Center component="main" flex={1} p="md">
        <Paper withBorder shadow="sm" p="xl" radius="lg" w="100%" maw={420}>
          <Stack gap={4} mb="lg">
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          </Stack>
          {children}
        </Paper>
      </Center>
    </Stack>
  );
}
