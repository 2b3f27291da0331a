import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import classes from './demo-notice.module.css';

/**
 * Says on every screen that this is the demo: its data is sample data kept in this browser, and
 * nothing typed here reaches a clinic's server. At the end of the page, outside the app's root,
 * so the idle lock (which hides everything else) leaves it in sight.
 */
export function DemoNotice() {
  const { t } = useTranslation();
  return createPortal(
    <aside className={classes.notice} aria-label={t('demo.label')} data-demo-notice="">
      <strong>{t('demo.label')}</strong> · {t('demo.notice')}
    </aside>,
    document.body,
  );
}
