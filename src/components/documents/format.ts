import { numberFormat } from '@/i18n/format';

/** The largest file the panel accepts. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

const KB = 1024;
const MB = 1024 * 1024;

/** "512 byte", "12.5 kB", "3.2 MB" as the language writes them (binary multiples, as file managers show). */
export function formatSize(bytes: number, language: string | undefined): string {
  const [value, unit] =
    bytes < KB ? [bytes, 'byte'] : bytes < MB ? [bytes / KB, 'kilobyte'] : [bytes / MB, 'megabyte'];
  return numberFormat(
    { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: unit === 'byte' ? 0 : 1 },
    language,
  ).format(value);
}

export const formatPercent = (fraction: number, language: string | undefined) =>
  numberFormat({ style: 'percent', maximumFractionDigits: 0 }, language).format(fraction);

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  avif: 'image/avif',
};

export type Preview = { kind: 'image' | 'pdf'; type: string };

/**
 * What the browser can show of a file, from its type or else its name's extension. SVG is left
 * out: it is a document that can carry scripts, not a picture.
 */
export function previewOf(type: string | undefined, name: string): Preview | undefined {
  const mime = type?.split(';')[0]?.trim().toLowerCase();
  if (mime === 'application/pdf') return { kind: 'pdf', type: mime };
  if (mime && Object.values(IMAGE_TYPES).includes(mime)) return { kind: 'image', type: mime };
  if (mime && mime !== 'application/octet-stream') return undefined;
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  if (extension === 'pdf') return { kind: 'pdf', type: 'application/pdf' };
  const image = IMAGE_TYPES[extension];
  return image ? { kind: 'image', type: image } : undefined;
}

/** Whether a "Preview" is worth offering before the file is fetched: shown, or type unknown. */
export function mayPreview(type: string | undefined, name: string): boolean {
  if (previewOf(type, name)) return true;
  return !type && !/\.[a-z0-9]{1,8}$/i.test(name);
}

/** Saves a blob under a name through a temporary link, then lets the object URL go. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start reading the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The name a person gave the file (`originalName`), else the one the server stored it under. */
export const displayName = (doc: { name: string; originalName?: string }) =>
  doc.originalName?.trim() || doc.name;
