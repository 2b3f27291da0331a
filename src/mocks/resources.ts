import { appointments } from '@/api/resources/appointments';
import { clinicAppointments } from '@/api/resources/clinic-appointments';
import { currencies } from '@/api/resources/currencies';
import { customers } from '@/api/resources/customers';
import { doctors } from '@/api/resources/doctors';
import { drawers } from '@/api/resources/drawers';
import { examinationGroups } from '@/api/resources/examination-groups';
import { examinationStatuses } from '@/api/resources/examination-statuses';
import { exchangeRates } from '@/api/resources/exchange-rates';
import { insurance } from '@/api/resources/insurance';
import { medicalExaminations } from '@/api/resources/medical-examinations';
import { packages } from '@/api/resources/packages';
import { payments } from '@/api/resources/payments';
import { printers } from '@/api/resources/printers';
import { results } from '@/api/resources/results';
import { tickets } from '@/api/resources/tickets';
import { types } from '@/api/resources/types';
import { users } from '@/api/resources/users';

/** Every area of SPEC §7 by name, for the demo backend's tests that walk them all. */
export const RESOURCES = {
  customers,
  types,
  appointments,
  doctors,
  users,
  medicalExaminations,
  results,
  examinationStatuses,
  insurance,
  packages,
  exchangeRates,
  payments,
  currencies,
  drawers,
  tickets,
  examinationGroups,
  clinicAppointments,
  printers,
} as const;
