import { pathsOf, toBackend, type Area, type Rec } from './api';
import { Clinic } from './clinic';
import { backendWord } from './deployment';

/**
 * The records tests make most, with what every server that follows SPEC §7 (and the app's own
 * form rules) accepts, named after the test. Each takes overrides; references a record needs
 * (a result's examination and status) are the test's own too, made once per test.
 */
export type Patient = Rec & { firstName: string; lastName: string; name: string };
type Over = Record<string, unknown>;

const isoNow = () => new Date().toISOString();

export class TestClinic extends Clinic {
  private own: Record<string, Promise<Rec>> = {};

  /** The same record for every caller in this test, made on first need. */
  private once(key: string, make: () => Promise<Rec>) {
    return (this.own[key] ??= make());
  }

  /**
   * A patient. Removing it at the end also removes what the screens made on its record:
   * payments, results, visits and tickets whose `customerId` is its id (`owned`).
   */
  async patient(over: Over = {}): Promise<Patient> {
    const record = await this.create('customers', {
      firstName: 'Yasmine',
      lastName: this.unique(),
      dateOfBirth: '1991-04-12',
      sex: 'female',
      phone: this.phone(),
      createdAt: isoNow(),
      ...over,
    });
    for (const area of ['payments', 'results', 'appointments', 'clinicAppointments', 'tickets'])
      this.owned(area as never, { customerId: record.id });
    const { firstName, lastName } = record as Patient;
    return { ...record, firstName, lastName, name: `${firstName} ${lastName}` } as Patient;
  }

  doctor(over: Over = {}) {
    return this.create('doctors', {
      firstName: 'Lucy',
      lastName: this.unique(),
      specialty: 'General practice',
      phone: this.phone(),
      ...over,
    });
  }

  /** An examination of the catalogue; `code` defaults to the test's word in capitals. */
  examination(over: Over = {}) {
    const name = this.unique();
    return this.create('medicalExaminations', {
      code: name.slice(-12).toUpperCase(),
      name,
      sampleType: 'serum',
      unit: 'g/dL',
      referenceRange: '3.5-5.0',
      price: 12,
      currency: 'USD',
      turnaroundHours: 24,
      ...over,
    });
  }

  examinationStatus(over: Over = {}) {
    return this.create('examinationStatuses', {
      name: this.unique(),
      color: 'blue',
      order: 50,
      ...over,
    });
  }

  /** A result of `patient`, of the test's own examination and status unless told. */
  async result(patient: Rec, over: Over = {}) {
    const examination = await this.once('examination', () => this.examination());
    const status = await this.once('status', () => this.examinationStatus());
    return this.create('results', {
      customerId: patient.id,
      examinationId: examination.id,
      testName: examination.name,
      value: '4.2',
      unit: 'g/dL',
      range: '3.5-5.0',
      statusId: status.id,
      sampledAt: isoNow(),
      ...over,
    });
  }

  /**
   * An appointment of `patient` with the test's own doctor (made on first need, unless `over`
   * names one), booked for March 15, 2027.
   */
  async appointment(patient: Rec, over: Over = {}) {
    const doctorId = over.doctorId ?? (await this.once('doctor', () => this.doctor())).id;
    return this.create('appointments', {
      customerId: patient.id,
      doctorId,
      scheduledAt: '2027-03-15T10:30:00.000Z',
      durationMinutes: 20,
      reason: 'Consultation',
      status: backendWord('appointments', 'status', 'scheduled'),
      ...over,
    });
  }

  /**
   * A bill of `patient` nothing has been paid on yet: $100.00 by cash unless told. The payments
   * made on it are the test's too, found by the bill they reference: a server may keep a partial
   * payment without the patient (the contract-only backend's `strict` profile does).
   */
  async payment(patient: Rec, over: Over = {}) {
    const bill = await this.create('payments', {
      customerId: patient.id,
      amount: 100,
      paidAmount: 0,
      currency: 'USD',
      method: 'cash',
      status: this.word('payments', 'pending'),
      description: `Laboratory tests ${this.mark}`,
      createdAt: isoNow(),
      ...over,
    });
    this.owned('payments', { referenceTransactionId: bill.id });
    return bill;
  }

