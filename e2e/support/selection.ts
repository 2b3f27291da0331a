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

export const serverTests = ({ settled = true } = {}) =>
  process.env.E2E_ALL_TESTS
    ? {}
    : {
        grep: new RegExp(`${SERVER_TAG}\\b`),
        ...(settled ? {} : { grepInvert: new RegExp(`${SETTLED_TAG}\\b`) }),
      };
