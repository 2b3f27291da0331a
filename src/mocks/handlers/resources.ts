import { appointments } from '@/api/resources/appointments';
import { clinicAppointments } from '@/api/resources/clinic-appointments';
import { currencies } from '@/api/resources/currencies';
import { doctors } from '@/api/resources/doctors';
import { examinationGroups } from '@/api/resources/examination-groups';
import { examinationStatuses } from '@/api/resources/examination-statuses';
import { exchangeRates } from '@/api/resources/exchange-rates';
import { insurance } from '@/api/resources/insurance';
import { medicalExaminations } from '@/api/resources/medical-examinations';
import { packages } from '@/api/resources/packages';
import { types } from '@/api/resources/types';
import { patientName } from '../db/lookup';
import { db } from '../db/tables';
import { envelopes, resourceHandlers } from './resource';

/** The areas that follow the pattern of their declaration, with no call of their own. */
export const regularHandlers = [
  ...resourceHandlers(types, db.types),
  ...resourceHandlers(appointments, db.appointments, { search: ['reason', patientName] }),
  ...resourceHandlers(doctors, db.doctors),
  ...resourceHandlers(medicalExaminations, db.medicalExaminations),
  ...resourceHandlers(examinationStatuses, db.examinationStatuses),
  ...resourceHandlers(insurance, db.insurance),
  ...resourceHandlers(packages, db.packages),
  ...resourceHandlers(exchangeRates, db.exchangeRates, {
    search: ['baseCurrency', 'targetCurrency'],
  }),
  ...resourceHandlers(examinationGroups, db.examinationGroups),
  ...resourceHandlers(clinicAppointments, db.clinicAppointments, {
    envelope: envelopes.dataTotal,
    search: ['clinic', patientName],
  }),
  // SPEC §3: a currency's rate is not taken on creation, even if one is sent.
  ...resourceHandlers(currencies, db.currencies, {
    create: ({ rate: _rate, ...values }) => values,
  }),
];