  /**
   * The patient's balance as the server gives it (an object, or the bare figure, either in
   * `{ data }`): SPEC §7 does not say how a server works it out, so a test compares the app
   * with this figure, never with its own arithmetic.
   */
  async balance(patient: { id: string }): Promise<number> {
    const answer = await this.get(`api/payment/transactions/balance?customerId=${patient.id}`);
    const body = (answer as { data?: unknown })?.data ?? answer;
    return typeof body === 'object' && body
      ? Number((body as { balance?: unknown }).balance)
      : Number(body);
  }

  /** A ticket waiting in the queue, for `patient` where given. */
  ticket(over: Over = {}, patient?: Rec) {
    return this.create('tickets', {
      number: 900 + Math.floor(Math.random() * 9000),
      service: 'Laboratory',
      status: this.word('tickets', 'waiting'),
      ...(patient && { customerId: patient.id }),
      createdAt: isoNow(),
      ...over,
    });
  }

  /** A currency whose code is no currency's and no record's on the server. */
  async currency(over: Over = {}) {
    return this.create('currencies', {
      code: await this.freeCurrencyCode(),
      name: this.unique(),
      symbol: '¤',
      ...over,
    });
  }

  /** Three capital letters that name no currency in the world, nor one on the server. */
  async freeCurrencyCode(): Promise<string> {
    const known = new Set(Intl.supportedValuesOf('currency'));
    for (;;) {
      const code = Array.from({ length: 3 }, () =>
        String.fromCharCode(65 + Math.floor(Math.random() * 26)),
      ).join('');
      if (known.has(code)) continue;
      // Each row checked: a server may ignore the filter, or answer everything when none matches.
      const taken = await this.listAll('currencies', { code });
      if (!taken.some((row) => row.code === code)) return code;
    }
  }

  /** An insurer; payments the screens make on its bills (a cascade) go with it. */
  async insurer(over: Over = {}) {
    const name = this.unique();
    const insurer = await this.create('insurance', {
      name,
      code: name.slice(-8).toUpperCase(),
      phone: this.phone(),
      coveragePercent: 80,
      ...over,
    });
    this.owned('payments', { insuranceCompanyId: insurer.id });
    return insurer;
  }

  drawer(over: Over = {}) {
    return this.create('drawers', {
      name: this.unique(),
      currency: 'USD',
      openingBalance: 100,
      status: this.word('drawers', 'open'),
      users: [],
      ...over,
    });
  }

  /**
   * Changes a record the test made, as a user of another screen would: `PUT` with the whole
   * record as the server lists it now (found by `listedBy`), `changes` on top.
   */
  async change(area: Area, id: string, listedBy: Record<string, string>, changes: Over) {
    const rows = await this.list(area, { ...listedBy, limit: 100, skip: 0 });
    const current = rows.find((row) => row.id === id);
    if (!current) throw new Error(`${area} ${id} is not listed by ${JSON.stringify(listedBy)}.`);
    const { id: _id, _id: _stored, ...body } = current;
    const { status, body: answer } = await this.send({
      method: 'PUT',
      path: `${pathsOf(area).list}/${encodeURIComponent(id)}`,
      json: toBackend(area, { ...body, ...changes }),
    });
    if (status >= 300) throw new Error(`PUT ${area} answered ${status}: ${JSON.stringify(answer)}`);
  }

  /** Whether the server signs `phone` in with `password` (POST /api/auth/login), asked aside. */
  async signsIn(phone: string, password: string) {
    const { status } = await this.send({
      method: 'POST',
      path: 'api/auth/login',
      json: { phone, password },
    });
    return status < 300;
  }

  /**
   * An account registered as someone signing up does (POST /api/auth/register). The contract
   * has no call that removes an account: where the server lists accounts among its users, the
   * user of that phone number is removed at the end; elsewhere the account stays.
   */
  async account() {
    const account = {
      name: `Nadia ${this.unique()}`,
      phone: this.phone(),
      password: 'clinic-pass-1',
    };
    const { status, body } = await this.send({
      method: 'POST',
      path: 'api/auth/register',
      json: account,
    });
    if (status >= 300) throw new Error(`Registering answered ${status}: ${JSON.stringify(body)}`);
    this.owned('users', { phone: account.phone });
    return account;
  }

  /** A member of staff, who signs in with `password`. */
  user(over: Over = {}) {
    return this.create('users', {
      name: `Rita ${this.unique()}`,
      phone: this.phone(),
      role: 'cashier',
      active: true,
      password: 'first-shift-1',
      ...over,
    });
  }
}
