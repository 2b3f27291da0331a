/**
 * What must be wiped when a session ends, registered by whoever holds it: the query cache
 * registers itself when the main area first loads. Keeps the auth context free of the data layer,
 * so the sign-in page loads neither.
 */
const hooks = new Set<() => void>();

export function onSignOut(hook: () => void): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

export function runSignOutHooks(): void {
  for (const hook of hooks) hook();
}
