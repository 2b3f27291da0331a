import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from './status-screen';

interface ServerErrorScreenProps {
  fullScreen?: boolean;
  /** What went wrong, when known; shown under the general text. */
  detail?: string;
  onRetry?: () => void;
}

/** 500: the /500 page and the screen shown in place of a route that failed to render or load. */
export function ServerErrorScreen({ fullScreen = false, detail, onRetry }: ServerErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      fullScreen={fullScreen}
      code="500"
      title={t('serverError.title')}
      description={
        detail ? `${t('serverError.description')} ${detail}` : t('serverError.description')
      }
      actions={
        <>
          <Button onClick={onRetry ?? (() => window.location.reload())}>
            {t('actions.retry')}
          </Button>
          <Button variant="default" component={Link} to="/">
            {t('actions.goHome')}
          </Button>
        </>
      }
    />
  );
}
