import { Button, Center, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { colorSchemeManager, DEFAULT_COLOR_SCHEME, theme } from '@/components/styles/theme';
import type { ConfigProblem } from '@/config/problems';
import { useTakeOver } from '@/components/layout/take-over';
import '@/components/styles/base';

/**
 * Shown instead of the app when the deployment's `config.json` is wrong: which setting, and
 * what is wrong with it, so operations can fix the file. Loaded only then.
 */
function ConfigErrorScreen({ problems }: { problems: readonly ConfigProblem[] }) {
  useTakeOver();
  const { t } = useTranslation(['errors', 'common']);
  return (
    <Center mih="100dvh" p="md">
      <Stack maw={640} gap="sm">
        <Title order={1} size="h2">
          {t('errors:config.title')}
        </Title>
        <Text c="dimmed">{t('errors:config.description')}</Text>
        {/* Plain list elements: this screen shares no list code with the app's own chunks. */}
        <Stack component="ul" gap={4} aria-label={t('errors:config.problemsLabel')}>
          {problems.map((p) => (
            <Text component="li" key={`${p.path}:${p.problem}`}>
              <code>{p.path}</code> {t(`errors:config.problems.${p.problem}`, { ...p.values })}
            </Text>
          ))}
        </Stack>
        <Button w="fit-content" onClick={() => window.location.reload()}>
          {t('common:actions.retry')}
        </Button>
      </Stack>
    </Center>
  );
}

export function ConfigErrorApp({ problems }: { problems: readonly ConfigProblem[] }) {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme={DEFAULT_COLOR_SCHEME}
    >
      <Suspense fallback={null}>
        <ConfigErrorScreen problems={problems} />
      </Suspense>
    </MantineProvider>
  );
}
