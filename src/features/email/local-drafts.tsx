import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceLaptop } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/app/auth/auth-context';
import { AnchorLink } from './links';
import { draftStore } from './draft-store';
import { listDate } from './format';
import { isBlankHtml } from './sanitize';

/**
 * Drafts kept in this browser that the server does not hold yet: everything written signed out,
 * and anything whose first server save has not happened.
 */
export function LocalDrafts() {
  const { t, i18n } = useTranslation('email');
  const { session } = useAuth();
  const userId = session?.user.id;
  const [drafts] = useState(() => draftStore.list(userId).filter((d) => !session || !d.serverId));
  if (!drafts.length) return null;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="local-drafts-title">
      <Title order={2} size="h5" id="local-drafts-title" mb="xs">
        <IconDeviceLaptop size={16} aria-hidden /> {t('drafts.onDevice')}
      </Title>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {drafts.map((draft) => (
          <li key={draft.id}>
            <AnchorLink to="/apps/email/compose" search={{ draft: draft.id }} fw={500}>
              {draft.subject.trim() || t('list.noSubject')}
            </AnchorLink>
            <Text size="xs" c="dimmed">
              {[
                draft.to.trim() && t('drafts.to', { to: draft.to.trim() }),
                !isBlankHtml(draft.html) && t('drafts.hasBody'),
                listDate(new Date(draft.updatedAt).toISOString(), i18n.resolvedLanguage),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
