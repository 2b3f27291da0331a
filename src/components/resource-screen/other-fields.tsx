import { Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { extraFields, serverValueText } from '../data-table/server-fields';

/**
 * What the server sent about a record that the app has no field for, read only, as plain text
 * (never HTML). Nothing when there is none.
 */
export function OtherFields({ record, known }: { record: object; known: ReadonlySet<string> }) {
  const { t } = useTranslation('table');
  const headingId = useId();
  const keys = extraFields(record, known);
  if (keys.length === 0) return null;
  const values = record as Record<string, unknown>;
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {t('moreFromServer.otherFields')}
      </Title>
      <Stack component="dl" gap={4} m={0}>
        {keys.map((key) => (
          <div key={key}>
            <Text component="dt" size="xs" c="dimmed">
              {key}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {serverValueText(values[key])}
            </Text>
          </div>
        ))}
      </Stack>
    </section>
  );
}
