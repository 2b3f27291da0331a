import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOptimisticId } from '@/api/define-resource';
import { ResourceFormDrawer } from '../resource-form/resource-form-drawer';
import { knownFields } from '../data-table/server-fields';
import { OtherFields } from './other-fields';
import { RecordDocuments } from './record-documents';
import type { Screen } from './screen';
import { translateFields } from './translate';

interface RecordDrawerProps<T extends object> {
  screen: Screen<T>;
  /** A record id, "new", or nothing (closed). */
  editId: string | undefined;
  onClose: () => void;
}

/** Create or edit one record of an area in a drawer, with its documents when it has some. */
export function RecordDrawer<T extends object>({ screen, editId, onClose }: RecordDrawerProps<T>) {
  const { t } = useTranslation('areas');
  const client = useQueryClient();
  const { resource } = screen;
  const creating = editId === 'new';
  const id = editId && !creating ? editId : undefined;
  const cached = id ? resource.cache.find(client, id) : undefined;
  const canFetch = resource.declaration.operations.includes('one');
  const fetched = resource.hooks.useOne(!cached && canFetch ? id : undefined);
  const record = cached ?? fetched.data;
  const create = resource.hooks.useCreate();
  const update = resource.hooks.useUpdate();
  const fields = useMemo(() => translateFields(screen.fields, t), [screen.fields, t]);
  const known = useMemo(() => knownFields(resource.body), [resource.body]);

  // The form starts from the record as it was when the drawer opened: a background refetch
  // must not reset what the user is typing.
  const [initial, setInitial] = useState<{ key: string; values: Record<string, unknown> }>();
  const key = `${editId ?? ''}`;
  const start = creating
    ? (screen.createDefaults?.() ?? {})
    : record && (screen.toFormValues?.(record) ?? (record as Record<string, unknown>));
  if (editId && start && initial?.key !== key) setInitial({ key, values: start });
  const initialValues = initial?.key === key ? initial.values : undefined;

  const title = t(creating ? `${screen.id}.new` : `${screen.id}.edit`);
  const missing = !!id && !record && !fetched.isPending;

  return (
    <ResourceFormDrawer
      opened={!!editId}
      onClose={onClose}
      title={title}
      form={
        initialValues && (creating || record)
          ? {
              id: `${screen.id}-form`,
              schema: screen.formChecks ? resource.body.check(...screen.formChecks) : resource.body,
              fields,
              mode: creating ? 'create' : 'edit',
              initialValues,
              draftKey: `${screen.id}:${key}`,
              onSubmit: (values: Record<string, unknown>) =>
                creating ? create.mutateAsync(values) : update.mutateAsync({ id: id!, values }),
              onSaved: onClose,
              successMessage: t(`${screen.id}.saved`),
              notice: screen.FormNotice
                ? (values: Record<string, unknown>) =>
                    screen.FormNotice && <screen.FormNotice values={values} id={id} />
                : undefined,
            }
          : undefined
      }
    >
      {missing && <Text role="alert">{fetched.error?.message ?? t('actions.notFound')}</Text>}
      {record && <OtherFields record={record} known={known} />}
      {record && id && !isOptimisticId(id) && resource.declaration.upload && (
        <RecordDocuments screen={screen} record={record} />
      )}
    </ResourceFormDrawer>
  );
}
