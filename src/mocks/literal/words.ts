/**
 * The contract-only backend's own words for the statuses the app designed (issue 21): what a
 * clinic's server following only SPEC §7 might call them. Per area and field, the backend's word
 * → the demo's (the app's), the very shape of `config.json`'s `values`, so a spec can hand this
 * table to a deployment as it is. No word of the backend's is one of the app's words for the
 * same field (`words.test.ts`), so a request is read unambiguously in either vocabulary.
 *
 * Plain data with no imports: unit tests, the backend and end-to-end specs all read it.
 */
export const LITERAL_WORDS = {
  payments: {
    status: {
      open: 'pending',
      partially_paid: 'partial',
      settled: 'paid',
      reversed: 'refunded',
      void: 'cancelled',
    },
  },
  // FHIR's appointment words, with the US spelling of "cancelled".
  appointments: {
    status: {
      booked: 'scheduled',
      arrived: 'checked-in',
      in_consultation: 'in-progress',
      fulfilled: 'completed',
      canceled: 'cancelled',
      noshow: 'no-show',
    },
  },
  clinicAppointments: {
    status: {
      booked: 'scheduled',
      arrived: 'checked-in',
      in_consultation: 'in-progress',
      fulfilled: 'completed',
      canceled: 'cancelled',
      noshow: 'no-show',
    },
  },
  // A queue system's words. Not `serving` for a called ticket: that is the app's word for the
  // next step, and a request saying `serving` would mean two things.
  tickets: {
    status: {
      queued: 'waiting',
      announced: 'called',
      in_service: 'serving',
      completed: 'done',
      missed: 'skipped',
    },
  },
  drawers: { status: { active: 'open', inactive: 'closed' } },
  // IPP's printer states (RFC 8011) and its "media-empty" reason.
  printers: {
    status: {
      idle: 'online',
      stopped: 'offline',
      processing: 'busy',
      'media-empty': 'paper-out',
      fault: 'error',
    },
  },
} as const satisfies Record<string, Record<string, Record<string, string>>>;

export type WordArea = keyof typeof LITERAL_WORDS;
type Words = Readonly<Record<string, Readonly<Record<string, string>>>>;

const areaWords = (area: string): Words | undefined =>
  Object.hasOwn(LITERAL_WORDS, area) ? (LITERAL_WORDS as Record<string, Words>)[area] : undefined;

/** The fields of `area` whose values the backend words its own way. */
export const wordFields = (area: string): string[] => Object.keys(areaWords(area) ?? {});

/** A word as the demo knows it: the backend's word translated, anything else as it is. */
export function demoWord(area: string, field: string, word: string): string {
  const words = areaWords(area)?.[field];
  return words && Object.hasOwn(words, word) ? words[word]! : word;
}

/** A word as the backend says it: the demo's word translated, anything else as it is. */
export function backendWord(area: string, field: string, word: string): string {
  const words = areaWords(area)?.[field];
  if (!words) return word;
  const found = Object.entries(words).find(([, demo]) => demo === word);
  return found ? found[0] : word;
}

/** Whether `word` is one of the backend's own words for `field` of `area`. */
export function isBackendWord(area: string, field: string, word: string): boolean {
  const words = areaWords(area)?.[field];
  return !!words && Object.hasOwn(words, word);
}
