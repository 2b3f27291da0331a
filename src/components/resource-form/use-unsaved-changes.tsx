import { useBlocker } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../feedback/confirm-dialog';

/**
 * While `dirty`, leaving the page asks first: any router navigation (links, the back button,
 * a drawer closing through the URL) opens "Discard unsaved changes?", and closing or reloading
 * the tab gets the browser's own prompt. Returns the dialog, to be rendered by the caller.
 *
 * The blocker reads `dirty` through a ref, so it is registered once and a navigation made right
 * after a save (dirty just turned false) is not stopped by a stale answer.
 */
export function useUnsavedChangesGuard(dirty: boolean): ReactNode {
  const { t } = useTranslation('forms');
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const isDirty = useCallback(() => dirtyRef.current, []);
  const blocker = useBlocker({
    shouldBlockFn: isDirty,
    withResolver: true,
    enableBeforeUnload: isDirty,
  });

  return (
    <ConfirmDialog
      opened={blocker.status === 'blocked'}
      onClose={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
      title={t('unsaved.title')}
      cancelLabel={t('unsaved.stay')}
      confirmLabel={t('unsaved.discard')}
      danger
    >
      {t('unsaved.body')}
    </ConfirmDialog>
  );
}
