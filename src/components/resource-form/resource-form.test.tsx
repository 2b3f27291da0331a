import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { customers } from '@/api/resources/customers';
import { users } from '@/api/resources/users';
import { rules } from '@/api/resource/schemas';
import { server } from '@/mocks/node';
import { submitTo } from '@/test/bodies';
import { getField, typeDate } from '@/test/queries';
import { renderRoute } from '@/test/render';
import { recordRequests, requestsTo } from '@/test/requests';
import { storeSession } from '@/test/session';
import { ResourceForm, type ResourceFormProps } from './resource-form';
import type { FieldSpec } from './types';

const patientFields: FieldSpec[] = [
  { name: 'firstName', label: 'First name', kind: 'text' },
  { name: 'lastName', label: 'Last name', kind: 'text' },
  { name: 'dateOfBirth', label: 'Date of birth', kind: 'date' },
  {
    name: 'sex',
    label: 'Sex',
    kind: 'select',
    options: [
      { value: 'female', label: 'Female' },
      { value: 'male', label: 'Male' },
    ],
  },
  { name: 'phone', label: 'Phone', kind: 'tel' },
  { name: 'notes', label: 'Notes', kind: 'textarea', wide: true },
];

async function renderForm(props: Partial<ResourceFormProps> = {}) {
  const onSaved = vi.fn();
  const rendered = renderRoute(() => (
    <>
      <Notifications />
      <ResourceForm
        id="patient"
        schema={customers.body}
        fields={patientFields}
        mode="create"
        initialValues={{}}
        onSubmit={submitTo(customers.api)}
        onSaved={onSaved}
        successMessage="Patient saved"
        {...props}
      />
    </>
  ));
  // The router renders its screen asynchronously.
  await screen.findByRole('textbox', {
    name: new RegExp(props.fields?.[0]?.label ?? 'First name'),
  });
  return { ...rendered, onSaved };
}

async function fillPatient(user: Awaited<ReturnType<typeof renderForm>>['user']) {
  await user.type(getField('First name'), 'Nour');
  await user.type(getField('Last name'), 'Haddad');
  await typeDate('Date of birth', '1990-04-12');
  await user.click(screen.getByRole('combobox', { name: 'Sex' }));
  await user.click(await screen.findByRole('option', { name: 'Female' }));
  await user.type(getField('Phone'), '0711 223 344');
}

beforeEach(() => storeSession());

describe('validation', () => {
  it('checks a field when it loses focus, in the common texts', async () => {
    const { user } = await renderForm();
    expect(getField('First name')).toBeRequired();
    expect(getField('Notes')).not.toBeRequired();
    await user.click(getField('First name'));
    await user.tab();
    expect(getField('First name')).toHaveAccessibleDescription('This field is required.');
    await user.type(getField('First name'), 'Nour');
    await user.tab();
    expect(getField('First name')).not.toHaveAccessibleDescription('This field is required.');
  });

  it('sends nothing and focuses the first invalid field on submit', async () => {
    const requests = recordRequests();
    const { user } = await renderForm();
    await user.type(getField('Last name'), 'Haddad');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(getField('First name')).toHaveFocus();
    expect(getField('Phone')).toHaveAccessibleDescription('This field is required.');
    expect(requests).toHaveLength(0);
  });
});

