import type {
  AppointmentRecord,
  ClinicAppointmentRecord,
  CurrencyRecord,
  CustomerRecord,
  DoctorRecord,
  DrawerRecord,
  ExaminationGroupRecord,
  ExaminationStatusRecord,
  ExchangeRateRecord,
  InsuranceRecord,
  MedicalExaminationRecord,
  PackageRecord,
  PaymentRecord,
  PrinterRecord,
  ResultRecord,
  TicketRecord,
  TypeRecord,
  UserRecord,
} from './records';
import { seedPayments } from './seed/billing';
import { seedResults } from './seed/lab';
import { seedCustomers, seedDoctors, seedDrawers, seedUsers } from './seed/people';
import {
  seedCurrencies,
  seedExaminationGroups,
  seedExaminationStatuses,
  seedExchangeRates,
  seedInsurance,
  seedMedicalExaminations,
} from './seed/reference';
import { seedAppointments, seedClinicAppointments, seedTickets } from './seed/schedule';
import { seedPackages, seedPrinters, seedTypes } from './seed/setup';
import { DEMO_ROLLING_DATES } from '../config';
import { daysSinceReference, rollForward } from './roll';
import { journaledTable, type Row } from './table';
import { RESOURCES } from '../resources';

/** Every seeded moment is moved to today's calendar, except where tests need the fixed dates. */
const table = <T extends Row>(
  name: string,
  idPrefix: string,
  seed: () => readonly T[],
  idField: '_id' | 'id' = '_id',
) =>
  journaledTable<T>({
    name,
    idField,
    idPrefix,
    seed: DEMO_ROLLING_DATES ? () => rollForward(seed(), daysSinceReference()) : seed,
  });

/** The demo clinic's data: one table per area of SPEC §7, generated on first use. */
export const db = {
  customers: table<CustomerRecord>('customers', 'cus', seedCustomers),
  types: table<TypeRecord>('types', 'typ', seedTypes),
  appointments: table<AppointmentRecord>('appointments', 'apt', seedAppointments),
  doctors: table<DoctorRecord>('doctors', 'doc', seedDoctors),
  users: table<UserRecord>('users', 'u', seedUsers),
  medicalExaminations: table<MedicalExaminationRecord>(
    'medicalExaminations',
    'exm',
    seedMedicalExaminations,
  ),
  results: table<ResultRecord>('results', 'res', seedResults),
  examinationStatuses: table<ExaminationStatusRecord>(
    'examinationStatuses',
    'est',
    seedExaminationStatuses,
  ),
  insurance: table<InsuranceRecord>('insurance', 'ins', seedInsurance),
  packages: table<PackageRecord>('packages', 'pkg', seedPackages),
  exchangeRates: table<ExchangeRateRecord>('exchangeRates', 'fx', seedExchangeRates),
  payments: table<PaymentRecord>('payments', 'pay', seedPayments),
  currencies: table<CurrencyRecord>('currencies', 'cur', seedCurrencies),
  drawers: table<DrawerRecord>('drawers', 'drw', seedDrawers),
  tickets: table<TicketRecord>('tickets', 'tkt', seedTickets),
  examinationGroups: table<ExaminationGroupRecord>(
    'examinationGroups',
    'grp',
    seedExaminationGroups,
  ),
  clinicAppointments: table<ClinicAppointmentRecord>(
    'clinicAppointments',
    'cla',
    seedClinicAppointments,
    'id',
  ),
  printers: table<PrinterRecord>('printers', 'prn', seedPrinters),
};
export type DemoTables = typeof db;

/** A demo table of any area. */
export type DemoTable = ReturnType<typeof journaledTable<Row>>;

const empty = new Map<string, DemoTable>();

/**
 * An area's demo table: its seeded one, or an empty one for an area with no seed of its own yet
 * (its records are those made in the demo), so a new area is served the day it is declared.
 */
export function tableOf(name: string, idField: '_id' | 'id'): DemoTable {
  const seeded = (db as unknown as Record<string, DemoTable>)[name];
  if (seeded) return seeded;
  if (!empty.has(name))
    empty.set(
      name,
      table<Row>(name, name.slice(0, 3), () => [], idField),
    );
  return empty.get(name)!;
}

/** Every declared area's table by its name. */
export const tables: Readonly<Record<string, DemoTable>> = Object.fromEntries(
  Object.values(RESOURCES).map(({ declaration: { name, idField } }) => [
    name,
    tableOf(name, idField),
  ]),
);
