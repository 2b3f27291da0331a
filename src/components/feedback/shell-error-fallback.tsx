import { Button, Center, Stack, Text, Title } from '@mantine/core';
import i18n from 'i18next';
import { useTakeOver } from '@/components/layout/take-over';

/** Shown when the shell itself fails (outside the router): no links that need the router. */
export function ShellErrorFallback() {
  useTakeOver();
  const t = i18n.t.bind(i18n);
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" maw={480} ta="center">
        <Title order={1} size="h2">
          {t('common:serverError.title', { defaultValue: 'Something went wrong' })}
        </Title>
        <Text c="dimmed">
          {t('common:serverError.description', {
            defaultValue: 'The page could not be shown. Try again in a moment.',
          })}
        </Text>
        <Button onClick={() => window.location.assign(import.meta.env.BASE_URL)}>
          {t('common:actions.goHome', { defaultValue: 'Go to the home page' })}
        </Button>
      </Stack>
    </Center>
  );
}
