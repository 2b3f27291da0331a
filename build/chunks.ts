/**
 * The chunk groups the build cuts the app into (vite.config.ts `codeSplitting.groups`), so a
 * first load asks for a handful of files rather than the fifty-odd that automatic splitting
 * makes; docs/first-load.md says what each gains. The build checks the sign-in page loads only
 * its own (build/plugins.ts `checkedChunkGraph`).
 */
import type { CodeSplittingGroup } from 'rolldown';

const FRAMEWORK =
  /node_modules[\\/](?:(?:react|react-dom|scheduler|@tanstack[\\/](?:router-core|history|store|react-store)|i18next|react-i18next|use-sync-external-store)[\\/]|@tanstack[\\/]react-router[\\/](?!dist[\\/]esm[\\/]useBlocker))/;

/**
 * The sign-in page's UI kit: Mantine's core (pulled in with these: provider, Box, styles API),
 * text, stack, anchor and loader (the page spinner), the icon base and its two icons (which the
 * main layout shares: a chunk of their own each, they were two requests more), the sign-in page's own
 * controls' styles (their code loads with /login and the lock only; the static shell of /login
 * draws with these styles before any script), the language and colour switches, the form hook,
 * the routes' search parsers (which the screens' own validators share), the backend profile
 * (which the entry reads; left alone, the bundler gives it a chunk of its own). Left to automatic
 * splitting, every area that shares a few of these
 * (an input here, the language switcher there) cuts them into more, smaller chunks, and the first
 * page staff load grows with each new area (the email area alone added 1.2 KB gzip that way).
 * Grouped, the entry loads them with itself, in parallel, and areas reuse the cached chunk.
 * List only what /login uses: anything here is loaded by every page.
 */
const SIGN_IN_UI =
  /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:Anchor|Text|Stack|Loader)[\\/]|node_modules[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-isomorphic-effect[\\/]|node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](?:createReactComponent|defaultAttributes|icons[\\/]Icon(?:Stethoscope|AlertTriangle))\.|[\\/]src[\\/](?:components[\\/](?:layout[\\/](?:language-switcher|color-scheme-toggle)|forms[\\/]use-schema-form)\.|lib[\\/]search-schema\.|api[\\/]backend\.|features[\\/]auth[\\/]sign-in\.module\.css)/;

/**
 * Mantine's form controls, which every signed-in screen uses (filters, forms, dialogs) and the
 * sign-in page no longer does (it draws its own, features/auth/sign-in-controls.tsx): one chunk
 * the screens share, rather than a dozen small ones that compress worse (2 KB gzip less on a
 * list screen). Nothing the sign-in page imports may be here, or it would load this chunk:
 * `npx playwright test e2e/budget.spec.ts` lists the page's files.
 */
const FORM_UI =
  /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:Input|InputBase|TextInput|PasswordInput|Button|ActionIcon|CloseButton|Alert|NativeSelect|Transition)[\\/]|node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Combobox[\\/](?:get-parsed-combobox-data|Combobox\.module|ComboboxChevron)[\\/.]/;

/**
 * A signed-in first screen in a handful of chunks rather than the fifty-odd automatic splitting
 * makes (every module two routes share a chunk of its own, each a request before the first
 * paint). Each group names the modules it starts from; the bundler adds what they import
 * (`includeDependenciesRecursively`, its default) unless an earlier group has it. A module that
 * only a dynamic import loads (a dialog, a drawer) must not match, or it would load with the group.
 *
 * - common: what the main area shares with pages signed-out staff may load later (the sign-in
 *   call's validation, error screens): zod, and the early request's parsers.
 */
const COMMON =
  /node_modules[\\/]zod[\\/]|[\\/]src[\\/](api[\\/](validation|extensions)|app[\\/]first-request|components[\\/]data-table[\\/]search-validator)\.ts$/;

/**
 * - main-area: the main layout's route (its component, a chunk of its own otherwise) and what it
 *   imports (the layout, the user menu, quick search, the notifications, the scanner's and
 *   critical announcer's starts), what it loads as it mounts (the query cache, the outbox it
 *   empties) and the resource engine: every signed-in screen loads it. The static shell finds the
 *   layout's stylesheets from here (scripts/static-shell-plugin.ts). And Mantine's 85-byte
 *   `getBaseValue`, which Grid (the overview) and SimpleGrid (the forms) share: a request of its
 *   own otherwise.
 */
const MAIN_AREA =
  /[\\/]src[\\/](routes[\\/]_app\.tsx\?tsr-split=[\w-]*component[\w-]*$|components[\\/](layout[\\/]app-layout|feedback[\\/]lazy-notifications)\.tsx$|features[\\/](auth[\\/](session-panel|user-menu)|quick-search[\\/]quick-search|lab[\\/](parts[\\/]critical-announcer|scan[\\/]scan)-start)\.tsx?$|app[\\/]query-client\.ts$|api[\\/](define-resource|resource[\\/]outbox|currency-units)\.ts$|i18n[\\/]format\.ts$)|@mantine[\\/]notifications[\\/]esm[\\/]notifications\.store|@mantine[\\/]core[\\/]esm[\\/]core[\\/]utils[\\/]get-base-value[\\/]/;

/**
 * - screen-parts: what the lists share with the overview and the calendar (a row's icon, paper),
 *   and the styles of a result's value and of the range editor: two stylesheets of a few hundred
 *   bytes that were each a request of /results before its first rows (lab-range imports this
 *   chunk, so every screen that shows a value has them).
 */
