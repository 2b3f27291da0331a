import { criticalFlag } from '@/domain/lab-flags';
import { resultFlag } from '@/domain/lab-flags';
import { RESOURCES } from '../resources';
import { accounts } from './accounts';
import type { DemoDocument } from './records';
import { LAB_DAY_END } from './seed/lab-timeline';
import { db, tables } from './tables';

const names = Object.keys(RESOURCES);

/** The first and last rows and about a hundred in between. */
const sampleOf = <T>(rows: readonly T[]) =>
  rows.filter((_, i) => i < 20 || i >= rows.length - 20 || i % Math.ceil(rows.length / 100) === 0);

describe('the demo seed', () => {
  it('has the volumes of a working clinic', () => {
    const sizes = Object.fromEntries(names.map((name) => [name, tables[name]!.size()]));
    expect(sizes).toMatchObject({
      customers: 2000,
      results: 20000,
      payments: 5000,
      doctors: 60,
      // A year of bookings (3,000) and the calendar's week of every doctor (1,524).
      appointments: 4524,
      clinicAppointments: 1500,
      users: 40,
      tickets: 150,
      currencies: 6,
      drawers: 6,
      printers: 8,
      examinationStatuses: 8,
      examinationGroups: 8,
      insurance: 12,
      packages: 15,
      types: 25,
    });
    expect(sizes.medicalExaminations).toBeGreaterThanOrEqual(75);
    expect(sizes.exchangeRates).toBeGreaterThanOrEqual(60);
  });

  it.each(names)(
    '%s: every sampled record passes its body schema and carries createdAt',
    (name) => {
      const resource = RESOURCES[name]!;
      const idField = resource.declaration.idField;
      for (const row of sampleOf(tables[name]!.all() as readonly Record<string, unknown>[])) {
        const parsed = resource.body.safeParse(row);
        expect(parsed.success ? null : { row, issues: parsed.error.issues }).toBeNull();
        expect(row[idField]).toEqual(expect.any(String));
        expect(Date.parse(row.createdAt as string)).not.toBeNaN();
        if (resource.declaration.upload) expect(row.documents).toEqual(expect.any(Array));
      }
    },
  );

  it('is generated oldest first, so the default order (newest first) is by createdAt', () => {
    for (const name of names) {
      const created = tables[name]!.all().map((row) => row.createdAt as string);
      expect([...created].sort(), name).toEqual(created);
    }
  });

  it('books every doctor a working week around the reference day, with few double bookings', () => {
    const week = db.appointments
      .all()
      .filter((a) => a.scheduledAt >= '2026-11-17' && a.scheduledAt < '2026-11-24');
    const doctors = new Set(week.map((a) => a.doctorId));
    expect(doctors.size).toBe(db.doctors.size());
    for (const a of week.filter((a) => a._id >= 'apt-10001')) {
      const start = new Date(a.scheduledAt);
      const end = start.getTime() + a.durationMinutes * 60_000;
      expect(start.getUTCHours(), a._id).toBeGreaterThanOrEqual(8);
      expect(end, a._id).toBeLessThanOrEqual(new Date(a.scheduledAt).setUTCHours(18, 0, 0, 0));
    }
    const held = week.filter((a) => a.status !== 'cancelled' && a.status !== 'no-show');
    const overlaps = held.filter((a) =>
      held.some(
        (b) =>
          b !== a &&
          b.doctorId === a.doctorId &&
          Date.parse(b.scheduledAt) < Date.parse(a.scheduledAt) + a.durationMinutes * 60_000 &&
          Date.parse(a.scheduledAt) < Date.parse(b.scheduledAt) + b.durationMinutes * 60_000,
      ),
    );
    // The three double bookings made on purpose, and the odd one of the year's random ones.
    expect(overlaps.length).toBeGreaterThanOrEqual(6);
    expect(overlaps.length).toBeLessThanOrEqual(12);
    // A clinic's day, not a hospital's: a few pages for the dashboard's "appointments today".
    const count = (key: (a: (typeof week)[number]) => string) => {
      const counts = new Map<string, number>();
      for (const a of week) counts.set(key(a), (counts.get(key(a)) ?? 0) + 1);
      return counts;
    };
    for (const [day, visits] of count((a) => a.scheduledAt.slice(0, 10))) {
      expect(visits, day).toBeGreaterThanOrEqual(150);
      expect(visits, day).toBeLessThanOrEqual(300);
    }
    // No doctor sees more than a full day holds.
    for (const [doctorDay, visits] of count((a) => `${a.doctorId} ${a.scheduledAt.slice(0, 10)}`))
      expect(visits, doctorDay).toBeLessThanOrEqual(20);
  });

  it('sets updatedAt where the areas record it', () => {
    for (const name of ['types', 'appointments', 'results', 'drawers'] as const)
      expect(
        tables[name]!.all().every((row) => typeof row.updatedAt === 'string'),
        name,
      ).toBe(true);
  });

  it('gives a few records seeded documents, whose files exist', () => {
    const documents = db.customers.all().flatMap((c) => c.documents);
    expect(documents.length).toBeGreaterThan(20);
    expect(documents.length).toBeLessThan(400);
    expect(documents[0]).toEqual<DemoDocument>({
      name: expect.stringMatching(/^seed-cus-\d+-\d\.pdf$/),
      originalName: expect.any(String),
      mimeType: 'application/pdf',
      size: expect.any(Number),
      uploadedAt: expect.any(String),
    });
  });

  it('includes the three sign-in accounts as users, with the same ids, names and phones', () => {
    for (const account of accounts.all()) {
      expect(db.users.get(account.id)).toMatchObject({ name: account.name, phone: account.phone });
    }
    expect(db.users.get('u-0001')?.role).toBe('admin');
  });

  it('makes results of real exams, near their reference range, about 15% outside it', () => {
    const exams = new Map(db.medicalExaminations.all().map((e) => [e._id, e]));
    const statuses = new Set(db.examinationStatuses.all().map((s) => s._id));
    const flags = { low: 0, high: 0, normal: 0, none: 0 };
    const wrong = db.results.all().filter((result) => {
      const exam = exams.get(result.examinationId);
      flags[resultFlag(result.value, result.range) ?? 'none']++;
      return (
        !exam ||
        result.testName !== exam.name ||
        result.range !== exam.referenceRange ||
        result.unit !== exam.unit ||
        !statuses.has(result.statusId)
      );
    });
    expect(wrong).toEqual([]);
    const numeric = flags.low + flags.high + flags.normal;
    expect((flags.low + flags.high) / numeric).toBeGreaterThan(0.1);
    expect((flags.low + flags.high) / numeric).toBeLessThan(0.2);
    expect(flags.low).toBeGreaterThan(500);
    expect(flags.high).toBeGreaterThan(500);
    const patients = new Set(db.customers.all().map((c) => c._id));
    expect(db.results.all().every((r) => patients.has(r.customerId))).toBe(true);
  });

  it('tells the laboratory’s story: follow-ups, criticals, values awaited, signatures', () => {
    const results = db.results.all();
    const exams = new Map(db.medicalExaminations.all().map((e) => [e._id, e]));
    const statusName = new Map(db.examinationStatuses.all().map((s) => [s._id, s.name]));
    // Patients come back for the same tests, so deltas have a previous value to compare with.
    const tests = new Map<string, number>();
    for (const r of results)
      tests.set(
        `${r.customerId}|${r.examinationId}`,
        (tests.get(`${r.customerId}|${r.examinationId}`) ?? 0) + 1,
      );
    expect([...tests.values()].filter((n) => n > 1).length).toBeGreaterThan(2000);
    // Samples on the bench await their value; everything else has one.
    for (const r of results) {
      const benched = ['Received', 'In analysis'].includes(statusName.get(r.statusId)!);
      if (!benched) expect(r.value, r._id).toEqual(expect.any(String));
    }
    expect(results.filter((r) => r.value === undefined).length).toBeGreaterThan(10);
    // Criticals: the old ones acknowledged, the demo day's one waiting.
    const criticals = results.filter((r) => criticalFlag(r.value, exams.get(r.examinationId)));
    expect(criticals.length).toBeGreaterThan(30);
    const waiting = criticals.filter((r) => !r.acknowledgedAt);
    expect(waiting.map((r) => r.sampledAt.slice(0, 10))).toEqual(['2026-11-20']);
    expect(statusName.get(waiting[0]!.statusId)).toBe('Awaiting validation');
    // Validated and reported results say who validated them, and when (before reporting).
    for (const r of results.filter((r) =>
      ['Validated', 'Reported'].includes(statusName.get(r.statusId)!),
    )) {
      expect(r.validatedBy, r._id).toMatch(/^u-\d{4}$/);
      expect(r.validatedAt! <= (r.reportedAt ?? r.updatedAt!), r._id).toBe(true);
    }
  });

  it('runs each result’s day in order, by two people, and nothing after the demo’s day', () => {
    const statusName = new Map(db.examinationStatuses.all().map((s) => [s._id, s.name]));
    const end = new Date(LAB_DAY_END).toISOString();
    let audited = 0;
    for (const r of db.results.all()) {
      // Sampled, registered, entered, told (a critical), validated, reported, last changed.
      const moments = [
        r.sampledAt,
        r.createdAt,
        r.enteredAt,
        r.acknowledgedAt,
        r.validatedAt,
        r.reportedAt,
        r.updatedAt,
        end,
      ].filter((m): m is string => !!m);
      expect(moments, r._id).toEqual([...moments].sort());
      if (r.value) expect(r.enteredBy, r._id).toMatch(/^u-\d{4}$/);
      // Four eyes: whoever validated did not enter the value.
      if (r.validatedBy) expect(r.validatedBy, r._id).not.toBe(r.enteredBy);
      if (r.acknowledgedAt)
        expect(r, r._id).toMatchObject({
          acknowledgedTo: expect.stringMatching(/^Dr /),
          acknowledgedReadBack: true,
        });
      if (statusName.get(r.statusId) === 'Reported') expect(r.reportedValue, r._id).toBe(r.value);
      if (r.audit?.length) {
        audited += 1;
        expect(r.audit.map((e) => e.at)).toEqual(r.audit.map((e) => e.at).sort());
      }
    }
    expect(audited).toBeGreaterThan(50);
  });

  it('takes typical reference ranges from the catalogue', () => {
    const range = (code: string) => db.medicalExaminations.all().find((e) => e.code === code);
    expect(range('HGB')).toMatchObject({ unit: 'g/dL', referenceRange: '12-16' });
    expect(range('GLU')).toMatchObject({ unit: 'mg/dL', referenceRange: '70-100' });
    expect(range('TSH')).toMatchObject({ unit: 'mIU/L', referenceRange: '0.4-4.0' });
    expect(range('CRP')).toMatchObject({ unit: 'mg/L', referenceRange: '<5' });
    expect(range('HDL')).toMatchObject({ referenceRange: '>40' });
  });

  it('bills in several currencies, some to insurers, some paid in part with a settlement', () => {
    const all = db.payments.all();
    const currenciesUsed = new Set(all.map((p) => p.currency));
    expect([...currenciesUsed].sort()).toEqual(['AED', 'EUR', 'GBP', 'LBP', 'SAR', 'USD']);
    expect(all.filter((p) => p.insuranceCompanyId).length).toBeGreaterThan(300);
    const settlements = all.filter((p) => p.referenceTransactionId);
    expect(settlements.length).toBeGreaterThan(100);
    for (const s of settlements) {
      const bill = db.payments.get(s.referenceTransactionId!);
      expect(bill).toMatchObject({ status: 'partial', paidAmount: s.amount, currency: s.currency });
      expect(s.createdAt >= bill!.createdAt).toBe(true);
    }
  });

  it('has a queue for today: tickets served, at the counters and waiting', () => {
    const count = (status: string) => db.tickets.all().filter((t) => t.status === status).length;
    expect(count('waiting')).toBe(30);
    expect(count('done')).toBeGreaterThan(90);
    expect(count('called') + count('serving')).toBeGreaterThan(0);
    expect(new Set(db.tickets.all().map((t) => t.createdAt.slice(0, 10)))).toEqual(
      new Set(['2026-11-20']),
    );
  });

  it('names people in Arabic, French and English traditions', () => {
    const first = new Set(db.customers.all().map((c) => c.firstName));
    for (const name of ['Leila', 'Omar', 'Claire', 'Julien', 'Emily', 'James'])
      expect(first).toContain(name);
  });
});

describe('seed generation', () => {
  it('is deterministic: a fresh generation gives the same records', async () => {
    const first = {
      customers: db.customers.all().slice(0, 3),
      results: db.results.all().slice(0, 3),
      payments: db.payments.all().slice(-3),
    };
    vi.resetModules();
    const fresh = await import('./tables');
    const freshResults = fresh.db.results.all();
    expect(fresh.db.results).not.toBe(db.results);
    expect(freshResults.slice(0, 3)).toEqual(first.results);
    expect(fresh.db.customers.all().slice(0, 3)).toEqual(first.customers);
    expect(fresh.db.payments.all().slice(-3)).toEqual(first.payments);
  });
});
