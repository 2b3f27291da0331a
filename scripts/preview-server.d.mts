export function startPreview(options: {
  outDir?: string;
  port: number;
  timeoutMs?: number;
}): Promise<{ origin: string; stop: () => void }>;
