import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { extensionNeedsKey } from '@/api/extensions';

/**
 * The email area on a backend without the mail API (an extension of SPEC §7 it has not
 * declared): said plainly in the area's place, and nothing is asked of the server.
 */
export function MailNotOffered() {
  const { t } = useTranslation('email');
  return (
    <Stack gap="sm" maw="40rem">
      <Title order={1} size="h2">
        {t('layout.title')}
      </Title>
      <Text role="status">{t(extensionNeedsKey('mail'))}</Text>
    </Stack>
  );
}
