import { Notifications } from '@mantine/notifications';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import * as z from 'zod/mini';
import { rules } from '@/api/resource/schemas';
import { listSearch } from '@/components/data-table/list-search';
import { getField } from '@/test/queries';
import { renderRoute } from '@/test/render';
import { ResourceFormDrawer } from './resource-form-drawer';
import type { FieldSpec } from './types';

const schema = z.object({ name: rules.text(), colour: z.optional(z.string()) });
const fields: FieldSpec[] = [
  { name: 'name', label: 'Name', kind: 'text' },
  {
    name: 'colour',
    label: 'Colour',
    kind: 'select',
    options: [
      { value: 'red', label: 'Red' },
      { value: 'blue', label: 'Blue' },
    ],
  },
];

/** A list screen as the areas build it: the drawer is open while the URL says `?edit=`. */

function ListScreen() {
  const { edit } = useSearch({ from: '/_app/patients/' });
  const navigate = useNavigate();
  const close = () => void navigate({ to: '/', search: {} });
  return (
    <>
      <Notifications />
      <ResourceFormDrawer
        opened={!!edit}
        onClose={close}
        title="New thing"
        form={{
          id: 'thing-form',
          schema,
          fields,
          mode: 'create',
          initialValues: {},
          onSubmit: (values) => Promise.resolve({ _id: 't-1', ...values }),
          onSaved: close,
          successMessage: 'Thing saved',
        }}
      />
    </>
  );
}

async function renderDrawer() {
  const rendered = renderRoute(ListScreen, {
    path: '/?edit=new',
    validateSearch: listSearch,
    id: '/_app/patients/',
  });
  const drawer = await screen.findByRole('dialog', { name: 'New thing' });
  return { ...rendered, drawer };
}

const question = { name: 'Discard unsaved changes?' };
const editParam = (router: { state: { location: { search: object } } }) =>
  (router.state.location.search as { edit?: string }).edit;

it('is a dialog named by its title, with a named close button, and closes at once when clean', async () => {
  const { user, router, drawer } = await renderDrawer();
  expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(drawer).not.toBeInTheDocument());
  expect(editParam(router)).toBeUndefined();
  expect(screen.queryByRole('dialog', question)).not.toBeInTheDocument();
});

it('asks once on Escape with unsaved changes, and stays open on Stay', async () => {
  const { user, router } = await renderDrawer();
  await user.type(getField('Name'), 'Half typed');
  await user.keyboard('{Escape}');
  expect(await screen.findAllByRole('dialog', question)).toHaveLength(1);
  // Escape again answers the question (Stay); it must not start a second close.
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', question)).not.toBeInTheDocument());
  expect(screen.getByRole('dialog', { name: 'New thing' })).toBeInTheDocument();
  expect(getField('Name')).toHaveValue('Half typed');
  expect(editParam(router)).toBe('new');

  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findAllByRole('dialog', question)).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Stay' }));
  await waitFor(() => expect(screen.queryByRole('dialog', question)).not.toBeInTheDocument());
  expect(screen.getByRole('dialog', { name: 'New thing' })).toBeInTheDocument();
  expect(editParam(router)).toBe('new');
});

it('closes through the close button once the user discards', async () => {
  const { user, router, drawer } = await renderDrawer();
  await user.type(getField('Name'), 'Never mind');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(await screen.findAllByRole('dialog', question)).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Discard' }));
  await waitFor(() => expect(drawer).not.toBeInTheDocument());
  expect(editParam(router)).toBeUndefined();
  expect(screen.queryByRole('dialog', question)).not.toBeInTheDocument();
});

it('saves from its footer and closes without asking', async () => {
  const { user, router, drawer } = await renderDrawer();
  await user.type(getField('Name'), 'Complete');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Thing saved')).toBeInTheDocument();
  await waitFor(() => expect(drawer).not.toBeInTheDocument());
  expect(editParam(router)).toBeUndefined();
  expect(screen.queryByRole('dialog', question)).not.toBeInTheDocument();
});

it('checks the form before closing anything when Save is pressed with errors', async () => {
  const { user, drawer } = await renderDrawer();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(getField('Name')).toHaveAccessibleDescription('This field is required.');
  expect(getField('Name')).toHaveFocus();
  expect(drawer).toBeInTheDocument();
});

it('lets Escape close an open dropdown inside it without closing the drawer', async () => {
  const { user, drawer, router } = await renderDrawer();
  await user.click(screen.getByRole('combobox', { name: 'Colour' }));
  expect(await screen.findByRole('listbox')).toBeVisible();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  expect(drawer).toBeInTheDocument();
  expect(editParam(router)).toBe('new');
});
