import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { RangeBand } from '@/api/resources/range-bands';
import { medicalExaminations } from '@/api/resources/medical-examinations';
import { formValidator } from '@/components/resource-form/schema';
import { renderWithProviders } from '@/test/render';
import { RangeBandsInput } from './range-bands-input';
import { medicalExaminationsScreen } from './screen';

function Bands({ initial }: { initial?: RangeBand[] }) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <>
      <RangeBandsInput label="Ranges by sex and age" value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value ?? null)}</output>
    </>
  );
}

it('edits bands in a small table: a woman’s and a man’s range, with their critical limits', async () => {
  const { user } = renderWithProviders(<Bands />);
  const group = screen.getByRole('group', { name: 'Ranges by sex and age' });
  await user.click(within(group).getByRole('button', { name: 'Add a band' }));
  await user.click(within(group).getByRole('button', { name: 'Add a band' }));
  await user.selectOptions(within(group).getByRole('combobox', { name: 'Sex, Band 1' }), 'female');
  await user.selectOptions(within(group).getByRole('combobox', { name: 'Sex, Band 2' }), 'male');
  await user.type(within(group).getByRole('textbox', { name: 'Age from, Band 1' }), '18');
  await user.type(within(group).getByRole('textbox', { name: 'Age from, Band 2' }), '18');
  await user.type(within(group).getByRole('textbox', { name: 'Low, Band 1' }), '15');
  await user.type(within(group).getByRole('textbox', { name: 'High, Band 1' }), '150');
  await user.type(within(group).getByRole('textbox', { name: 'Low, Band 2' }), '30');
  await user.type(within(group).getByRole('textbox', { name: 'High, Band 2' }), '400');
  await user.type(within(group).getByRole('textbox', { name: 'Critical high, Band 2' }), '1000');
  expect(within(group).queryByRole('listitem')).toBeNull();
  expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual([
    { ageUnit: 'years', sex: 'female', ageFrom: 18, low: 15, high: 150 },
    { ageUnit: 'years', sex: 'male', ageFrom: 18, low: 30, high: 400, criticalHigh: 1000 },
  ]);
});

it('says what is wrong as it is typed: overlapping ages of one sex, low not below high', async () => {
  const { user } = renderWithProviders(
    <Bands
      initial={[
        { sex: 'female', ageFrom: 0, ageTo: 18, ageUnit: 'years', low: 10, high: 20 },
        { sex: 'female', ageFrom: 12, ageUnit: 'years', low: 12, high: 15 },
      ]}
    />,
  );
  const group = screen.getByRole('group', { name: 'Ranges by sex and age' });
  expect(
    within(group)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Band 1: its ages overlap another band of the same sex',
    'Band 2: its ages overlap another band of the same sex',
  ]);
  await user.click(within(group).getByRole('button', { name: 'Remove band 2' }));
  expect(within(group).queryByRole('listitem')).toBeNull();
  const low = within(group).getByRole('textbox', { name: 'Low, Band 1' });
  await user.clear(low);
  await user.type(low, '25');
  expect(within(group).getByRole('listitem')).toHaveTextContent(
    'Band 1: the low limit must be below the high limit',
  );
});

it('the catalogue’s form refuses overlapping bands on the ranges field', () => {
  const validate = formValidator(
    medicalExaminations.body.check(...medicalExaminationsScreen.formChecks!),
    medicalExaminationsScreen.fields,
  );
  const base = {
    code: 'FERR',
    name: 'Ferritin',
    sampleType: 'serum',
    price: 14,
    currency: 'USD',
    turnaroundHours: 24,
  };
  const overlapping = [
    { sex: 'male', ageFrom: 18, low: 30, high: 400 },
    { sex: 'male', ageFrom: 50, low: 20, high: 300 },
  ];
  expect(validate({ ...base, ranges: overlapping })).toEqual({
    ranges: 'validation.rangeBands',
  });
  expect(validate({ ...base, ranges: overlapping.slice(0, 1) })).toEqual({});
});
