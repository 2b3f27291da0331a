import { ActionIcon, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const NEXT: Record<MantineColorScheme, MantineColorScheme> = {
  light: 'dark',
  dark: 'auto',
  auto: 'light',
};
const ICON = { light: IconSun, dark: IconMoon, auto: IconDeviceDesktop };

/** Cycles light → dark → auto; its name says the current mode and what a press does. */
export function ColorSchemeToggle() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const Icon = ICON[colorScheme];
  const label = t('theme.toggle', {
    current: t(`theme.${colorScheme}`),
    next: t(`theme.${NEXT[colorScheme]}`),
  });
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      title={label}
      onClick={() => setColorScheme(NEXT[colorScheme])}
    >
      <Icon size={18} aria-hidden />
    </ActionIcon>
  );
}
