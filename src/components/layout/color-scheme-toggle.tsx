import { useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './header-controls.module.css';

const NEXT: Record<MantineColorScheme, MantineColorScheme> = {
  light: 'dark',
  dark: 'auto',
  auto: 'light',
};
const ICON = { light: IconSun, dark: IconMoon, auto: IconDeviceDesktop };

/**
 * Cycles light → dark → auto; its name says the current mode and what a press does. A plain button
 * in the look of Mantine's default ActionIcon (header-controls.module.css): it is on the sign-in page.
 */
export function ColorSchemeToggle() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const Icon = ICON[colorScheme];
  const label = t('theme.toggle', {
    current: t(`theme.${colorScheme}`),
    next: t(`theme.${NEXT[colorScheme]}`),
  });
  return (
    <button
      type="button"
      className={classes.iconButton}
      aria-label={label}
      title={label}
      onClick={() => setColorScheme(NEXT[colorScheme])}
    >
      <Icon size={18} aria-hidden />
    </button>
  );
}