describe('values', () => {
  const schema = z.object({
    name: rules.text(),
    count: z.number({ error: 'validation.number' }),
    at: rules.dateTime(),
    urgent: z.boolean(),
    tags: z.array(z.string()),
    notes: rules.optionalText(),
  });
  const fields: FieldSpec[] = [
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'count', label: 'Count', kind: 'number' },
    { name: 'at', label: 'At', kind: 'datetime' },
    { name: 'urgent', label: 'Urgent', kind: 'checkbox' },
    {
      name: 'tags',
      label: 'Tags',
      kind: 'multiselect',
      options: [
        { value: 'a', label: 'Alpha' },
        { value: 'b', label: 'Beta' },
      ],
    },
    { name: 'notes', label: 'Notes', kind: 'textarea' },
  ];

  it('sends numbers as numbers, date-times as ISO 8601, and leaves empty texts out', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const { user } = await renderForm({ schema, fields, onSubmit });
    await user.type(getField('Name'), '  Ann  ');
    await user.type(getField('Count'), '12');
    await typeDate('At', '2026-11-21T09:30');
    await user.click(getField('Urgent'));
    await user.click(screen.getByRole('combobox', { name: 'Tags' }));
    await user.click(await screen.findByRole('option', { name: 'Beta' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Ann',
      count: 12,
      at: new Date('2026-11-21T09:30').toISOString(),
      urgent: true,
      tags: ['b'],
    });
  });

  it('shows a stored instant in local time and sends the same instant back', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const at = '2026-11-21T08:30:00.000Z';
    const local = new Date(at);
    const { user } = await renderForm({
      schema,
      fields,
      onSubmit,
      mode: 'edit',
      initialValues: { name: 'Ann', count: 3, at, urgent: false, tags: [], notes: 'Old' },
    });
    // In the app's language (English here), on the reader's clock.
    const hour = local.getHours();
    expect(getField('At').value).toBe(
      `November ${local.getDate()}, ${local.getFullYear()} ${hour % 12 || 12}:30 ${hour < 12 ? 'AM' : 'PM'}`,
    );
    await user.clear(getField('Notes'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // Emptied on edit: sent as '' so the server clears it (left out, it would keep "Old").
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ at, count: 3, notes: '' });
  });

  it('shows create-only fields on create only, and requires them only there', async () => {
    const userFields: FieldSpec[] = [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'phone', label: 'Phone', kind: 'tel' },
      { name: 'role', label: 'Role', kind: 'text' },
      { name: 'password', label: 'Password', kind: 'password', only: 'create' },
    ];
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const { user } = await renderForm({
      schema: users.body,
      fields: userFields,
      mode: 'edit',
      initialValues: { name: 'Omar Khalil', phone: '0700000002', role: 'reception' },
      onSubmit,
    });
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('password');
  });
});

describe('saving', () => {
  it('shows the server’s field errors under their fields and keeps what was typed', async () => {
    server.use(
      http.post('*/api/customer', () =>
        HttpResponse.json(
          { msg: 'Invalid body', errors: { lastName: 'Already registered' } },
          { status: 400 },
        ),
      ),
    );
    const { user, onSaved } = await renderForm();
    await fillPatient(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert', { name: 'The changes were not saved' });
    expect(alert).toHaveTextContent('Invalid body');
    expect(getField('Last name')).toHaveAccessibleDescription('Already registered');
    expect(getField('Last name')).toHaveFocus();
    expect(getField('First name')).toHaveValue('Nour');
    expect(getField('Last name')).toHaveValue('Haddad');
    expect(getField('Phone')).toHaveValue('0711 223 344');
    // The form's alert, and the notification.
    expect(screen.getAllByText('Invalid body')).toHaveLength(2);
    expect(onSaved).not.toHaveBeenCalled();
    // The server's word stands until the field changes.
    await user.tab();
    expect(getField('First name')).toHaveValue('Nour');
    expect(getField('Last name')).toHaveAccessibleDescription('Already registered');
    await user.type(getField('Last name'), 'x');
    expect(getField('Last name')).not.toHaveAccessibleDescription('Already registered');
  });

  it('shows a real refusal of the demo backend (a phone already registered)', async () => {
    const fields: FieldSpec[] = [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'phone', label: 'Phone', kind: 'tel' },
      {
        name: 'role',
        label: 'Role',
        kind: 'select',
        options: [{ value: 'reception', label: 'Reception' }],
      },
    ];
    const { user } = await renderForm({
      schema: users.body,
      fields,
      onSubmit: submitTo(users.api),
    });
    await user.type(getField('Name'), 'Someone New');
    await user.type(getField('Phone'), '0700000001');
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Reception' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const taken = 'An account with this phone number already exists.';
    expect(
      await screen.findByRole('alert', { name: 'The changes were not saved' }),
    ).toHaveTextContent(taken);
    expect(getField('Phone')).toHaveAccessibleDescription(taken);
    expect(getField('Phone')).toHaveValue('0700000001');
  });

  it('is disabled while saving, sends once, then confirms and is clean again', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/customer', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        await held;
        return HttpResponse.json({ ...body, _id: 'cus-new' }, { status: 201 });
      }),
    );
    const requests = recordRequests();
    const { user, onSaved } = await renderForm();
    await fillPatient(user);
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    fireEvent.submit(save.closest('form')!);
    release();
    expect(await screen.findByText('Patient saved')).toBeInTheDocument();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0]![0]).toMatchObject({ _id: 'cus-new', lastName: 'Haddad' });
    expect(save).toBeEnabled();
    expect(requestsTo(requests, '/api/customer')).toHaveLength(1);
    expect(getField('Last name')).toHaveValue('Haddad');
  });
});

describe('layout', () => {
  it('has no submit button of its own when the drawer supplies one', async () => {
    await renderForm({ hideSubmit: true });
    expect(within(document.body).queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
