import { render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import type { Customer } from '@/api/resources/customers';
import type { Result } from '@/api/resources/results';
import { ReportDocument } from './report-document';

/** What the report prints of its status, a corrected value and who released it. */
const patient = { _id: 'p-1', firstName: 'Sara', lastName: 'Nasser' } as Customer;
const albumin = {
  _id: 'r-1',
  customerId: 'p-1',
  testName: 'Albumin',
  value: '44.6',
  unit: 'g/dL',
  range: '35-50',
  sampledAt: '2026-11-20T09:30:00.000Z',
  validatedBy: 'u-3',
  validatedAt: '2026-11-20T11:00:00.000Z',
} as Result;
const protein = { ...albumin, _id: 'r-2', testName: 'Total protein', value: '58.6' } as Result;

const print = (props: Partial<Parameters<typeof ReportDocument>[0]>) =>
  render(
    <ReportDocument
      patient={patient}
      shown={[albumin, protein]}
      history={[]}
      exams={new Map()}
      groupName={() => ''}
      staffName={(id) => (id === 'u-3' ? 'Claire Martin' : '')}
      covers="Nov 20, 2026"
      released={{ who: 'Leila Haddad', when: 'Nov 21, 2026, 9:00 AM' }}
      {...props}
    />,
  );

beforeEach(() => i18n.changeLanguage('en'));

it('a CORRECTED report strikes the earlier value through beside the new one', () => {
  const { container } = print({ kind: 'corrected', corrections: new Map([['r-1', '41.3']]) });
  const report = screen.getByRole('article', { name: 'Laboratory report' });
  expect(report).toHaveTextContent('CORRECTED REPORT');
  const row = within(report).getByRole('row', { name: /Albumin/ });
  expect(within(row).getByRole('deletion')).toHaveTextContent('41.3');
  expect(row).toHaveTextContent('44.6');
  expect(row).toHaveTextContent('Corrected');
  expect(row).toHaveTextContent('Claire Martin');
  expect(report).toHaveTextContent('Released by Leila Haddad, Nov 21, 2026, 9:00 AM');
  // Each printed page says it at its top.
  expect(container.querySelector('style')?.textContent).toContain(
    '@top-center { content: "CORRECTED REPORT"',
  );
});

it('a PRELIMINARY report says so on every page and names what is not validated', () => {
  const { container } = print({ kind: 'preliminary', unvalidated: new Set(['r-2']) });
  const report = screen.getByRole('article', { name: 'Laboratory report' });
  expect(report).toHaveTextContent('PRELIMINARY REPORT');
  expect(within(report).getByRole('row', { name: /Total protein/ })).toHaveTextContent(
    'Not yet validated',
  );
  expect(report).toHaveTextContent('Preliminary report issued by Leila Haddad');
  expect(container.querySelector('style')?.textContent).toMatch(
    /@top-center \{ content: "PRELIMINARY — results not yet validated may change"/,
  );
});
