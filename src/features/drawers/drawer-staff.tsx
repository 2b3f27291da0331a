import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { drawers, useDrawerUser, type Drawer } from '@/api/resources/drawers';
import { ReferenceField } from '@/components/resource-form/reference-field';
import { useStaffName, useStaffOptions } from './staff-names';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/List.css';

/**
 * Who may use the drawer. Attaching or detaching shows at once; a refusal puts the list back
 * (the mutation's snapshot) and says the server's reason.
 */
export function DrawerStaff({ drawer }: { drawer: Drawer }) {
  const { t } = useTranslation('billing');
  const change = useDrawerUser();
  const nameOf = useStaffName();
  const [picked, setPicked] = useState<string | null>(null);
  const drawerId = drawers.idOf(drawer);
  const attached = drawer.users ?? [];
  const picker = useMemo(
    () => ({
      name: 'userId',
      kind: 'reference' as const,
      label: t('staff.picker'),
      useOptions: useStaffOptions,
    }),
    [t],
  );
  const run = (action: 'add' | 'remove', userId: string) =>
    change.mutate({ action, drawerId, userId }, { onSuccess: () => setPicked(null) });

  return (
    <Card withBorder component="section" aria-label={t('staff.title')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('staff.title')}
        </Title>
        {attached.length === 0 && <Text c="dimmed">{t('staff.none')}</Text>}
        <List listStyleType="none" spacing="xs" aria-label={t('staff.list')}>
          {attached.map((userId) => (
            <List.Item key={userId}>
              <Group gap="sm">
                <Text>{nameOf(userId)}</Text>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  leftSection={<IconUserMinus size={14} aria-hidden />}
                  aria-label={t('staff.detachNamed', { name: nameOf(userId) })}
                  onClick={() => run('remove', userId)}
                >
                  {t('staff.detach')}
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
        <Group align="flex-end" gap="sm">
          <ReferenceField
            field={picker}
            value={picked}
            onChange={(value) => setPicked(typeof value === 'string' ? value : null)}
            onBlur={() => undefined}
            required={false}
            data-path="userId"
          />
          <Button
            leftSection={<IconUserPlus size={16} aria-hidden />}
            disabled={!picked || attached.includes(picked)}
            onClick={() => picked && run('add', picked)}
          >
            {t('staff.attach')}
          </Button>
        </Group>
        {change.error && (
          <Text role="alert" c="red.8">
            {change.error.message}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
