import type { Row } from './table';
import { db } from './tables';

/** The name of the patient a row belongs to, for searches by patient (`q`). */
export const patientName = (row: Row) => {
  const patient = typeof row.customerId === 'string' ? db.customers.get(row.customerId) : undefined;
  return patient && `${patient.firstName} ${patient.lastName}`;
};
