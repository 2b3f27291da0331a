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
