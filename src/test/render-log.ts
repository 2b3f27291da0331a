/**
 * Which components rendered, commit by commit, read the way React DevTools reads it: through the
 * DevTools hook React calls after every commit. Installed before React DOM loads (first of the
 * setup files); it records nothing until a test starts a log.
 *
 * A component rendered in a commit when its fiber was worked on in that commit (not the object
 * the previous commit left, which an untouched subtree keeps) and React marked it as having
 * performed work (a bailout does not).
 */
interface Fiber {
  tag: number;
  type: unknown;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
}

const PERFORMED_WORK = 1;
/** Function, forwardRef and simple memo components. */
const COMPONENT_TAGS = new Set([0, 11, 15]);

type Root = { current: Fiber };
interface State {
  log: string[] | null;
  /** Each root's fibers as its last commit left them (walked only while something is logged). */
  previous: Map<Root, WeakSet<Fiber>>;
}
// Kept on the global object: setup files run again for each test file, and the hook React
// holds (installed once) must see the state the test's own import of this module sees.
const holder = globalThis as { __renderLog?: State; __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
const state = (holder.__renderLog ??= { log: null, previous: new Map() });
const { previous } = state;

function nameOf(fiber: Fiber): string | undefined {
  const type = fiber.type as
    { displayName?: string; name?: string; render?: { name?: string } } | undefined;
  return type?.displayName ?? type?.name ?? type?.render?.name;
}

function walk(root: Fiber, seen: WeakSet<Fiber>, before?: WeakSet<Fiber>) {
  const stack: Fiber[] = [root];
  while (stack.length) {
    const fiber = stack.pop()!;
    seen.add(fiber);
    if (
      state.log &&
      before &&
      !before.has(fiber) &&
      COMPONENT_TAGS.has(fiber.tag) &&
      (fiber.flags & PERFORMED_WORK) === PERFORMED_WORK
    ) {
      const name = nameOf(fiber);
      if (name) state.log.push(name);
    }
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
}

function committed(root: Root) {
  // An unmounted root (Testing Library's cleanup) commits an empty tree: forget it.
  if (!root.current.child) {
    previous.delete(root);
    return;
  }
  if (!state.log) {
    previous.set(root, new WeakSet());
    return;
  }
  const seen = new WeakSet<Fiber>();
  walk(root.current, seen, previous.get(root));
  previous.set(root, seen);
}

holder.__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= {
  supportsFiber: true,
  isDisabled: false,
  renderers: new Map(),
  inject: () => 1,
  onCommitFiberRoot: (_id: number, root: Root) => committed(root),
  onCommitFiberUnmount: () => {},
  onPostCommitFiberRoot: () => {},
  checkDCE: () => {},
};

/** Starts recording the components that render; `stop()` returns their names, in order. */
export function logRenders() {
  // What is on screen now is the baseline: only what the next commits work on is logged.
  for (const root of previous.keys()) {
    const seen = new WeakSet<Fiber>();
    walk(root.current, seen);
    previous.set(root, seen);
  }
  state.log = [];
  return {
    stop(): string[] {
      const names = state.log ?? [];
      state.log = null;
      return names;
    },
  };
}
