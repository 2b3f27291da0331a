import { Box, Table, Text, VisuallyHidden } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { EmailSummary, Folder } from '@/api/email';
import { AnchorLink } from './links';
import { displayName, fullAddress, listDate } from './format';
import classes from './email.module.css';
import '@mantine/core/styles/Table.css';

interface MessageListProps {
  folder: Folder;
  messages: EmailSummary[];
  caption: string;
}

/**
 * A folder's messages as a table (sender, subject with snippet, date). The subject is the link,
 * so keyboard and screen-reader users get one stop per message; a click anywhere on the row
 * opens it too. Drafts open in the composer.
 */
export function MessageList({ folder, messages, caption }: MessageListProps) {
  const { t, i18n } = useTranslation('email');
  const navigate = useNavigate();
  const outgoing = folder === 'sent' || folder === 'drafts';

  const open = (message: EmailSummary) =>
    folder === 'drafts'
      ? navigate({ to: '/apps/email/compose', search: { server: message._id } })
      : navigate({
          to: '/apps/email/$folder/$messageId',
          params: { folder, messageId: message._id },
        });

  return (
    <Table highlightOnHover verticalSpacing="sm" className={classes.list}>
      <VisuallyHidden component="caption">{caption}</VisuallyHidden>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="28%">{t(outgoing ? 'list.recipients' : 'list.sender')}</Table.Th>
          <Table.Th>{t('list.subject')}</Table.Th>
          <Table.Th w={110} ta="end">
            {t('list.date')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {messages.map((message) => {
          const unread = !message.read && !outgoing;
          const people = outgoing
            ? message.to.map(displayName).join(', ') || t('list.noRecipients')
            : displayName(message.from);
          const subject = message.subject.trim() || t('list.noSubject');
          return (
            <Table.Tr
              key={message._id}
              data-unread={unread || undefined}
              className={classes.row}
              onClick={(event) => {
                // The link handles its own clicks (and modifier keys, new tabs).
                if (!(event.target as HTMLElement).closest('a')) void open(message);
              }}
            >
              <Table.Td>
                <Text
                  size="sm"
                  fw={unread ? 700 : 400}
                  lineClamp={1}
                  title={outgoing ? undefined : fullAddress(message.from)}
                  dir="auto"
                >
                  {people}
                </Text>
              </Table.Td>
              <Table.Td>
                <Box className={classes.subjectCell}>
                  {folder === 'drafts' ? (
                    <AnchorLink
                      to="/apps/email/compose"
                      search={{ server: message._id }}
                      size="sm"
                      lineClamp={1}
                      fw={unread ? 700 : 500}
                      c="inherit"
                      dir="auto"
                    >
                      {subject}
                    </AnchorLink>
                  ) : (
                    <AnchorLink
                      to="/apps/email/$folder/$messageId"
                      params={{ folder, messageId: message._id }}
                      size="sm"
                      lineClamp={1}
                      fw={unread ? 700 : 500}
                      c="inherit"
                      dir="auto"
                    >
                      {unread && <VisuallyHidden>{t('list.unread')}</VisuallyHidden>}
                      {unread && ' '}
                      {subject}
                    </AnchorLink>
                  )}
                  {message.snippet && (
                    <Text size="sm" c="dimmed" lineClamp={1} dir="auto">
                      {message.snippet}
                    </Text>
                  )}
                </Box>
              </Table.Td>
              <Table.Td ta="end">
                <Text
                  component="time"
                  dateTime={message.date}
                  size="xs"
                  c={unread ? undefined : 'dimmed'}
                  fw={unread ? 700 : 400}
                >
                  {listDate(message.date, i18n.resolvedLanguage)}
                </Text>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
