#!/usr/bin/env node
// The deploy step that writes a deployment's config.json, narrows the build's
// Content-Security-Policy to its API, and writes the headers the web server must send, together,
// so they never disagree (README "Security", docs/security.md). The build itself lets the app
// call any http(s) origin, since one build serves every deployment; this leaves it only the
// app's own origin and the API's.
//
//   node scripts/configure-deployment.mjs dist --api-url https://api.clinic.example \
//     [--config settings.json]      other config.json keys (idleLockMinutes, extensions, …)
//     [--nginx file.conf]           where the nginx snippet goes (default: dist.nginx.conf,
//                                   beside the folder, so it is not served)
//
// It rewrites dist/index.html's policy (scripts keep their hashes: only connect-src changes),
// writes dist/config.json, dist/_headers (the headers file static hosts such as Netlify and
// Cloudflare Pages read) and the nginx snippet, and prints the policy as a header line. The
// headers carry what a meta tag cannot: frame-ancestors (nobody may frame the app).
import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSafeApiUrl } from './api-url.mjs';

const POLICY = /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)(")/;

/** The policy of `html` with connect-src narrowed to the app and `apiUrl`'s origin. */
export function narrowPolicy(html, apiUrl) {
  const origin = new URL(apiUrl).origin;
  const match = POLICY.exec(html);
  if (!match) throw new Error('index.html carries no Content-Security-Policy (is it a build?)');
  const directives = match[2].split(';').map((part) => part.trim());
  const connect = `connect-src 'self' ${origin}`;
  const at = directives.findIndex((d) => d.startsWith('connect-src'));
  if (at === -1) directives.push(connect);
  else directives[at] = connect;
  const policy = directives.join('; ');
  return { html: html.replace(POLICY, `$1${policy}$3`), policy };
}

/**
 * The headers every response of the app carries: the policy with frame-ancestors (no other site
 * may frame the app: clickjacking), no sniffing, no referrer (addresses hold patient filters and
 * must not reach another site), no camera, microphone or location, and HTTPS only from the first
 * visit on (ignored by browsers on plain http).
 */
export function securityHeaders(policy) {
  return [
    ['Content-Security-Policy', `${policy}; frame-ancestors 'none'`],
    ['X-Frame-Options', 'DENY'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'no-referrer'],
    [
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), bluetooth=(), display-capture=(), clipboard-read=()',
    ],
    ['Strict-Transport-Security', 'max-age=31536000'],
  ];
}

/** The headers as nginx `add_header` lines, for every location that serves the app. */
export function nginxHeaders(headers, apiUrl) {
  return [
    `# Written by scripts/configure-deployment.mjs for ${apiUrl}: include this file in the server`,
    '# block that serves the app, and again in every location that has add_header lines of its',
    '# own (nginx does not pass add_header down into those), e.g. the /assets/ cache rule.',
    ...headers.map(([name, value]) => `add_header ${name} "${value}" always;`),
    '',
  ].join('\n');
}

/**
 * The page and config.json are never stored, by the browser or on the way: a page kept on disk
 * (or in the back/forward cache) could show the last user's screen to the next person, and an
 * old config.json would point a release at the wrong API.
 */
export const NO_STORE = ['/', '/index.html', '/config.json'];
/**
 * Asked for by the app when a session ends (src/app/auth/signed-out-request.ts): its answer has
 * the browser clear this site's HTTP cache and back/forward cache, which no script can. Not
 * "storage": the app wipes its own keys and keeps the desk's settings.
 */
export const SIGNED_OUT_PATH = '/signed-out';
export const CLEAR_SITE_DATA = '"cache"';

/**
 * nginx locations for the page, config.json and the sign-out path: included in the `server`
 * block beside the headers (`headersFile`, which every location must include again).
 */
