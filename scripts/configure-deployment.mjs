#!/usr/bin/env node
// The deploy step that writes a deployment's config.json and narrows the build's
// Content-Security-Policy to its API, together, so the two never disagree (README
// "Content-Security-Policy"). The build itself lets the app call any http(s) origin, since one
// build serves every deployment; this leaves it only the app's own origin and the API's.
//
//   node scripts/configure-deployment.mjs dist --api-url https://api.clinic.example \
//     [--config settings.json]      other config.json keys (extensions, values, fields…)
//
// It rewrites dist/index.html's policy (scripts keep their hashes: only connect-src changes),
// writes dist/config.json, and prints the same policy as a header for the web server, with
// frame-ancestors (which a meta tag cannot carry).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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

/** What the deploy step writes: index.html, config.json, and the header line to serve. */
export function configureDeployment(html, { apiUrl, config = {} }) {
  const { html: narrowed, policy } = narrowPolicy(html, apiUrl);
  return {
    html: narrowed,
    config: { ...config, apiUrl },
    header: `Content-Security-Policy: ${policy}; frame-ancestors 'none'`,
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
    console.error('usage: configure-deployment.mjs <dist> --api-url <url> [--config <file.json>]');
    process.exit(2);
  }
  const extra = option('config');
  const out = configureDeployment(readFileSync(join(dir, 'index.html'), 'utf8'), {
    apiUrl,
    config: extra ? JSON.parse(readFileSync(extra, 'utf8')) : {},
  });
  writeFileSync(join(dir, 'index.html'), out.html);
  writeFileSync(join(dir, 'config.json'), `${JSON.stringify(out.config, null, 2)}\n`);
  console.log(`Wrote ${join(dir, 'config.json')} and narrowed index.html's policy to ${apiUrl}.`);
  console.log(`Serve this header too (nginx: add_header … always):\n${out.header}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv.slice(2));
