import {
  IconArrowsExchange,
  IconBuilding,
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
import { AREAS, type AreaFacts, type NavGroupId, type NavIcon } from '@/api/area';

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

/** What each icon name of an area's declaration draws. */
const ICONS: Record<NavIcon, Icon> = {
  users: IconUsers,
  calendar: IconCalendarEvent,
  hospital: IconBuildingHospital,
  stethoscope: IconStethoscope,
  flask: IconFlask,
  microscope: IconMicroscope,
  category: IconCategory,
  progress: IconProgressCheck,
  shield: IconShieldCheck,
  package: IconPackage,
  coins: IconCoins,
  exchange: IconArrowsExchange,
  receipt: IconReceipt,
  cash: IconCash,
  printer: IconPrinter,
  userCog: IconUserCog,
  tags: IconTags,
  building: IconBuilding,
};

/** The sidebar's sections in their order, with their headings. */
const GROUPS: readonly { id: NavGroupId; label: string }[] = [
  { id: 'patients-visits', label: 'nav.groups.patientsVisits' },
  { id: 'laboratory', label: 'nav.groups.laboratory' },
  { id: 'billing', label: 'nav.groups.billing' },
  { id: 'queue-devices', label: 'nav.groups.queueDevices' },
  { id: 'administration', label: 'nav.groups.administration' },
];

type Placed = NavEntry & { group: NavGroupId; order: number };

/** The entries that are not an area's list: they have screens of their own. */
const OWN_ENTRIES: readonly Placed[] = [
  {
    group: 'laboratory',
    order: 20,
    to: '/results/worksheet',
    label: 'nav.worksheet',
    icon: IconTableOptions,
  },
  { group: 'queue-devices', order: 10, to: '/queue', label: 'nav.queue', icon: IconTicket },
];

/** Each area's list screen where its declaration places it (`area.list.nav`). */
const areaEntries = (areas: readonly AreaFacts[]): Placed[] =>
  areas.flatMap(({ list }) =>
    list
      ? [
          {
            group: list.nav.group,
            order: list.nav.order,
            to: list.route as NavEntry['to'],
            label: list.nav.label ?? `areas:${list.id}.title`,
            icon: ICONS[list.nav.icon],
          },
        ]
      : [],
  );

/** The sidebar's groups with the screens of their own and those of `areas`. */
export function navGroups(areas: readonly AreaFacts[]): NavGroup[] {
  const placed = [...OWN_ENTRIES, ...areaEntries(areas)];
  // An entry with another below its path (results, the worksheet) is active on its path only.
  const hasBelow = (to: string) => placed.some((e) => e.to.startsWith(`${to}/`));
  return GROUPS.map(({ id, label }) => ({
    id,
    label,
    entries: placed
      .filter((entry) => entry.group === id)
      .sort((a, b) => a.order - b.order)
      .map(({ group: _group, order: _order, ...entry }) =>
        hasBelow(entry.to) ? { ...entry, exact: true } : entry,
      ),
  }));
}

export const NAV_GROUPS: readonly NavGroup[] = navGroups(AREAS);
