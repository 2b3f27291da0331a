import { configureDeployment } from '../../scripts/configure-deployment.mjs';
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
