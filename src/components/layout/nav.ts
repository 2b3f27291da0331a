import {
  IconArrowsExchange,
  IconBuildingHospital,
  IconCalendarEvent,
  IconCategory,
  IconCash,
  IconCoins,
  IconFlask,
  IconHome,
  IconMail,
  IconMicroscope,
  IconPackage,
  IconPrinter,
  IconProgressCheck,
  IconReceipt,
  IconShieldCheck,
  IconStethoscope,
  IconTableOptions,
  IconTags,
  IconTicket,
  IconUserCog,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { LinkProps } from '@tanstack/react-router';

/** One sidebar entry: where it goes, its label (a key of `common`) and its icon. */
export interface NavEntry {
  to: NonNullable<LinkProps['to']>;
  label: string;
  icon: Icon;
  /** Active only on this very path (Overview), not on the paths below it. */
  exact?: boolean;
}

/** A labelled section of the sidebar. A group without entries is not shown. */
export interface NavGroup {
  id: string;
  label: string;
  entries: readonly NavEntry[];
}

/** Above the groups: the start page and the mailbox. */
export const TOP_ENTRIES: readonly NavEntry[] = [
  { to: '/', label: 'nav.overview', icon: IconHome, exact: true },
  { to: '/apps/email', label: 'nav.email', icon: IconMail },
];

export const NAV_GROUPS: readonly NavGroup[] = [
  {
    id: 'patients-visits',
    label: 'nav.groups.patientsVisits',
    entries: [
      { to: '/patients', label: 'nav.patients', icon: IconUsers },
      { to: '/appointments', label: 'nav.appointments', icon: IconCalendarEvent },
      { to: '/clinic-appointments', label: 'nav.clinicAppointments', icon: IconBuildingHospital },
      { to: '/doctors', label: 'nav.doctors', icon: IconStethoscope },
    ],
  },
  {
    id: 'laboratory',
    label: 'nav.groups.laboratory',
    entries: [
      // Exact: the worksheet below it is an entry of its own.
      { to: '/results', label: 'nav.results', icon: IconFlask, exact: true },
      { to: '/results/worksheet', label: 'nav.worksheet', icon: IconTableOptions },
      { to: '/examinations', label: 'nav.medicalExaminations', icon: IconMicroscope },
      { to: '/examination-groups', label: 'nav.examinationGroups', icon: IconCategory },
      { to: '/examination-statuses', label: 'nav.examinationStatuses', icon: IconProgressCheck },
    ],
  },
  {
    id: 'billing',
    label: 'nav.groups.billing',
    entries: [
      { to: '/insurance', label: 'nav.insurance', icon: IconShieldCheck },
      { to: '/packages', label: 'nav.packages', icon: IconPackage },
      { to: '/currencies', label: 'nav.currencies', icon: IconCoins },
      { to: '/exchange-rates', label: 'nav.exchangeRates', icon: IconArrowsExchange },
      { to: '/payments', label: 'nav.payments', icon: IconReceipt },
      { to: '/drawers', label: 'nav.drawers', icon: IconCash },
    ],
  },
  {
    id: 'queue-devices',
    label: 'nav.groups.queueDevices',
    entries: [
      { to: '/queue', label: 'nav.queue', icon: IconTicket },
      { to: '/printers', label: 'nav.printers', icon: IconPrinter },
    ],
  },
  {
    id: 'administration',
    label: 'nav.groups.administration',
    entries: [
      { to: '/users', label: 'nav.users', icon: IconUserCog },
      { to: '/types', label: 'nav.types', icon: IconTags },
    ],
  },
];
