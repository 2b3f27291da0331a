import { configureDeployment, nginxLocations } from '../../scripts/configure-deployment.mjs';
import { policyAllows } from './config-check';

const BUILT = `<!doctype html><html><head><meta charset="UTF-8" />
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-abc='; connect-src 'self' https: http:; object-src 'none'" />
</head></html>`;
const policyOf = (html: string) =>
  /content="([^"]*)"/.exec(html.split('Content-Security-Policy')[1] ?? '')?.[1];

describe('the deploy step that writes config.json and the policy together', () => {
  it('narrows connect-src to the API it configures, and leaves the scripts’ hashes', () => {
    const out = configureDeployment(BUILT, {
      apiUrl: 'https://api.clinic.example/v1',
      config: { extensions: ['dateRange'] },
    });
    const policy = policyOf(out.html)!;
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc='; connect-src 'self' https://api.clinic.example; object-src 'none'",
    );
    expect(out.config).toEqual({
      extensions: ['dateRange'],
      apiUrl: 'https://api.clinic.example/v1',
    });
    expect(out.header).toBe(`Content-Security-Policy: ${policy}; frame-ancestors 'none'`);
    // The app's own start-up check agrees: that API is allowed, another is not.
    expect(policyAllows('https://api.clinic.example/v1/api', policy, 'https://app.example')).toBe(
      true,
    );
    expect(policyAllows('https://elsewhere.example', policy, 'https://app.example')).toBe(false);
  });

  it('refuses a page that carries no policy rather than write a config without one', () => {
    expect(() => configureDeployment('<html></html>', { apiUrl: 'https://a.example' })).toThrow(
      /no Content-Security-Policy/,
    );
  });
});

describe('the headers the deploy step writes for the web server', () => {
  const out = configureDeployment(BUILT, { apiUrl: 'https://api.clinic.example' });
  const policy = `${policyOf(out.html)}; frame-ancestors 'none'`;

  it('forbids framing and carries the narrowed policy, for nginx', () => {
    expect(out.nginx).toContain(`add_header Content-Security-Policy "${policy}" always;`);
    expect(out.nginx).toContain('add_header X-Frame-Options "DENY" always;');
    expect(out.nginx).toContain('add_header Referrer-Policy "no-referrer" always;');
    expect(out.nginx).toContain('add_header X-Content-Type-Options "nosniff" always;');
  });

  it('and for a static host’s _headers file, on every path', () => {
    const lines = out.staticHost.split('\n');
    expect(lines[0]).toBe('/*');
    expect(lines).toContain(`  Content-Security-Policy: ${policy}`);
    expect(lines).toContain('  X-Frame-Options: DENY');
  });

  it('has the page and config.json never stored, and the sign-out path clear the cache', () => {
    const blocks = out.staticHost.split(/\n(?=\/)/);
    for (const path of ['/', '/index.html', '/config.json'])
      expect(blocks).toContain(`${path}\n  Cache-Control: no-store`);
    expect(blocks).toContain(
      '/signed-out\n  Cache-Control: no-store\n  Clear-Site-Data: "cache"\n',
    );
    expect(nginxLocations('/srv/app/dist.nginx.conf')).toContain(
      `location = /signed-out {\n  include "/srv/app/dist.nginx.conf";\n  add_header Cache-Control "no-store" always;\n  add_header Clear-Site-Data '"cache"' always;\n  return 204;\n}`,
    );
  });

  it('refuses a plain-http API on another host, as the app would', () => {
    expect(() => configureDeployment(BUILT, { apiUrl: 'http://api.clinic.example' })).toThrow(
      /must be https/,
    );
    expect(configureDeployment(BUILT, { apiUrl: 'http://127.0.0.1:4416' }).config).toEqual({
      apiUrl: 'http://127.0.0.1:4416',
    });
  });
});
