import { readFileSync } from 'node:fs';

/**
 * The screens the sidebar reaches, in its order (src/components/layout/nav.ts): where each goes
 * and its text key in `common`. layout.spec.ts checks that the sidebar lists exactly these, so
 * the specs that visit every screen (accessibility, layout shift, the policy) cover a new area
 * the day it is added here, and each of their tests visits a few screens, not all of them.
 */
export interface SidebarScreen {
  path: string;
  key: string;
}

const screen = (path: string, key: string): SidebarScreen => ({ path, key: `nav.${key}` });

/** Above the groups: the start page and the mailbox (outside the main layout). */
export const TOP: SidebarScreen[] = [screen('/', 'overview'), screen('/apps/email', 'email')];

/** The sidebar's groups: their heading's key and their screens. */
export const GROUPS: { key: string; screens: SidebarScreen[] }[] = [
  {
    key: 'nav.groups.patientsVisits',
    screens: [
      screen('/patients', 'patients'),
      screen('/appointments', 'appointments'),
      screen('/clinic-appointments', 'clinicAppointments'),
      screen('/doctors', 'doctors'),
    ],
  },
  {
    key: 'nav.groups.laboratory',
    screens: [
      screen('/results', 'results'),
      screen('/results/worksheet', 'worksheet'),
      screen('/examinations', 'medicalExaminations'),
      screen('/examination-groups', 'examinationGroups'),
      screen('/examination-statuses', 'examinationStatuses'),
    ],
  },
  {
    key: 'nav.groups.billing',
    screens: [
      screen('/insurance', 'insurance'),
      screen('/packages', 'packages'),
      screen('/currencies', 'currencies'),
      screen('/exchange-rates', 'exchangeRates'),
      screen('/payments', 'payments'),
      screen('/drawers', 'drawers'),
    ],
  },
  {
    key: 'nav.groups.queueDevices',
    screens: [screen('/queue', 'queue'), screen('/printers', 'printers')],
  },
  {
    key: 'nav.groups.administration',
    screens: [screen('/users', 'users'), screen('/types', 'types')],
  },
];

/** Every screen of the sidebar, in its order. */
export const SCREENS: SidebarScreen[] = [...TOP, ...GROUPS.flatMap((group) => group.screens)];

/** The screens of the main layout (all but the mailbox, which has a layout of its own). */
export const LAYOUT_SCREENS = SCREENS.filter((s) => !s.path.startsWith('/apps/'));

type Language = 'en' | 'fr' | 'ar';
const texts = new Map<Language, Record<string, unknown>>();

/** A text of `common` in a language, by its dotted key ("nav.groups.billing"). */
export function commonText(key: string, lng: Language = 'en'): string {
  if (!texts.has(lng))
    texts.set(lng, JSON.parse(readFileSync(`public/locales/${lng}/common.json`, 'utf8')));
  const text = key.split('.').reduce<unknown>((at, part) => (at as never)?.[part], texts.get(lng));
  if (typeof text !== 'string') throw new Error(`no text ${key} in ${lng}/common.json`);
  return text;
}

/** `items` in order, in as few runs of at most `most` as can be, of even sizes: a test each. */
export function inRuns<T>(items: readonly T[], most: number): T[][] {
  const count = Math.ceil(items.length / most);
  return Array.from({ length: count }, (_, i) =>
    items.slice(
      Math.round((i * items.length) / count),
      Math.round(((i + 1) * items.length) / count),
    ),
  );
}