export function nginxLocations(headersFile) {
  const include = `  include "${headersFile}";`;
  return [
    '# Written by scripts/configure-deployment.mjs: include this file in the server block.',
    ...NO_STORE.filter((path) => path !== '/').flatMap((path) => [
      `location = ${path} {`,
      include,
      '  add_header Cache-Control "no-store" always;',
      '}',
    ]),
    `location = ${SIGNED_OUT_PATH} {`,
    include,
    '  add_header Cache-Control "no-store" always;',
    `  add_header Clear-Site-Data '${CLEAR_SITE_DATA}' always;`,
    '  return 204;',
    '}',
    '',
  ].join('\n');
}

/** The headers as a static host's `_headers` file (Netlify, Cloudflare Pages): every path. */
export const staticHostHeaders = (headers) =>
  [
    '/*',
    ...headers.map(([name, value]) => `  ${name}: ${value}`),
    ...NO_STORE.flatMap((path) => [path, '  Cache-Control: no-store']),
    SIGNED_OUT_PATH,
    '  Cache-Control: no-store',
    `  Clear-Site-Data: ${CLEAR_SITE_DATA}`,
    '',
  ].join('\n');

/** What the deploy step writes: index.html, config.json, the headers, and the header line. */
export function configureDeployment(html, { apiUrl, config = {} }) {
  if (!isSafeApiUrl(apiUrl))
    throw new Error(
      `${apiUrl}: the API must be https (plain http only on localhost or 127.0.0.1), or the ` +
        'sign-in token crosses the network unencrypted.',
    );
  const { html: narrowed, policy } = narrowPolicy(html, apiUrl);
  const headers = securityHeaders(policy);
  return {
    html: narrowed,
    config: { ...config, apiUrl },
    header: `Content-Security-Policy: ${policy}; frame-ancestors 'none'`,
    nginx: nginxHeaders(headers, apiUrl),
    staticHost: staticHostHeaders(headers),
  };
}

function main(argv) {
  const [dir, ...rest] = argv;
  const option = (name) => {
    const at = rest.indexOf(`--${name}`);
    return at === -1 ? undefined : rest[at + 1];
  };
  const apiUrl = option('api-url');
  if (!dir || !apiUrl) {
    console.error(
      'usage: configure-deployment.mjs <dist> --api-url <url> [--config <file.json>] [--nginx <file.conf>]',
    );
    process.exit(2);
  }
  const extra = option('config');
  const out = configureDeployment(readFileSync(join(dir, 'index.html'), 'utf8'), {
    apiUrl,
    config: extra ? JSON.parse(readFileSync(extra, 'utf8')) : {},
  });
  const nginx = option('nginx') ?? join(dirname(dir), `${basename(dir)}.nginx.conf`);
  const locations = nginx.replace(/(\.conf)?$/, '.locations.conf');
  writeFileSync(join(dir, 'index.html'), out.html);
  writeFileSync(join(dir, 'config.json'), `${JSON.stringify(out.config, null, 2)}\n`);
  writeFileSync(join(dir, '_headers'), out.staticHost);
  writeFileSync(nginx, out.nginx);
  writeFileSync(locations, nginxLocations(realpathSync(nginx)));
  console.log(`Wrote ${join(dir, 'config.json')} and narrowed index.html's policy to ${apiUrl}.`);
  console.log(`Wrote ${join(dir, '_headers')} (static hosts) and ${nginx} (nginx: include it).`);
  console.log(`Wrote ${locations} (nginx: include it in the server block).`);
  console.log(`Any other server must send these headers with every response:\n${out.header}`);
}

/**
 * Run as a script rather than imported (by the tests). Both sides as real paths: a path with a
 * space is percent-encoded in the module's URL, a symlinked release folder (`/srv/app →
 * /opt/releases/42`) resolves to its target in it, and Windows paths are no `file://` + argv.
 */
function isMain() {
  if (!process.argv[1]) return false;
  try {
    return realpathSync(fileURLToPath(import.meta.url)) === realpathSync(process.argv[1]);
  } catch {
    return false;
  }
}

if (isMain()) main(process.argv.slice(2));
