import { Anchor, Button, Center, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { colorSchemeManager, DEFAULT_COLOR_SCHEME, theme } from '@/components/styles/theme';
import { useTakeOver } from '@/components/layout/take-over';
import '@/components/styles/base';

/**
 * Shown instead of the app by a production build that was given no backend (no VITE_API_URL,
 * no config.json naming one): never the demo in its place, where real patients typed would stay
 * in one browser. Loaded only then.
 */
function NoBackendScreen() {
  useTakeOver();
  const { t } = useTranslation(['errors', 'common']);
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack maw={640} gap="sm">
        <Title order={1} size="h2">
          {t('errors:noBackend.title')}
        </Title>
        <Text>{t('errors:noBackend.description')}</Text>
        <Text c="dimmed">{t('errors:noBackend.fix')}</Text>
        <Button w="fit-content" onClick={() => window.location.reload()}>
          {t('common:actions.retry')}
        </Button>
      </Stack>
    </Center>
  );
}

/**
 * Shown instead of the app inside another site's frame: nobody may put the app under a page of
 * theirs and steer clicks into it (clickjacking). A server's `frame-ancestors` header says so
 * too where the operator sets it (scripts/configure-deployment.mjs); this holds where not.
 */
function FramedScreen() {
  useTakeOver();
  const { t } = useTranslation('errors');
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack maw={640} gap="sm">
        <Title order={1} size="h2">
          {t('framed.title')}
        </Title>
        <Anchor href={window.location.href} target="_blank" rel="noopener noreferrer">
          {t('framed.open')}
        </Anchor>
      </Stack>
    </Center>
  );
}

function StartScreen({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme={DEFAULT_COLOR_SCHEME}
    >
      <Suspense fallback={null}>{children}</Suspense>
    </MantineProvider>
  );
}

export const NoBackendApp = () => (
  <StartScreen>
    <NoBackendScreen />
  </StartScreen>
);

export const FramedApp = () => (
  <StartScreen>
    <FramedScreen />
  </StartScreen>
);
