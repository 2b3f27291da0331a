import { screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { expect, it } from 'vitest';
import { db } from '@/mocks/db/tables';
import { renderRoute } from '@/test/render';
import { storeSession } from '@/test/session';
import { LabelsScreen } from './labels-screen';

/** A patient of the demo whose latest visit has samples of two types or more. */
function patientWithVisit() {
  const exams = new Map(db.medicalExaminations.all().map((e) => [e._id, e]));
  const byVisit = new Map<string, typeof rows>();
  const rows = db.results.all();
  for (const r of rows) {
    const key = `${r.customerId} ${r.sampledAt}`;
    byVisit.set(key, [...(byVisit.get(key) ?? []), r]);
  }
  for (const [key, visit] of byVisit) {
    const types = new Set(visit.map((r) => exams.get(r.examinationId)?.sampleType));
    if (types.size > 1) return { customerId: key.split(' ')[0]!, sampledAt: visit[0]!.sampledAt };
  }
  throw new Error('no visit with two sample types');
}

it('prints a barcode label per sample of the visit, on the roll size chosen', async () => {
  storeSession();
  await i18n.loadNamespaces('lab');
  const { customerId, sampledAt } = patientWithVisit();
  const { user, router } = renderRoute(() => <LabelsScreen patientId={customerId} />, {
    path: `/?visit=${encodeURIComponent(sampledAt)}`,
    id: '/_app/patients/$patientId_/labels',
  });
  const sheet = await screen.findByRole('list', { name: 'Labels, one per sample' });
  const labels = within(sheet).getAllByRole('listitem');
  expect(labels.length).toBeGreaterThan(1);
  // Each sample is registered as its label is first drawn: an accession number, kept by the
  // server on each of its results, is what its barcode encodes (Code 128 bars), and no two
  // samples share one.
  const numbers = new Set<string>();
  for (const label of labels) {
    const barcode = await within(label).findByRole('img', { name: /^Barcode of sample \d{10}$/ });
    await waitFor(() => expect(barcode.querySelectorAll('rect').length).toBeGreaterThan(10));
    const number = barcode.getAttribute('data-value')!;
    numbers.add(number);
    const sample = db.results
      .all()
      .filter((r) => r.customerId === customerId && r.accession === number);
    expect(sample.length).toBeGreaterThan(0);
    expect(sample.every((r) => r.sampledAt === sampledAt)).toBe(true);
    expect(within(label).getByText(number)).toBeVisible();
  }
  expect(numbers.size).toBe(labels.length);
  const pageRule = (size: string) =>
    [...document.querySelectorAll('style')].some((s) => s.textContent?.includes(size));
  expect(pageRule('size: 50mm 25mm')).toBe(true);
  await user.click(screen.getByRole('radio', { name: '57 × 32 mm' }));
  await waitFor(() =>
    expect(new URLSearchParams(router.state.location.searchStr).get('size')).toBe('57x32'),
  );
  expect(pageRule('size: 57mm 32mm')).toBe(true);
  expect(screen.getByRole('button', { name: `Print ${labels.length} labels` })).toBeEnabled();
});
