/**
 * Which chunk a module goes to, beyond the named library groups of vite.config.ts: what the
 * build's own module graph says a signed-in first screen needs, in a few chunks rather than the
 * fifty-odd automatic splitting made of it (every module two routes shared became a chunk of its
 * own, a few hundred bytes each, each a request on the way to the first paint). Read from the
 * graph, so what a merge adds (an area, a column's names, a notice) joins the group its place in
 * the graph says, not a chunk of its own.
 *
 * - `main-area`: what the main layout statically needs (its component, the query cache, the
 *   resource engine the warm-up asks for with it), with what its own module imports when it
 *   mounts (the outbox it empties), less what the entry has. Every screen of the main area loads
 *   all of it anyway.
 * - `common`: what the main area and the declarations share with what signed-out pages may load
 *   later (error screens, the sign-in call's validation).
 * - `list-screen`: what the generic list screen statically needs beyond that; every list screen
 *   loads all of it.
 * - `resources`: the areas' declarations and the names they show of each other's records, with
 *   what they import (the name reader).
 * - `screen-parts`: what every screen drawn by the generic list screen needs and other screens
 *   too (the table, paper, row icons); the calendar and a payment's page, which share only a
 *   declaration with the lists, load it for a part.
 * - `overview-parts`: what the overview needs that other screens or lazy parts share (the lab's
 *   acknowledgement, money settling) and no list needs; its own modules stay in its route's chunk.
 *
 * Nothing the entry needs may go there (the sign-in page would load those chunks: the build
 * checks it, `assertChunkGraph`), nor anything only some screens need; that stays where automatic
 * splitting puts it.
 *
 * Libraries are imported through barrels (`@mantine/core` re-exports every component): following
 * a barrel's imports would make every component "needed" by whoever imports one. A barrel is
 * followed only to the modules of the names imported from it.
 */
export interface ModuleGraph {
  getModuleInfo(id: string): {
    code: string | null;
    importers: readonly string[];
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
}

const MAIN_LAYOUT = /[\\/]src[\\/]routes[\\/]_app\.tsx\?tsr-split=component/;
const WITH_LAYOUT = [
  /[\\/]src[\\/]app[\\/]query-client\.ts$/,
  /[\\/]src[\\/]api[\\/]define-resource\.ts$/,
];
/** The generic list screen, and the declaration every list screen is made with. */
const LIST_SCREEN =
  /[\\/]src[\\/]components[\\/]resource-screen[\\/](list-screen\.tsx|screen\.ts)$/;
/** The generic list screen itself: what a screen drawn as a list renders. */
const LIST_VIEW = /[\\/]src[\\/]components[\\/]resource-screen[\\/]list-screen\.tsx$/;
/**
 * The areas' declarations and the names they show of each other's records, which most screens
 * share in overlapping sets: one chunk, a little more than a screen needs, rather than ten.
 */
const RESOURCES =
  /[\\/]src[\\/](api[\\/](resources[\\/](?!payments\.ts|tickets\.ts)[^?]*|validation\.ts|search\.ts)|components[\\/](references[\\/][^?]*|resource-screen[\\/]columns\.ts)|i18n[\\/]enum-text\.ts)$/;

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const EXPORT_FROM = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const EXPORT_STAR = /export\s*\*\s*from\s*["']([^"']+)["']/g;
const EXPORT_LIST = /export\s*\{([^}]*)\}(?!\s*from)/g;
const DEFAULT_IMPORT = /import\s+([\w$]+)\s+from\s*["']([^"']+)["']/g;
const NAMESPACE_IMPORT = /import\s*\*\s*as\s+[\w$]+\s+from\s*["']([^"']+)["']/g;

/** `a as b, c` → [[a, b], [c, c]]. */
const specifiers = (list: string): [string, string][] =>
  list
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/))
    .filter((pair): pair is [string, ...string[]] => !!pair[0])
    .map(([name, alias]) => [name, alias ?? name]);

