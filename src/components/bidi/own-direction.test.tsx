import { screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { db } from '@/mocks/db/tables';
import { renderApp } from '@/test/render';
import { storeSession } from '@/test/session';

/**
 * Text from records keeps its own direction in a right-to-left page: in Arabic, a type's English
 * description "Taken at any time." is isolated (`<bdi>`), so it ends with its full stop; a form's
 * input holding record text reads its direction from it (`dir="auto"`); a pick's options each
 * take their own. (The lab report: src/features/lab/report/report-document.test.tsx.)
 */
const nonFasting = () => db.types.all().find((type) => type.name === 'Non-fasting')!;

beforeEach(async () => {
  storeSession();
  await i18n.changeLanguage('ar');
});

it('shows a record’s text in its own direction in the table’s cells', async () => {
  renderApp('/types?name=Non-fasting');
  const table = await screen.findByRole('table', { name: 'الأنواع' });
  const cell = await within(table).findByRole('cell', { name: 'Taken at any time.' });
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(cell.firstElementChild).toMatchObject({
    tagName: 'BDI',
    textContent: 'Taken at any time.',
  });
  // The row's name, in its link or its button, too.
  expect(
    within(table).getByRole('cell', { name: 'Non-fasting' }).querySelector('bdi'),
  ).toHaveTextContent('Non-fasting');
});

it('writes a record’s text in the form’s inputs in its own direction', async () => {
  renderApp(`/types?edit=${nonFasting()._id}`);
  const drawer = await screen.findByRole('dialog', { name: 'تعديل النوع' });
  const description = await within(drawer).findByRole('textbox', { name: 'الوصف' });
  await waitFor(() => expect(description).toHaveValue('Taken at any time.'));
  expect(description).toHaveAttribute('dir', 'auto');
  expect(within(drawer).getByRole('textbox', { name: /^الاسم/ })).toHaveAttribute('dir', 'auto');
});

it('offers records in a pick each in its own direction', async () => {
  const { user } = renderApp('/appointments?edit=new');
  const drawer = await screen.findByRole('dialog', { name: 'موعد جديد' });
  const doctor = await within(drawer).findByRole('combobox', { name: /^الطبيب/ });
  expect(doctor).toHaveAttribute('dir', 'auto');
  await user.click(doctor);
  const options = await within(await screen.findByRole('listbox')).findAllByRole('option');
  for (const option of options.slice(0, 3))
    expect(option.querySelector('bdi')?.textContent).toBe(option.textContent);
  expect(options[0]).toHaveTextContent(/[A-Za-z]/);
});
