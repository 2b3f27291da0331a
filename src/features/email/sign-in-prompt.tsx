import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { draftStore } from './draft-store';
import { ButtonLink } from './links';
import { useHref } from './use-href';

interface SignInPromptProps {
  /** What needs a session ("Sign in to read your mail"), also the link's text. */
  action: string;
  description: string;
  /** The signed-out draft being written here: it becomes the account's that signs in from here. */
  draftId?: string;
}

/**
 * Said wherever a signed-out user meets something that needs a session. The link comes back to
 * this very page (path and query) after signing in, so an open draft is found again.
 */
export function SignInPrompt({ action, description, draftId }: SignInPromptProps) {
  const { t } = useTranslation('email');
  const href = useHref();
  return (
    // A region named by its title, not an alert: it is part of the page, not news.
    <Alert
      role="region"
      color="blue"
      variant="light"
      icon={<IconLock size={18} aria-hidden />}
      title={t('signIn.title')}
    >
      <Stack gap="xs">
        <Text size="sm">{description}</Text>
        <Group>
          <ButtonLink
            to="/login"
            search={{ redirect: href }}
            size="xs"
            onClick={() => draftId && draftStore.claimOnSignIn(draftId)}
          >
            {action}
          </ButtonLink>
        </Group>
      </Stack>
    </Alert>
  );
}