/** A module of imports and exports only (and comments), as libraries' index files are. */
const isBarrel = (code: string) =>
  /\bexport\b/.test(code) &&
  code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(/;\s*|\n/)
    .every((statement) => /^\s*(import\b|export\s*[{*]|\/\/|$)/.test(statement));

interface Barrel {
  /** Exported name → the specifier of the module it comes from. */
  names: Map<string, string>;
  /** `export * from` specifiers. */
  stars: string[];
}

function readBarrel(code: string): Barrel {
  const local = new Map<string, string>();
  for (const [, list = '', from = ''] of code.matchAll(IMPORT))
    for (const [, alias] of specifiers(list)) local.set(alias, from);
  for (const [, name = '', from = ''] of code.matchAll(DEFAULT_IMPORT)) local.set(name, from);
  const names = new Map<string, string>();
  for (const [, list = '', from = ''] of code.matchAll(EXPORT_FROM))
    for (const [, alias] of specifiers(list)) names.set(alias, from);
  for (const [, list = ''] of code.matchAll(EXPORT_LIST))
    for (const [name, alias] of specifiers(list)) {
      const from = local.get(name);
      if (from) names.set(alias, from);
    }
  return { names, stars: [...code.matchAll(EXPORT_STAR)].map(([, from = '']) => from) };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The id among `ids` that `specifier` names: a relative file, or a package's module. */
const idOf = (ids: readonly string[], specifier: string) => {
  if (!specifier.startsWith('.'))
    return ids.find((id) => id.replace(/\\/g, '/').includes(`/node_modules/${specifier}/`));
  const file = specifier.replace(/^(\.\.?\/)+/, '').replace(/\.[cm]?[jt]sx?$/, '');
  return ids.find((id) =>
    new RegExp(`/${escape(file)}(/index)?\\.[cm]?[jt]sx?$`).test(id.replace(/\\/g, '/')),
  );
};

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

interface Walk {
  /**
   * A name a barrel does not resolve takes the whole barrel (the careful side for what must
   * stay out of the groups); otherwise the name is left out.
   */
  whole: boolean;
  /** Dynamic imports too (what may load later, not only what loads with the roots). */
  dynamic?: boolean;
  /** Modules not entered. */
  stop?: (id: string) => boolean;
}

/**
 * Every module reachable from `roots` by static imports (and dynamic ones, if asked), through a
 * barrel only to the modules of the names imported from it.
 */
function closure(graph: ModuleGraph, roots: readonly string[], walk: Walk): Set<string> {
  const { whole, dynamic = false, stop = () => false } = walk;
  const barrels = new Map<string, Barrel | null>();
  const barrel = (id: string) => {
    if (!barrels.has(id)) {
      const code = graph.getModuleInfo(id)?.code ?? '';
      barrels.set(id, isBarrel(code) ? readBarrel(code) : null);
    }
    return barrels.get(id) ?? null;
  };
  const importsOf = (id: string) => graph.getModuleInfo(id)?.importedIds ?? [];
  /** The modules `name` of barrel `id` may come from (several through `export *`). */
  const resolve = (id: string, name: string, depth = 0): string[] => {
    const { names, stars } = barrel(id) as Barrel;
    const from = names.get(name);
    const direct = from ? idOf(importsOf(id), from) : undefined;
    if (direct) return barrel(direct) && depth < 8 ? resolve(direct, name, depth + 1) : [direct];
    return stars.flatMap((star) => {
      const target = idOf(importsOf(id), star);
      if (!target) return [];
      return barrel(target) && depth < 8 ? resolve(target, name, depth + 1) : [target];
    });
  };

  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id) || stop(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    if (dynamic) stack.push(...info.dynamicallyImportedIds);
    const code = info.code ?? '';
    const named = new Map<string, string[]>();
    for (const [, list = '', from = ''] of code.matchAll(IMPORT))
      named.set(from, [...(named.get(from) ?? []), ...specifiers(list).map(([name]) => name)]);
    for (const [, list = '', from = ''] of code.matchAll(EXPORT_FROM))
      named.set(from, [...(named.get(from) ?? []), ...specifiers(list).map(([name]) => name)]);
    for (const [, , from = ''] of code.matchAll(DEFAULT_IMPORT))
      named.set(from, [...(named.get(from) ?? []), 'default']);
    // `import * as z from 'zod/mini'` may use any of the barrel's names.
    const everything = [...code.matchAll(NAMESPACE_IMPORT)].map(([, from = '']) => from);
    /** Whether `from`, as this module wrote it, names `barrel` (a package by its name). */
    const names = (from: string, barrel: string) =>
      !!idOf([barrel], from.startsWith('.') ? from : packageOf(from));
    for (const imported of info.importedIds) {
      if (!barrel(imported)) {
        stack.push(imported);
        continue;
      }
      // A barrel itself is only its re-exports: what it names is what loads.
      seen.add(imported);
      // The names imported from this package (a subpath such as `pkg/reactivity` included).
      if (everything.some((from) => names(from, imported))) {
        stack.push(...importsOf(imported));
        continue;
      }
      const lists = [...named].filter(([from]) => names(from, imported));
      for (const name of lists.flatMap(([, list]) => list)) {
        const targets = resolve(imported, name);
        if (targets.length > 0) stack.push(...targets);
        else if (whole) stack.push(...importsOf(imported));
      }
      if (lists.length === 0 && whole) stack.push(...importsOf(imported));
    }
  }
  return seen;
}

/**
 * Where a signed-in member of staff works: the code-split parts of the main layout's routes, the
 * email area's and the waiting-room display's (which may load the main area's chunk for what they
 * share with it), the query cache and engine the warm-up asks for on the way there, and the
 * sign-in call (the sign-in form's first focus warms the main area up: its chunk is on the way).
 */
/** The code-split parts of the main layout and its screens. */
const OVERVIEW = /[\\/]src[\\/]routes[\\/]_app[\\/]index\.tsx\?tsr-split=/;
const MAIN_AREA_ROUTE = /[\\/]src[\\/]routes[\\/]_app(\.tsx|[\\/][^?]*)\?tsr-split=/;

const SIGNED_IN = [
  MAIN_AREA_ROUTE,
  /[\\/]src[\\/]routes[\\/](apps|display)(\.tsx|[\\/][^?]*)\?tsr-split=/,
  /[\\/]src[\\/]api[\\/]auth\.ts$/,
  ...WITH_LAYOUT,
];

function readGroups(graph: ModuleGraph, entry: string) {
  const all = [...closure(graph, [entry], { whole: false, dynamic: true })];
  const signedIn = (id: string) => SIGNED_IN.some((pattern) => pattern.test(id));
  // What the entry loads, and what a signed-out page may load (sign-in, registration, error
  // screens, later too): never in the main area's groups.
  const outside = closure(graph, [entry], { whole: true, dynamic: true, stop: signedIn });
  // What a signed-out page needs to show itself: in no group at all.
  const routes = all.filter((m) => /[\\/]src[\\/]routes[\\/].*\?tsr-split=/.test(m));
  const shown = closure(graph, [entry, ...routes.filter((m) => !signedIn(m))], { whole: true });

  // The layout, with what its own module imports when it mounts (the outbox it empties): every
  // screen of the main area loads that, whatever it shows.
  const layoutIds = all.filter((m) => MAIN_LAYOUT.test(m));
  const layoutRoots = [
    ...layoutIds,
    ...layoutIds.flatMap((m) => graph.getModuleInfo(m)?.dynamicallyImportedIds ?? []),
    ...all.filter((m) => WITH_LAYOUT.some((r) => r.test(m))),
  ];
  const layout = closure(graph, layoutRoots, { whole: false });
  const mainArea = new Set([...layout].filter((m) => !outside.has(m)));
  // The areas' declarations and what they import (the name reader the references use).
  const resourceReach = closure(
    graph,
    all.filter((m) => RESOURCES.test(m)),
    { whole: false, stop: (m) => mainArea.has(m) },
  );
  // What the main area and the declarations share with what signed-out pages load later (error
  // screens, dialogs, the sign-in call's validation): one chunk, which those pages load when they
  // need a part of it. A declaration's share comes only if it needs nothing of the main area's
  // (the main area's chunk imports this one: the two must not import each other).
  const apart = (m: string) =>
    ![...closure(graph, [m], { whole: false })].some((needed) => mainArea.has(needed));
  const common = new Set([
    ...[...layout].filter((m) => outside.has(m) && !shown.has(m)),
    ...[...resourceReach].filter(
      (m) => outside.has(m) && !shown.has(m) && !layout.has(m) && apart(m),
    ),
  ]);

  // The screens: lists, and the others (the overview, a patient's page, payments), whose needs
  // must stay out of the lists' chunk or they would load it.
  const listIds = all.filter((m) => LIST_SCREEN.test(m));
  const needs = routes
    .filter((m) => MAIN_AREA_ROUTE.test(m) && !MAIN_LAYOUT.test(m))
    .map((m) => closure(graph, [m], { whole: false }));
  const lists = needs.filter((set) => listIds.some((m) => set.has(m)));
  const notLists = new Set(needs.filter((set) => !lists.includes(set)).flatMap((set) => [...set]));
  const free = (m: string) => !outside.has(m) && !mainArea.has(m) && !common.has(m);
  const listScreen = new Set(
    [...closure(graph, listIds, { whole: false })].filter((m) => free(m) && !notLists.has(m)),
  );
  const resources = new Set(
    [...resourceReach].filter((m) => free(m) && !listScreen.has(m) && !MAIN_AREA_ROUTE.test(m)),
  );
  // What every screen drawn by the generic list screen needs, and other screens too (the table,
  // paper, the row icons): one chunk they share. Screens that only share a declaration with the
  // lists (the calendar, a payment's page) may load it for a part.
  const views = all.filter((m) => LIST_VIEW.test(m));
  const listViews = needs.filter((set) => views.some((m) => set.has(m)));
  const screens = new Set(
    [...(listViews[0] ?? [])].filter(
      (m) =>
        listViews.every((set) => set.has(m)) &&
        free(m) &&
        !listScreen.has(m) &&
        !resources.has(m) &&
        !MAIN_AREA_ROUTE.test(m),
    ),
  );
  // The overview, the first screen after signing in, shares its cards' parts (the lab's
  // acknowledgement, money settling) with a few other screens and the critical announcer: one
  // chunk of what it needs that no list needs, which those others load for a part.
  const listNeeds = new Set(listViews.flatMap((set) => [...set]));
  const overview = routes.filter((m) => OVERVIEW.test(m));
  // What anything else loaded on demand needs (its own modules stay in its route's chunk).
  const elsewhere = closure(
    graph,
    all.filter((m) => !overview.includes(m) && graph.getModuleInfo(m)?.importers.length === 0),
    { whole: false },
  );
  const overviewParts = new Set(
    [...closure(graph, overview, { whole: false })].filter(
      (m) =>
        free(m) &&
        elsewhere.has(m) &&
        !listNeeds.has(m) &&
        ![listScreen, resources, screens].some((group) => group.has(m)) &&
        !MAIN_AREA_ROUTE.test(m),
    ),
  );
  const members = [mainArea, common, listScreen, resources, screens, overviewParts];
  return new Map(APP_GROUPS.map((name, index) => [name, members[index] as Set<string>]));
}

/** The chunks these groups make, in the order they claim modules. */
export const APP_GROUPS = [
  'main-area',
  'common',
  'list-screen',
  'resources',
  'screen-parts',
  'overview-parts',
];

/**
 * The `name` function of a rolldown code-splitting group: one of `APP_GROUPS` or null
 * (left to the other groups and to automatic splitting). `entry`: the app's entry module's
 * path; the graph is read once, on the first call.
 */
export function appChunkGroups(entry: string) {
  let groups: ReturnType<typeof readGroups> | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    groups ??= readGroups(graph, entry);
    // What only a dynamic import loads (a route's code, the query cache) keeps a chunk of its own,
    // the one that import names.
    if (graph.getModuleInfo(id)?.importers.length === 0) return null;
    for (const [name, members] of groups) if (members.has(id)) return name;
    return null;
  };
}

