import { Box, Center, Stack, Text } from '@mantine/core';
import { IconStethoscope } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTakeOver } from '@/components/layout/take-over';
import { ColorSchemeToggle } from '@/components/layout/color-scheme-toggle';
import { LanguageSwitcher } from '@/components/layout/language-switcher';

/** A row of items, as Mantine's Group lays it out, without its code on the sign-in page. */
const row = (justify: 'flex-start' | 'space-between', gap: string | number) =>
  ({ display: 'flex', alignItems: 'center', justifyContent: justify, gap }) as const;

/**
 * The frame of the anonymous pages: brand, language and colour mode, and a card for the form.
 * Plain boxes stand in for Group, Paper and Title here: the sign-in page is the app's first
 * load (150 KB budget), and these three cost it 2 KB of script for a few lines of style.
 */
export function AuthPage({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // Drawn: index.html's copy of this page goes (the same page, so nothing moves).
  useTakeOver();
  return (
    <Stack mih="100dvh" gap={0}>
      <Box component="header" p="md" style={row('space-between', 'var(--mantine-spacing-md)')}>
        <Box style={row('flex-start', 6)}>
          <IconStethoscope size={26} color="var(--mantine-primary-color-filled)" aria-hidden />
          <Text fw={700} size="lg">
            {t('appName')}
          </Text>
        </Box>
        <Box style={row('flex-start', 'var(--mantine-spacing-xs)')}>
          <LanguageSwitcher />
          <ColorSchemeToggle />
        </Box>
      </Box>
      <Center component="main" flex={1} p="md">
        <Box
          pos="relative"
          p="xl"
          w="100%"
          maw={420}
          bg="var(--mantine-color-body)"
          style={{
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-lg)',
            boxShadow: 'var(--mantine-shadow-sm)',
          }}
        >
          <Stack gap={4} mb="lg">
            <Text
              component="h1"
              fz="h2"
              fw={650}
              lh="var(--mantine-h2-line-height)"
              ff="var(--mantine-font-family-headings)"
            >
              {title}
            </Text>
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          </Stack>
          {children}
        </Box>
      </Center>
    </Stack>
  );
}
