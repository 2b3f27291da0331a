export function narrowPolicy(html: string, apiUrl: string): { html: string; policy: string };
export function securityHeaders(policy: string): [string, string][];
export function nginxHeaders(headers: [string, string][], apiUrl: string): string;
export function staticHostHeaders(headers: [string, string][]): string;
export function configureDeployment(
  html: string,
  options: { apiUrl: string; config?: Record<string, unknown> },
): {
  html: string;
  config: Record<string, unknown>;
  header: string;
  nginx: string;
  staticHost: string;
};
export const NO_STORE: string[];
export const SIGNED_OUT_PATH: string;
export const CLEAR_SITE_DATA: string;
export function nginxLocations(headersFile: string): string;
