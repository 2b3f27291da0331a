import { Group, Text } from '@mantine/core';
import { IconStethoscope } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The product's mark and name in a header; an area may add its own title after it. */
export function Brand({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Group gap={6} wrap="nowrap">
      <IconStethoscope size={24} color="var(--mantine-primary-color-filled)" aria-hidden />
      <Text fw={700} size="lg" visibleFrom="xs">
        {t('appName')}
      </Text>
      {children}
    </Group>
  );
}
