import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from './links';

/** An unknown folder or path inside the email area: said inside the area, with a way back. */
export function EmailNotFound() {
  const { t } = useTranslation('email');
  return (
    <Stack align="flex-start" gap="sm" py="xl">
      <Title order={1} size="h2">
        {t('notFound.title')}
      </Title>
      <Text c="dimmed">{t('notFound.description')}</Text>
      <ButtonLink to="/apps/email/$folder" params={{ folder: 'inbox' }}>
        {t('notFound.toInbox')}
      </ButtonLink>
    </Stack>
  );
}
