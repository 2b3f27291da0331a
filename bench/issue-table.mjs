// Issue 22's table, filled from the benchmark's rows: Lighthouse on each page (mobile and
// desktop), the requests of its first load and its JS files before the first paint, each beside
// its goal, then the next page and the patients' names. A figure the run did not take (a section
// left out with --only, a page the Lighthouse section does not score) reads "–".

/** The issue's pages: the names the measures may give each, and its Lighthouse goals. */
const PAGES = [
  { page: '/login', names: ['/login'], mobile: 97, desktop: 100 },
  { page: 'overview', names: ['overview', '/ overview', '/ main layout', '/'], mobile: 90 },
  { page: '/patients', names: ['/patients'], mobile: 90 },
  {
    page: '/results?size=50',
    names: ['/results?size=50', '/results'],
    mobile: 90,
  },
];
const DESKTOP_GOAL = 100;
const JS_FILES_GOAL = 20;

/** The issue's other goals: the benchmark's measure (by its start) and how to read it. */
const LINES = [
  { label: 'next page (prefetched), names included', measure: 'next page, prefetched, names' },
  { label: 'next page (prefetched), rows painted', measure: 'next page, prefetched: rows' },
  {
    label: 'name reads in flight at most, no batch lookup',
    measure: 'names, contract-only backend: name reads in flight',
  },
  {
    label: 'API calls per page of 50, no batch lookup',
    measure: 'names, contract-only backend: API calls per page turn',
  },
  {
    label: 'API calls per page of 50, batch lookup',
    measure: 'names, batch lookup: API calls per page turn',
  },
  {
    label: 'name reads after a reload, no batch lookup',
    measure: 'names, contract-only backend: name reads after a reload',
  },
];

const find = (rows, measure) => rows.find((row) => row.measure === measure && !row.na);
const startingWith = (rows, start) => rows.find((row) => row.measure.startsWith(start));

/** A row's median as the table shows it ("–" when not measured, "n/a" when it failed). */
function median(row) {
  if (!row) return '–';
  if (row.na) return 'n/a';
  return row.median.toFixed(row.digits ?? 0);
}

const mark = (row, met) => (row && !row.na ? (met ? ' ✓' : ' ✗') : '');

function pageCells(rows, { page, names, mobile, desktop = DESKTOP_GOAL }) {
  // The first of the page's names that has the measure (a failed one says n/a).
  const first = (suffix) =>
    names.map((name) => find(rows, `${name}${suffix}`)).find(Boolean) ??
    names.map((name) => rows.find((row) => row.measure === `${name}${suffix}`)).find(Boolean);
  const score = (factor, goal) => {
    const row = first(` ${factor}: score`);
    return `${median(row)}${mark(row, row?.median >= goal)}`;
  };
  const requests = first(' mobile: requests') ?? first(' desktop: requests');
  const jsFiles = first(' JS files before first paint');
  return [
    page,
    score('mobile', mobile),
    `≥ ${mobile}`,
    score('desktop', desktop),
    `${desktop}`,
    median(requests),
    `${median(jsFiles)}${mark(jsFiles, jsFiles?.median <= JS_FILES_GOAL)}`,
    `≤ ${JS_FILES_GOAL}`,
  ];
}

export const ISSUE_HEADERS = [
  'page',
  'mobile',
  'goal',
  'desktop',
  'goal',
  'requests on first load',
  'JS files before first paint',
  'goal',
];

/** The page rows and the other goals' rows, as cells (strings). */
export function issueRows(rows) {
  const pages = PAGES.map((page) => pageCells(rows, page));
  const lines = LINES.map(({ label, measure }) => {
    const row = startingWith(rows, measure);
    const digits = row?.digits ?? 0;
    const spread = row && !row.na ? ` (${row.min.toFixed(digits)}–${row.max.toFixed(digits)})` : '';
    const met = row?.met === undefined ? '' : row.met ? 'yes' : 'NO';
    return [label, `${median(row)}${spread}`, row?.goal || '', met];
  });
  return { pages, lines };
}
