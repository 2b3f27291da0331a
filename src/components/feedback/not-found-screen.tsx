import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from './status-screen';

/** 404: as its own page (/404) or inside the main layout for an unknown path there. */
export function NotFoundScreen({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      fullScreen={fullScreen}
      code="404"
      title={t('notFound.title')}
      description={t('notFound.description')}
      actions={
        <Button component={Link} to="/">
          {t('actions.goHome')}
        </Button>
      }
    />
  );
}