interface OutputChunk {
  type: 'chunk' | 'asset';
  name?: string;
  isEntry?: boolean;
  imports?: readonly string[];
}

/**
 * Fails the build when the grouping went wrong: the entry (the sign-in page's first load) must not
 * load a group's chunk, and no chunks may import each other in a circle (a module of one would
 * run before a module of the other it needs, and read its exports undefined).
 */
export function assertChunkGraph(bundle: Record<string, OutputChunk>, groups: readonly string[]) {
  const chunks = Object.entries(bundle).filter(([, output]) => output.type === 'chunk');
  const importsOf = (file: string) => bundle[file]?.imports ?? [];
  for (const [file, chunk] of chunks) {
    if (!chunk.isEntry) continue;
    const loaded = new Set<string>();
    const stack = [file];
    while (stack.length > 0) {
      const next = stack.pop() as string;
      if (loaded.has(next)) continue;
      loaded.add(next);
      stack.push(...importsOf(next));
    }
    const grouped = [...loaded].filter((f) => groups.includes(bundle[f]?.name ?? ''));
    if (grouped.length > 0)
      throw new Error(`The entry ${file} loads ${grouped.join(', ')}: see scripts/chunk-groups.ts`);
  }
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, path: string[]) => {
    state.set(file, 'open');
    for (const next of importsOf(file)) {
      if (state.get(next) === 'open')
        throw new Error(`Chunks import each other: ${[...path, next].join(' → ')}`);
      if (!state.has(next)) visit(next, [...path, next]);
    }
    state.set(file, 'done');
  };
  for (const [file] of chunks) if (!state.has(file)) visit(file, [file]);
}
