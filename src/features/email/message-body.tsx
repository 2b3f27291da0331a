import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './email.module.css';
import { sanitizeHtml } from './sanitize';
import '@mantine/core/styles/Typography.css';

/**
 * A message's HTML, sanitised right here where it meets the page: no script, no event handler,
 * no javascript: link ever reaches the DOM. `dir="auto"` lets Arabic mail read right to left
 * whatever the interface language.
 */
export function MessageBody({ html }: { html: string }) {
  const { t } = useTranslation('email');
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Typography>
      {/* The only HTML from outside the app that is put on the page: sanitised just above. */}
      <section
        className={classes.body}
        dir="auto"
        aria-label={t('message.body')}
        dangerouslySetInnerHTML={{ __html: safe }}
      />
    </Typography>
  );
}
