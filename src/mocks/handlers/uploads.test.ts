import { appointments } from '@/api/resources/appointments';
import { clinicAppointments } from '@/api/resources/clinic-appointments';
import { customerFile, customers } from '@/api/resources/customers';
import { doctors } from '@/api/resources/doctors';
import { examinationGroups } from '@/api/resources/examination-groups';
import { examinationStatuses } from '@/api/resources/examination-statuses';
import { insurance } from '@/api/resources/insurance';
import { packages } from '@/api/resources/packages';
import { payments } from '@/api/resources/payments';
import { storeSession } from '@/test/session';
import { db } from '../db/tables';
import { call, callJson } from '../testing';

const BOUNDARY = 'demo-boundary-7MA4YWxkTrZu0gW';
/** A multipart body written out by hand (see the note in the first test). */
const multipart = (fields: Record<string, string>, filename: string, content: string) =>
  [
    ...Object.entries(fields).map(
      ([name, value]) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n`,
    `Content-Type: application/pdf\r\n\r\n${content}\r\n--${BOUNDARY}--\r\n`,
  ].join('');

const pdf = () =>
  new File(['%PDF-1.4 referral'], 'Référence médicale.pdf', { type: 'application/pdf' });

describe('uploads', () => {
  beforeEach(() => storeSession());

  it('takes the engine’s upload through XMLHttpRequest and appends the document to its owner', async () => {
    const progress = vi.fn();
    const document = await customers.api.upload('cus-00010', pdf(), { onProgress: progress });
    expect(document).toEqual({
      name: expect.any(String),
      originalName: expect.any(String),
      mimeType: 'application/pdf',
      size: expect.any(Number),
      uploadedAt: expect.any(String),
    });
    expect(progress).toHaveBeenLastCalledWith(1);
    expect(db.customers.get('cus-00010')?.documents).toEqual([document]);
    expect((await customers.api.one('cus-00010')).documents).toEqual([document]);
    // Under jsdom on Node 20 a File's bytes and name do not survive the trip through FormData
    // (undici cannot read jsdom's File), so the content is checked with a hand-written body below.
  });

  it('stores the file’s bytes under a unique name and serves them back with their type', async () => {
    const response = await call('/api/customer/upload', {
      method: 'POST',
      body: multipart({ customerId: 'cus-00010' }, 'Référence médicale.pdf', '%PDF-1.4 referral'),
      headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    expect(response.status).toBe(201);
    const document = (await response.json()) as { name: string };
    expect(document).toEqual({
      name: expect.stringMatching(/-Reference-medicale\.pdf$/),
      originalName: 'Référence médicale.pdf',
      mimeType: 'application/pdf',
      size: 17,
      uploadedAt: expect.any(String),
    });
    expect(db.customers.get('cus-00010')?.documents).toEqual([document]);

    const blob = await customerFile(document.name);
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.4 referral');
  });

  it.each([
    ['appointments', appointments, 'apt-00001'],
    ['doctors', doctors, 'doc-001'],
    ['examinationStatuses', examinationStatuses, 'est-01'],
    ['insurance', insurance, 'ins-01'],
    ['packages', packages, 'pkg-01'],
    ['examinationGroups', examinationGroups, 'grp-01'],
    ['clinicAppointments', clinicAppointments, 'cla-00001'],
    ['payments', payments, 'pay-00001'],
  ] as const)('%s: appends the document to the owner', async (name, resource, ownerId) => {
    const document = await resource.api.upload(ownerId, pdf());
    const table = db[name] as { get: (id: string) => { documents?: unknown[] } | undefined };
    expect(table.get(ownerId)?.documents?.at(-1)).toEqual(document);
  });

  it('answers 400 without the owner id or the file, 404 for an unknown owner', async () => {
    const noFile = new FormData();
    noFile.append('doctorId', 'doc-001');
    expect(await callJson('/api/doctors/upload', { method: 'POST', body: noFile })).toEqual({
      status: 400,
      body: {
        msg: 'Some fields are missing or invalid.',
        errors: { file: 'Choose a file to upload.' },
      },
    });
    const noOwner = new FormData();
    noOwner.append('file', pdf());
    const missing = await callJson('/api/packages/upload', { method: 'POST', body: noOwner });
    expect(missing).toMatchObject({
      status: 400,
      body: { errors: { packageOfferId: 'This field is required.' } },
    });

    await expect(customers.api.upload('cus-nobody', pdf())).rejects.toMatchObject({ status: 404 });
  });

  it('requires the bearer token', async () => {
    const form = new FormData();
    form.append('customerId', 'cus-00001');
    form.append('file', pdf());
    expect(
      (await call('/api/customer/upload', { method: 'POST', body: form, userId: null })).status,
    ).toBe(401);
  });

  it('serves seeded documents as PDFs, and 404 for unknown names', async () => {
    const owner = db.customers.all().find((c) => c.documents.length)!;
    const blob = await customerFile(owner.documents[0]!.name);
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/);
    await expect(customerFile('no-such-file.pdf')).rejects.toMatchObject({ status: 404 });
  });

  it('keeps small files across a reload, and forgets them on reset', async () => {
    const document = (await customers.api.upload('cus-00011', pdf()))!;
    expect(localStorage.getItem(`clinic-admin.demo.file.${document.name}`)).not.toBeNull();
    const response = await call('/api/demo/reset', { method: 'POST' });
    expect(await response.json()).toEqual({ msg: 'The demo data is back to its starting point.' });
    expect(localStorage.getItem(`clinic-admin.demo.file.${document.name}`)).toBeNull();
    expect(db.customers.get('cus-00011')?.documents).toEqual([]);
  });
});