const SCREEN_PARTS =
  /[\\/]src[\\/](components[\\/](data-table[\\/]row-icon|feedback[\\/]extension-notice)\.|features[\\/]lab[\\/](parts[\\/]result-value|results[\\/]range-editor)\.module\.css$)|@mantine[\\/]core[\\/]esm[\\/]components[\\/](Paper|Progress|VisuallyHidden)[\\/]/;

/**
 * - resources: the areas' declarations (not payments' and tickets', which few screens load) and
 *   the names they show of each other's records, without their imports: most screens share them
 *   in overlapping sets, one chunk rather than ten.
 */
const RESOURCES =
  /[\\/]src[\\/](api[\\/](resources[\\/](?!payments\.|tickets\.)[^?]*|names[\\/](?!name-lookup)[^?]*|search\.ts)|components[\\/](references[\\/][^?]*|resource-screen[\\/]columns\.ts)|i18n[\\/]enum-text\.ts)$/;

/** - list-screen: the generic list screen and what it imports (the table): every list loads it. */
const LIST_SCREEN =
  /[\\/]src[\\/]components[\\/]resource-screen[\\/](list-screen\.tsx|screen\.ts)$/;

/**
 * - overview-parts: a critical result's acknowledgement, which the overview's card shares with the
 *   results' screens, without its imports (those other screens share too), with the lab's stages
 *   and its toast, which the card and the validation read (two small chunks of their own before).
 */
const OVERVIEW_PARTS =
  /[\\/]src[\\/](features[\\/]lab[\\/](parts[\\/](acknowledge|critical-(sound|watch)|save-result|watched-limits|lab-references|result-name|notify)|rules[\\/]changes)|api[\\/]lab[\\/]stages)\.tsx?$|@mantine[\\/]core[\\/]esm[\\/]utils[\\/](InlineInput|InputsGroupFieldset)[\\/]|IconBellCheck\./;

/** The sign-in page's groups (and the entry's own): the only ones the entry may load. */
export const SIGN_IN_GROUPS = ['index', 'framework', 'sign-in-ui'];

/** The chunk groups, in the order they claim modules (one an earlier group has stays there). */
export const CHUNK_GROUPS: CodeSplittingGroup[] = [
  // What every page needs, in one long-cached chunk that compresses better than ten. Mantine
  // stays out: its components split by the screens that use them.
  { name: 'framework', test: FRAMEWORK },
  { name: 'sign-in-ui', test: SIGN_IN_UI },
  { name: 'form-ui', test: FORM_UI },
  // Popovers, menus and selects position themselves with it (≈18 KB gzip): its own
  // chunk, so it loads with the first of them rather than with whatever shares it.
  { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/ },
  // Mantine's Title and Group: every signed-in screen draws them, and so do the
  // error screens, which may not load the signed-in chunks. One small chunk of their
  // own, not two (the overview's 21st file).
  {
    name: 'title-group',
    test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:Title|Group)[\\/]/,
  },
  // The sign-in page's own parts, which the registration page, the lock and the
  // password change share: one chunk rather than five small ones on /login.
  {
    name: 'sign-in-page',
    test: /[\\/]src[\\/]features[\\/]auth[\\/](?:auth-page|sign-in-controls|use-auth-request|use-auth-mutations)\./,
    includeDependenciesRecursively: false,
  },
  // A result's flag against the range that fits its patient (the lab's pure rules and
  // the cells that show them): the results list, the patient page, the worksheet and
  // the report load them together once a row has a value. One chunk, not five.
  {
    name: 'lab-range',
    test: /[\\/]src[\\/](?:domain[\\/]lab-(?:flags|ranges)|features[\\/]lab[\\/]parts[\\/](?:result-range|ranged|banded|result-value))\.(?!module\.css)/,
    includeDependenciesRecursively: false,
  },
  // The entry's own modules (all it imports statically) stay in the entry's chunk: the groups
  // below take their modules' imports with them, and must never take one the sign-in page loads.
  { name: 'index', tags: ['$initial'] },
  // The static shell's hand-over, which the sign-in page and the main layout both call: its own
  // chunk, or the main area's would take it and /login would load that.
  { name: 'take-over', test: /[\\/]src[\\/]components[\\/]layout[\\/]take-over\.ts$/ },
  { name: 'common', test: COMMON },
  { name: 'main-area', test: MAIN_AREA },
  { name: 'screen-parts', test: SCREEN_PARTS },
  { name: 'resources', test: RESOURCES, includeDependenciesRecursively: false },
  { name: 'list-screen', test: LIST_SCREEN },
  {
    name: 'overview-parts',
    test: OVERVIEW_PARTS,
    includeDependenciesRecursively: false,
  },
  // The money the overview, the payments and the drawers show: amounts, the base currency and
  // totals converted to it. One chunk, not three.
  {
    name: 'money',
    test: /[\\/]src[\\/](domain[\\/]money[\\/](convert|round|settle|denominations|index)\.ts$|features[\\/]payments[\\/]money[\\/](base-currency|converted-total)\.)/,
  },
  // The payments' and the tickets' declarations, which the overview reads together (its takings
  // and its queue): one request, not two. The screens that read one read 1.5-2 KB more.
  {
    name: 'payments-tickets',
    test: /[\\/]src[\\/]api[\\/]resources[\\/](payments|tickets)\.ts$/,
    includeDependenciesRecursively: false,
  },
  // A touch screen's camera scan (loaded after the first screen) with its icon, which the
  // patient page shares: one request, not two.
  {
    name: 'camera-scan',
    test: /[\\/]src[\\/]features[\\/]lab[\\/]scan[\\/]camera-scan\.tsx$|[\\/]icons[\\/]IconBarcode\./,
  },
];
