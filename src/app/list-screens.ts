import { LIST_PATHS } from '@/api/resources/paths';
import type { ReferenceList } from '@/components/references/references';

/** A list screen's identity: what its declaration and the start's first request share. */
export interface ListScreenFacts {
  /** The table's id (its remembered view, its `areas:<id>.*` texts). */
  id: string;
  /** Its resource's API path. */
  api: (typeof LIST_PATHS)[keyof typeof LIST_PATHS];
  /** Its first page's size, when not the tables' default. */
  defaultPageSize?: number;
  /**
   * The small reference lists its first rows wait for (the columns shown by default that name
   * their records): read as soon as the main area starts (first-references.ts). A unit test
   * holds this to the screen's columns.
   */
  references?: readonly ReferenceList[];
}

/**
 * Each list screen by its route, declared once, as plain data: the screen's declaration takes
 * its id and page size from here (`listScreen`), and the start's first data request
 * (first-request.ts) what it asks for, before any of the screen's code has loaded.
 */
export const LIST_SCREENS = {
  '/patients': { id: 'patients', api: LIST_PATHS.customers, references: ['insurers'] },
  '/appointments': { id: 'appointments', api: LIST_PATHS.appointments, references: ['doctors'] },
  '/clinic-appointments': {
    id: 'clinicAppointments',
    api: LIST_PATHS.clinicAppointments,
    references: ['doctors'],
  },
  '/doctors': { id: 'doctors', api: LIST_PATHS.doctors },
  '/results': {
    id: 'results',
    api: LIST_PATHS.results,
    defaultPageSize: 50,
    references: ['examinations', 'statuses'],
  },
  '/examinations': {
    id: 'medicalExaminations',
    api: LIST_PATHS.medicalExaminations,
    references: ['groups'],
  },
  '/examination-groups': { id: 'examinationGroups', api: LIST_PATHS.examinationGroups },
  '/examination-statuses': { id: 'examinationStatuses', api: LIST_PATHS.examinationStatuses },
  '/insurance': { id: 'insurance', api: LIST_PATHS.insurance },
  '/packages': { id: 'packages', api: LIST_PATHS.packages },
  '/currencies': { id: 'currencies', api: LIST_PATHS.currencies },
  '/exchange-rates': { id: 'exchangeRates', api: LIST_PATHS.exchangeRates },
  '/payments': { id: 'payments', api: LIST_PATHS.payments, references: ['insurers'] },
  '/drawers': { id: 'drawers', api: LIST_PATHS.drawers },
  '/users': { id: 'users', api: LIST_PATHS.users },
  '/printers': { id: 'printers', api: LIST_PATHS.printers },
  '/types': { id: 'types', api: LIST_PATHS.types },
} as const satisfies Record<string, ListScreenFacts>;

export type ListRoute = keyof typeof LIST_SCREENS;

/** What a list screen's declaration takes of its facts: its table's id and first page size. */
export function listScreen(route: ListRoute): { id: string; defaultPageSize?: number } {
  const { id, defaultPageSize } = LIST_SCREENS[route] as ListScreenFacts;
  return defaultPageSize === undefined ? { id } : { id, defaultPageSize };
}
