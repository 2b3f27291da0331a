import { render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import type { Customer } from '@/api/resources/customers';
import type { MedicalExamination } from '@/api/resources/medical-examinations';
import type { Result } from '@/api/resources/results';
import { ReportDocument } from './report-document';

/**
 * The printed lab report in Arabic: the page runs right to left, and text from the records (the
 * patient's name, a test's name, a value, its unit and range) keeps its own direction, so
 * "3.5-5.0" is not read "5.0-3.5" nor "g/dL" turned about (components/bidi/own-direction.tsx).
 */
const patient = {
  _id: 'p-1',
  firstName: 'Sara',
  lastName: 'Nasser',
  sex: 'female',
  dateOfBirth: '1990-04-12',
} as Customer;
const albumin = {
  _id: 'e-1',
  name: 'Albumin',
  groupId: 'g-1',
  unit: 'g/dL',
  referenceRange: '3.5-5.0',
} as MedicalExamination;
const result = {
  _id: 'r-1',
  customerId: 'p-1',
  examinationId: 'e-1',
  testName: 'Albumin',
  value: '6.1',
  unit: 'g/dL',
  range: '3.5-5.0',
  sampledAt: '2026-11-20T09:30:00.000Z',
} as Result;

it('prints the records’ text in its own direction, right to left in Arabic', async () => {
  await i18n.changeLanguage('ar');
  render(
    <ReportDocument
      patient={patient}
      shown={[result]}
      history={[result]}
      exams={new Map([['e-1', albumin]])}
      groupName={() => 'Biochemistry'}
      staffName={() => 'Omar Khalil'}
      covers="Nov 20, 2026"
    />,
  );
  const report = screen.getByRole('article', { name: i18n.t('lab:report.title') });
  const row = within(report).getByRole('row', { name: /Albumin/ });
  const isolated = [...row.querySelectorAll('bdi')].map((bdi) => bdi.textContent);
  expect(isolated).toEqual(expect.arrayContaining(['Albumin', '6.1', 'g/dL', '3.5-5.0']));
  expect(within(report).getByRole('heading', { level: 2 }).querySelector('bdi')).toHaveTextContent(
    'Biochemistry',
  );
  expect(within(report).getByText('Sara Nasser').tagName).toBe('BDI');
});

const ferritin = {
  _id: 'e-2',
  name: 'Ferritin',
  groupId: 'g-1',
  unit: 'ng/mL',
  referenceRange: '20-250',
  ranges: [
    { sex: 'female', ageFrom: 18, ageUnit: 'years', low: 15, high: 150 },
    { sex: 'male', ageFrom: 18, ageUnit: 'years', low: 30, high: 400 },
  ],
} as MedicalExamination;
const ferritinOf = (customerId: string, value: string) =>
  ({
    _id: `r-${customerId}`,
    customerId,
    examinationId: 'e-2',
    testName: 'Ferritin',
    value,
    unit: 'ng/mL',
    range: '20-250',
    sampledAt: '2026-11-20T09:30:00.000Z',
  }) as Result;

it("prints each patient's ferritin against their own range, and says which range it is", async () => {
  await i18n.changeLanguage('en');
  const print = (who: Customer, shown: Result) =>
    render(
      <ReportDocument
        patient={who}
        shown={[shown]}
        history={[shown]}
        exams={new Map([['e-2', ferritin]])}
        groupName={() => 'Haematology'}
        staffName={() => ''}
        covers="Nov 20, 2026"
      />,
    );
  // 200 ng/mL: high for a woman (15-150), normal for a man (30-400) and against the general range.
  const woman = print(patient, ferritinOf('p-1', '200'));
  let row = screen.getByRole('row', { name: /Ferritin/ });
  expect(row).toHaveTextContent('15-150');
  expect(row).toHaveTextContent('Range for: Female, 18 years and over');
  expect(within(row).getByText('High')).toBeInTheDocument();
  woman.unmount();

  const man = { ...patient, _id: 'p-2', sex: 'male' } as Customer;
  print(man, ferritinOf('p-2', '200'));
  row = screen.getByRole('row', { name: /Ferritin/ });
  expect(row).toHaveTextContent('30-400');
  expect(row).toHaveTextContent('Range for: Male, 18 years and over');
  expect(within(row).queryByText('High')).toBeNull();
});

it('prints the general range for a patient without a recorded sex, and says so', async () => {
  await i18n.changeLanguage('en');
  const unknown = { ...patient, _id: 'p-3', sex: undefined } as unknown as Customer;
  render(
    <ReportDocument
      patient={unknown}
      shown={[ferritinOf('p-3', '12')]}
      history={[]}
      exams={new Map([['e-2', ferritin]])}
      groupName={() => 'Haematology'}
      staffName={() => ''}
      covers="Nov 20, 2026"
    />,
  );
  const row = screen.getByRole('row', { name: /Ferritin/ });
  expect(row).toHaveTextContent('20-250');
  expect(row).toHaveTextContent("General range: the patient's sex is not recorded");
  expect(within(row).getByText('Low')).toBeInTheDocument();
});
