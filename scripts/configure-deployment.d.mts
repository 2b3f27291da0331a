export function narrowPolicy(html: string, apiUrl: string): { html: string; policy: string };
export function configureDeployment(
  html: string,
  options: { apiUrl: string; config?: Record<string, unknown> },
): { html: string; config: Record<string, unknown>; header: string };
