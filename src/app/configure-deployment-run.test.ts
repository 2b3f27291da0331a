import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The deploy step run as operators run it, from where releases live: a folder whose name has a
 * space, and a symlinked release (`/srv/app → /opt/releases/42`). It once compared its URL
 * with `file://` + its path, matched neither, wrote nothing and exited 0.
 */
const SCRIPTS = resolve(__dirname, '../../scripts');
const BUILT = `<!doctype html><html><head>
<meta http-equiv="Content-Security-Policy" content="default-src 'self'; connect-src 'self' https: http:" />
</head></html>`;

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'deploy step '));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A release: the two scripts and a built dist/, under `release`. */
function release(at: string) {
  mkdirSync(join(at, 'scripts'), { recursive: true });
  for (const file of ['configure-deployment.mjs', 'api-url.mjs'])
    cpSync(join(SCRIPTS, file), join(at, 'scripts', file));
  mkdirSync(join(at, 'dist'));
  writeFileSync(join(at, 'dist', 'index.html'), BUILT);
}

const run = (script: string, dist: string) =>
  execFileSync(process.execPath, [script, dist, '--api-url', 'https://api.clinic.example'], {
    encoding: 'utf8',
  });

function expectConfigured(dist: string) {
  expect(JSON.parse(readFileSync(join(dist, 'config.json'), 'utf8'))).toEqual({
    apiUrl: 'https://api.clinic.example',
  });
  expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain(
    "connect-src 'self' https://api.clinic.example",
  );
  expect(readFileSync(join(dist, '_headers'), 'utf8')).toContain('Clear-Site-Data');
}

it('configures a release in a folder whose path holds a space', () => {
  const at = join(root, 'clinic admin');
  release(at);
  const said = run(join(at, 'scripts', 'configure-deployment.mjs'), join(at, 'dist'));
  expect(said).toContain('Wrote');
  expectConfigured(join(at, 'dist'));
});

it('configures a release reached through a symlink', () => {
  const target = join(root, 'releases', '42');
  release(target);
  const link = join(root, 'app');
  symlinkSync(target, link, 'dir');
  run(join(link, 'scripts', 'configure-deployment.mjs'), join(link, 'dist'));
  expectConfigured(join(target, 'dist'));
  // The nginx locations name the headers file by its real path, quoted (it may hold a space).
  const locations = readFileSync(join(link, 'dist.nginx.locations.conf'), 'utf8');
  expect(locations).toContain(`include "${join(target, 'dist.nginx.conf')}";`);
});

it('run by a relative path from its own folder', () => {
  const at = join(root, 'rel');
  release(at);
  execFileSync(
    process.execPath,
    ['configure-deployment.mjs', '../dist', '--api-url', 'https://api.clinic.example'],
    {
      cwd: join(at, 'scripts'),
    },
  );
  expectConfigured(join(at, 'dist'));
});
