import type { USER_ROLES } from '@/api/resources/users';
import { address, asciiSlug, emailOf, person, phoneNumber } from '../names';
import { DAY_MS, iso, isoDate, randomFor, REFERENCE_DATE, seqId } from '../random';
import type { CustomerRecord, DoctorRecord, DrawerRecord, UserRecord } from '../records';
import { once } from '../table';
import { seedDocuments } from './documents';
import { BASE_CURRENCY, OPENING, seedInsurance } from './reference';

export const CUSTOMER_COUNT = 2000;
export const CLINIC_DOMAIN = 'cedarclinic.example';

const NOTES = [
  'Allergic to penicillin.',
  'Type 2 diabetes, on metformin.',
  'Hypertensive.',
  'Prefers to be called in French.',
  'Prefers to be called in Arabic.',
  'Difficult veins: use a butterfly needle.',
  'Pregnant (second trimester).',
  'On anticoagulants.',
];

/** Patients registered over three years, oldest first. */
export const seedCustomers = once((): CustomerRecord[] => {
  const random = randomFor('customers');
  const insurers = seedInsurance();
  const times = Array.from({ length: CUSTOMER_COUNT }, () => random.dateAround(-1100, -1)).sort(
    (a, b) => a - b,
  );
  return times.map((created, i) => {
    const _id = seqId('cus', i + 1, 5);
    const p = person(random);
    const born = Date.UTC(1936, 0, 1) + random.int(0, 89 * 365) * DAY_MS;
    const record: CustomerRecord = {
      _id,
      ...p,
      dateOfBirth: isoDate(born),
      phone: phoneNumber(random),
      createdAt: iso(created),
      documents: seedDocuments(random, _id, created),
    };
    if (random.chance(0.6)) record.email = emailOf(random, p);
    if (random.chance(0.7))
      record.nationalId = `${random.pick(['LB', 'FR', 'AE', 'GB'])}${random.digits(9)}`;
    if (random.chance(0.8)) record.address = address(random);
    if (random.chance(0.4)) record.insuranceId = random.pick(insurers)._id;
    if (random.chance(0.08)) record.notes = random.pick(NOTES);
    return record;
  });
});

/** specialty, how many doctors practise it, the clinic department it works in */
export const SPECIALTIES = [
  ['General practice', 12, 'general'],
  ['Cardiology', 6, 'cardiology'],
  ['Paediatrics', 7, 'paediatrics'],
  ['Gynaecology', 7, 'gynaecology'],
  ['Dermatology', 5, 'dermatology'],
  ['Orthopaedics', 5, 'orthopaedics'],
  ['Ear, nose and throat', 5, 'ent'],
  ['Ophthalmology', 5, 'ophthalmology'],
  ['Clinical biology', 4, undefined],
  ['Radiology', 4, undefined],
] as const;

export const seedDoctors = once((): DoctorRecord[] => {
  const random = randomFor('doctors');
  const specialties = SPECIALTIES.flatMap(([name, count]) => Array<string>(count).fill(name));
  return specialties
    .map((specialty, i) => {
      const _id = seqId('doc', i + 1, 3);
      const p = person(random);
      const created = OPENING + random.int(0, 600) * DAY_MS;
      const currency = random.chance(0.8) ? BASE_CURRENCY : 'EUR';
      return {
        _id,
        firstName: p.firstName,
        lastName: p.lastName,
        specialty,
        phone: phoneNumber(random),
        email: `${asciiSlug(p.firstName)}.${asciiSlug(p.lastName)}@${CLINIC_DOMAIN}`,
        licenseNumber: `MD-${random.digits(6)}`,
        consultationFee: random.int(8, 30) * 5,
        currency,
        createdAt: iso(created),
        documents: seedDocuments(random, _id, created, 6),
      };
    })
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
});

type Role = (typeof USER_ROLES)[number];

/** The sign-in accounts of db/accounts.ts, as staff records with the same ids. */
const ACCOUNT_USERS: readonly [string, string, string, Role][] = [
  ['u-0001', 'Leila Haddad', '0700000001', 'admin'],
  ['u-0002', 'Omar Khalil', '0700000002', 'reception'],
  ['u-0003', 'Claire Martin', '0700000003', 'laboratory'],
];
export const USER_COUNT = 40;
/** Seeded staff other than the sign-in accounts share this password (never sent back). */
export const SEEDED_USER_PASSWORD = 'welcome2026';

export const seedUsers = once((): UserRecord[] => {
  const random = randomFor('users');
  const rows: UserRecord[] = ACCOUNT_USERS.map(([_id, name, phone, role], i) => ({
    _id,
    name,
    phone,
    role,
    email: `${asciiSlug(name)}@${CLINIC_DOMAIN}`,
    active: true,
    createdAt: iso(OPENING + i * 60_000),
  }));
  for (let n = rows.length + 1; n <= USER_COUNT; n++) {
    const p = person(random);
    const name = `${p.firstName} ${p.lastName}`;
    rows.push({
      _id: seqId('u', n, 4),
      name,
      phone: `07000000${String(n).padStart(2, '0')}`,
      role: random.weighted<Role>([
        ['reception', 10],
        ['laboratory', 12],
        ['cashier', 6],
        ['doctor', 6],
        ['admin', 3],
      ]),
      email: `${asciiSlug(name)}@${CLINIC_DOMAIN}`,
      active: !random.chance(0.08),
      password: SEEDED_USER_PASSWORD,
      createdAt: iso(OPENING + n * 9 * DAY_MS + random.int(0, 600) * 60_000),
    });
  }
  return rows;
});

const DRAWERS = [
  ['Reception desk 1', 'Ground floor, reception', 'USD', 'open'],
  ['Reception desk 2', 'Ground floor, reception', 'LBP', 'open'],
  ['Main cashier', 'Ground floor, cashier', 'USD', 'open'],
  ['Euro drawer', 'Ground floor, cashier', 'EUR', 'closed'],
  ['Laboratory counter', 'First floor, sampling', 'USD', 'open'],
  ['Night desk', 'Emergency entrance', 'LBP', 'closed'],
] as const;

export const seedDrawers = once((): DrawerRecord[] => {
  const random = randomFor('drawers');
  const staff = seedUsers().filter((u) => ['reception', 'cashier', 'admin'].includes(u.role));
  return DRAWERS.map(([name, location, currency, status], i) => {
    const created = OPENING + i * 11 * DAY_MS;
    const users = random.sample(staff, random.int(2, 4)).map((u) => u._id);
    if (i < 3 && !users.includes('u-0002')) users.push('u-0002');
    return {
      _id: seqId('drw', i + 1, 2),
      name,
      location,
      currency,
      openingBalance: currency === 'LBP' ? random.int(50, 400) * 100_000 : random.int(2, 20) * 50,
      status,
      users,
      createdAt: iso(created),
      updatedAt: iso(REFERENCE_DATE - random.int(0, 20) * DAY_MS),
    };
  });
});
