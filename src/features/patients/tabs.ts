/** The sections of a patient's page, in the URL as `?tab=` (read by the route, so kept light). */
export const PATIENT_TABS = ['appointments', 'results', 'payments', 'documents'] as const;
export type PatientTab = (typeof PATIENT_TABS)[number];
