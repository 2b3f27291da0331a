import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a screen's code or data loads. */
export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <Center
      mih={fullScreen ? '100dvh' : 240}
      role="status"
      aria-live="polite"
      aria-label={ready ? t('loading') : 'Loading'}
    >
      <Loader aria-hidden />
    </Center>
  );
}
