import { Button, Group, Stack, Title } from '@mantine/core';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/feedback/error-alert';
import classes from '@/features/lab/results/unvalidate-dialog.module.css';

/**
 * A confirmation of the laboratory's (a critical value told, a result un-validated) as a native
 * modal dialog: its focus trap, Escape and backdrop are the browser's. Its title names it; below
 * what it asks, the save's error, then Cancel beside the action.
 */
export function ModalDialog(props: {
  title: string;
  onCancel: () => void;
  error: Error | null;
  action: { label: string; color: string; loading: boolean; onClick: () => void };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { action, onCancel } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    // Where the document cannot show a modal (jsdom), it shows the dialog open all the same.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);
  return (
    <dialog
      ref={ref}
      className={classes.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <Stack>
        <Title order={2} size="h4" id={titleId}>
          {props.title}
        </Title>
        {props.children}
        {props.error && <ErrorAlert>{props.error.message}</ErrorAlert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button color={action.color} loading={action.loading} onClick={action.onClick}>
            {action.label}
          </Button>
        </Group>
      </Stack>
    </dialog>
  );
}
