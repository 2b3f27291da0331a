import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/i18n/config';

/** A native select: light, keyboard-friendly and announced by every screen reader. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      aria-label={t('language.label')}
      size="xs"
      w={130}
      leftSection={<IconLanguage size={16} aria-hidden />}
      value={i18n.resolvedLanguage ?? 'en'}
      onChange={(event) => void i18n.changeLanguage(event.currentTarget.value)}
      data={LANGUAGES.map((l) => ({ value: l.code, label: l.label }))}
    />
  );
}
