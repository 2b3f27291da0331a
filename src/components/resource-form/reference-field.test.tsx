import { screen, waitFor, within } from '@testing-library/react';
import * as z from 'zod/mini';
import { rules } from '@/api/resource/schemas';
import { renderRoute } from '@/test/render';
import { ResourceForm } from './resource-form';
import type { FieldOption, FieldSpec } from './types';

const doctors: FieldOption[] = [
  { value: 'd-1', label: 'Dr Amal Saad' },
  { value: 'd-2', label: 'Dr Paul Girard' },
  { value: 'd-3', label: 'Dr Sara Nasser' },
];
/** As an area would look them up: only what matches the search comes back. */
const searched: string[] = [];
const useDoctorOptions = (search: string) => {
  searched.push(search);
  const wanted = search.toLowerCase();
  return { options: doctors.filter((d) => d.label.toLowerCase().includes(wanted)), loading: false };
};
const useDoctorLabels = (values: readonly string[]) =>
  doctors.filter((d) => values.includes(d.value));

const schema = z.object({ doctorId: rules.text(), assistants: z.array(z.string()) });
const fields: FieldSpec[] = [
  {
    name: 'doctorId',
    label: 'Doctor',
    kind: 'reference',
    useOptions: useDoctorOptions,
    useLabels: useDoctorLabels,
  },
  { name: 'assistants', label: 'Assistants', kind: 'multireference', useOptions: useDoctorOptions },
];

async function renderForm(initialValues: Record<string, unknown>) {
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  const rendered = renderRoute(() => (
    <ResourceForm
      id="visit"
      schema={schema}
      fields={fields}
      mode="edit"
      initialValues={initialValues}
      onSubmit={onSubmit}
      successMessage="Saved"
    />
  ));
  const doctor = await screen.findByRole('combobox', { name: 'Doctor' });
  return { ...rendered, onSubmit, doctor };
}

beforeEach(() => {
  searched.length = 0;
});

it('names the stored choice, searches as the user types and sends the chosen id', async () => {
  const { user, onSubmit, doctor } = await renderForm({ doctorId: 'd-3', assistants: [] });
  await waitFor(() => expect(doctor).toHaveValue('Dr Sara Nasser'));
  expect(doctor).toBeRequired();

  await user.clear(doctor);
  await user.type(doctor, 'gir');
  expect(searched).toContain('gir');
  // What the search found, and the current choice (kept so its name can be shown).
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
    'Dr Paul Girard',
    'Dr Sara Nasser',
  ]);
  await user.click(screen.getByRole('option', { name: 'Dr Paul Girard' }));
  expect(doctor).toHaveValue('Dr Paul Girard');

  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit.mock.calls[0]![0]).toEqual({ doctorId: 'd-2', assistants: [] });
});

it('keeps the names of chosen values when the search no longer lists them', async () => {
  const { user, onSubmit } = await renderForm({ doctorId: 'd-1', assistants: [] });
  const assistants = screen.getByRole('combobox', { name: 'Assistants' });
  await user.type(assistants, 'amal');
  await user.click(screen.getByRole('option', { name: 'Dr Amal Saad' }));
  await user.type(assistants, 'paul');
  await user.click(screen.getByRole('option', { name: 'Dr Paul Girard' }));
  await user.type(assistants, 'zzz');
  // Both chosen doctors are still shown by name beside the input, though "zzz" matches neither.
  const pills = within(assistants.parentElement!);
  expect(pills.getByText('Dr Amal Saad')).toBeVisible();
  expect(pills.getByText('Dr Paul Girard')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit.mock.calls[0]![0]).toEqual({ doctorId: 'd-1', assistants: ['d-1', 'd-2'] });
});
