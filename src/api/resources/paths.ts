/**
 * The API path of each resource a list screen shows, as plain data: the resource's declaration
 * reads it from here, and so does the start's first data request (app/list-screens.ts), which
 * loads before the resource engine.
 */
export const LIST_PATHS = {
  appointments: 'api/appointments',
  clinicAppointments: 'api/clinic-appointments',
  currencies: 'api/currency',
  customers: 'api/customer',
  doctors: 'api/doctors',
  drawers: 'api/drawers',
  examinationGroups: 'api/examination-groups',
  examinationStatuses: 'api/examination-statuses',
  exchangeRates: 'api/exchange-rate',
  insurance: 'api/insurance',
  medicalExaminations: 'api/medical-examinations',
  packages: 'api/packages',
  payments: 'api/payment/transactions',
  printers: 'api/printer',
  results: 'api/results',
  types: 'api/type',
  users: 'api/users',
} as const;
