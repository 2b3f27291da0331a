import { Box, Button, Center, Drawer, Group, Loader, Stack, useDirection } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Children, useEffect, useEffectEvent, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceForm, type ResourceFormProps } from './resource-form';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';

interface ResourceFormDrawerProps {
  /** Usually derived from the URL (`?edit=<id>|new`), so closing is a navigation. */
  opened: boolean;
  /** Every way out (Escape, close button, Cancel, overlay) comes here, once. */
  onClose: () => void;
  /** "New patient", "Edit patient": the dialog's accessible name. */
  title: string;
  /** The form; absent while the record loads. Its own submit button is replaced by the footer's. */
  form?: ResourceFormProps;
  /** Shown under the form (a record's documents, a not-found message). */
  children?: ReactNode;
}

/**
 * A create or edit form in a side drawer with Cancel and Save at the bottom. It never asks about
 * unsaved changes itself: its form's guard asks when `onClose` navigates, and choosing Stay
 * cancels that navigation, so the drawer (opened by the URL) stays open.
 */
export function ResourceFormDrawer({
  opened,
  onClose,
  title,
  form,
  children,
}: ResourceFormDrawerProps) {
  const { t } = useTranslation('forms');
  const { dir } = useDirection();
  const small = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const id = useId();
  const [saving, setSaving] = useState(false);

  // Mantine's own Escape handling also fires when a dialog opened above the drawer (the guard's
  // question) takes the key, which would start a second navigation: only the top dialog may react.
  const escape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.isComposing) return;
    const target = event.target instanceof Element ? event.target : null;
    if (target?.getAttribute('data-mantine-stop-propagation') === 'true') return;
    const dialog = target?.closest('[role="dialog"]');
    if (dialog && dialog.getAttribute('aria-labelledby') !== `${id}-title`) return;
    onClose();
  });
  useEffect(() => {
    if (!opened) return;
    const listener = (event: KeyboardEvent) => escape(event);
    // Capture, as Mantine does: an open dropdown's mark is gone once its own handler has run.
    window.addEventListener('keydown', listener, { capture: true });
    return () => window.removeEventListener('keydown', listener, { capture: true });
  }, [opened]);

  const waiting = !form && Children.toArray(children).length === 0;
  return (
    <Drawer
      id={id}
      opened={opened}
      onClose={onClose}
      title={title}
      position={dir === 'rtl' ? 'left' : 'right'}
      size={small ? '100%' : 'lg'}
      closeOnEscape={false}
      closeButtonProps={{ 'aria-label': t('drawer.close') }}
    >
      <Stack gap="lg">
        {form && (
          <ResourceForm
            {...form}
            hideSubmit
            onSavingChange={(value) => {
              setSaving(value);
              form.onSavingChange?.(value);
            }}
          />
        )}
        {waiting && (
          <Center py="xl">
            <Loader role="status" aria-label={t('drawer.loading')} />
          </Center>
        )}
        {children}
        <Box
          pos="sticky"
          bottom={0}
          py="sm"
          bg="var(--mantine-color-body)"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)', zIndex: 1 }}
        >
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('drawer.cancel')}
            </Button>
            <Button type="submit" form={form?.id} disabled={!form} loading={saving}>
              {form?.submitLabel ?? t('form.save')}
            </Button>
          </Group>
        </Box>
      </Stack>
    </Drawer>
  );
}
