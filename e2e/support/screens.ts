import { readFileSync } from 'node:fs';
import { readAreaFacts } from '../../build/area-facts';

/**
 * The screens the sidebar reaches, in its order: the areas' list screens where their
 * declarations place them (`area.list.nav`, src/api/area.ts) and the screens of their own
 * (src/components/layout/nav.ts): where each goes and its text key (`common` unless it names
 * another namespace). layout.spec.ts checks that the sidebar lists exactly these, so the specs
 * that visit every screen (accessibility, layout shift, the policy) cover a new area the day it
 * is declared, and each of their tests visits a few screens, not all of them.
 */
export interface SidebarScreen {
  path: string;
  key: string;
}

/** Above the groups: the start page and the mailbox (outside the main layout). */
export const TOP: SidebarScreen[] = [
  { path: '/', key: 'nav.overview' },
  { path: '/apps/email', key: 'nav.email' },
];

interface Placed extends SidebarScreen {
  group: string;
  order: number;
}

/** The sidebar's screens that are no area's list. */
const OWN: Placed[] = [
  { group: 'laboratory', order: 20, path: '/results/worksheet', key: 'nav.worksheet' },
  { group: 'queue-devices', order: 10, path: '/queue', key: 'nav.queue' },
];

interface ListFacts {
  route: string;
  id: string;
  nav: { group: string; order: number; label?: string };
}

const AREA_SCREENS: Placed[] = readAreaFacts().flatMap((facts) => {
  const list = facts.list as ListFacts | undefined;
  if (!list) return [];
  const { group, order, label } = list.nav;
  return [{ group, order, path: list.route, key: label ?? `areas:${list.id}.title` }];
});

/** The sidebar's groups, in order: their heading's key and their screens. */
export const GROUPS: { key: string; screens: SidebarScreen[] }[] = [
  ['patients-visits', 'nav.groups.patientsVisits'],
  ['laboratory', 'nav.groups.laboratory'],
  ['billing', 'nav.groups.billing'],
  ['queue-devices', 'nav.groups.queueDevices'],
  ['administration', 'nav.groups.administration'],
].map(([id, key]) => ({
  key: key!,
  screens: [...OWN, ...AREA_SCREENS]
    .filter((screen) => screen.group === id)
    .sort((a, b) => a.order - b.order)
    .map(({ path, key }) => ({ path, key })),
}));

/** Every screen of the sidebar, in its order. */
export const SCREENS: SidebarScreen[] = [...TOP, ...GROUPS.flatMap((group) => group.screens)];

/** The screens of the main layout (all but the mailbox, which has a layout of its own). */
export const LAYOUT_SCREENS = SCREENS.filter((s) => !s.path.startsWith('/apps/'));

type Language = 'en' | 'fr' | 'ar';
const texts = new Map<string, Record<string, unknown>>();

/**
 * A text in a language by its dotted key: of `common` ("nav.groups.billing"), or of the
 * namespace it names ("areas:doctors.title").
 */
export function commonText(key: string, lng: Language = 'en'): string {
  const [ns, path] = key.includes(':') ? key.split(':') : ['common', key];
  const file = `public/locales/${lng}/${ns}.json`;
  if (!texts.has(file)) texts.set(file, JSON.parse(readFileSync(file, 'utf8')));
  const text = path!
    .split('.')
    .reduce<unknown>((at, part) => (at as never)?.[part], texts.get(file));
  if (typeof text !== 'string') throw new Error(`no text ${key} in ${file}`);
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
