import { Center, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTakeOver } from '@/components/layout/take-over';
import classes from './status-screen.module.css';

interface StatusScreenProps {
  code: string;
  title: string;
  description: string;
  actions: ReactNode;
  fullScreen?: boolean;
}

/** The shared look of the not-found and server-error screens, full page or inside the layout. */
export function StatusScreen({ code, title, description, actions, fullScreen }: StatusScreenProps) {
  useTakeOver();
  return (
    <Center mih={fullScreen ? '100dvh' : 360} p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Text className={classes.code} aria-hidden>
          {code}
        </Text>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
        <Group mt="md" justify="center">
          {actions}
        </Group>
      </Stack>
    </Center>
  );
}
