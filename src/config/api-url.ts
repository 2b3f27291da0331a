// The rule lives with the deploy step, which Node runs as plain JavaScript; the app, the build
// and that step share it (scripts/api-url.mjs).
export { isHttpUrl, isSafeApiUrl } from '../../scripts/api-url.mjs';
