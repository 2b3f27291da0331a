/**
 * Which tests a run against a server (staging mode) runs. A test whose outcome depends on the
 * server carries the tag `@server` at the end of its title (`test('takes a payment @server', …)`;
 * a describe block's title may carry it for all of its tests): signing in and registering there, each area's records, filters and words, billing, the
 * queue, drawers, the laboratory's calls, what the dashboard can count, documents. The rest (the
 * screens' look, keyboard, accessibility, language, faults injected in the page) passes or fails
 * alike on every server and runs once, in the demo run. E2E_ALL_TESTS=1 runs every test against
 * the server all the same (README "Running the end-to-end suite against another deployment").
 */
export const SERVER_TAG = '@server';

/**
 * A `@server` test that also carries `@settled` checks what SPEC §7 settles (signing in,
 * registering, passwords, the session's end, the policy): no profile of the contract-only backend
 * answers it differently (src/mocks/literal/profiles.ts varies only what §7 leaves open), so a
 * local staging run on a second profile skips it rather than prove it a third time.
 */
export const SETTLED_TAG = '@settled';

/**
 * A `@server` test that also carries `@exacting` is one only an exacting server can fail beyond
 * what the run's other tests prove: each area's own flow (create, find, edit, delete), where the
 * area's PUT must carry its whole record and its filter must match exactly. The answers a
 * talkative server gives instead (the record made or changed, the file stored, a message) are
 * read by the one resource factory every area shares: the generic flows prove them on patients
 * and appointments, and src/api/contract-variants.test.ts on both profiles. So the lenient
 * profile's run skips them, and the strict one runs them all.
 */
export const EXACTING_TAG = '@exacting';

/** `settled`: run the `@settled` tests; `exacting`: run the `@exacting` ones. */
export const serverTests = ({ settled = true, exacting = true } = {}) => {
  if (process.env.E2E_ALL_TESTS) return {};
  const skipped = [...(settled ? [] : [SETTLED_TAG]), ...(exacting ? [] : [EXACTING_TAG])];
  return {
    grep: new RegExp(`${SERVER_TAG}\\b`),
    ...(skipped.length ? { grepInvert: new RegExp(`(?:${skipped.join('|')})\\b`) } : {}),
  };
};
