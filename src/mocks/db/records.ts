import type * as z from 'zod/mini';
import type { appointments } from '@/api/resources/appointments';
import type { clinicAppointments } from '@/api/resources/clinic-appointments';
import type { currencies } from '@/api/resources/currencies';
import type { customers } from '@/api/resources/customers';
import type { doctors } from '@/api/resources/doctors';
import type { drawers } from '@/api/resources/drawers';
import type { examinationGroups } from '@/api/resources/examination-groups';
import type { examinationStatuses } from '@/api/resources/examination-statuses';
import type { exchangeRates } from '@/api/resources/exchange-rates';
import type { insurance } from '@/api/resources/insurance';
import type { medicalExaminations } from '@/api/resources/medical-examinations';
import type { packages } from '@/api/resources/packages';
import type { payments } from '@/api/resources/payments';
import type { printers } from '@/api/resources/printers';
import type { results } from '@/api/resources/results';
import type { tickets } from '@/api/resources/tickets';
import type { types } from '@/api/resources/types';
import type { users } from '@/api/resources/users';

/** An uploaded file as its owner lists it. */
export interface DemoDocument {
  /** The stored name, unique: `GET /api/customer/file/{name}` serves it. */
  name: string;
  originalName: string;
  mimeType: string;
  size: number;
  uploadedAt: string;
}

/**
 * A stored record is its resource's body (the same zod schema the app validates with) plus what
 * the server adds: the identifier, timestamps and, where the area has uploads, its documents.
 */
type Stored<R extends { body: z.ZodMiniType }, I extends string = '_id'> = z.output<R['body']> & {
  [K in I]: string;
} & { createdAt: string; updatedAt?: string };
type WithDocuments = { documents: DemoDocument[] };

export type CustomerRecord = Stored<typeof customers> & WithDocuments;
export type TypeRecord = Stored<typeof types>;
export type AppointmentRecord = Stored<typeof appointments> & WithDocuments;
export type DoctorRecord = Stored<typeof doctors> & WithDocuments;
export type UserRecord = Stored<typeof users>;
export type MedicalExaminationRecord = Stored<typeof medicalExaminations>;
export type ResultRecord = Stored<typeof results>;
export type ExaminationStatusRecord = Stored<typeof examinationStatuses> & WithDocuments;
export type InsuranceRecord = Stored<typeof insurance> & WithDocuments;
export type PackageRecord = Stored<typeof packages> & WithDocuments;
export type ExchangeRateRecord = Stored<typeof exchangeRates>;
export type PaymentRecord = Stored<typeof payments> & WithDocuments;
export type CurrencyRecord = Stored<typeof currencies>;
export type DrawerRecord = Stored<typeof drawers>;
export type TicketRecord = Stored<typeof tickets>;
export type ExaminationGroupRecord = Stored<typeof examinationGroups> & WithDocuments;
export type ClinicAppointmentRecord = Stored<typeof clinicAppointments, 'id'> & WithDocuments;
export type PrinterRecord = Stored<typeof printers>;

export interface PaymentMethodRecord {
  _id: string;
  code: string;
  name: string;
  createdAt: string;
}
