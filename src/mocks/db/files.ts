import { SEEDED_FILE } from './seed/documents';
import { DEMO_KEY, onDemoReset, safeStorage } from './storage';

export interface StoredFile {
  type: string;
  bytes: Uint8Array;
}

const FILE_KEY = `${DEMO_KEY}.file.`;
/** Larger files stay in memory only: local storage holds 5 MB in all. */
const PERSIST_LIMIT = 256 * 1024;
const files = new Map<string, StoredFile>();
let sequence = 0;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** A one-page PDF saying what the seeded document is, so seeded documents open like real ones. */
function seededPdf(title: string): Uint8Array {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (Clinic Admin demo document) Tj 0 -28 Td /F1 12 Tf (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

/** Uploaded documents' content, by stored name (`GET /api/customer/file/{name}`). */
export const fileStore = {
  /** A name no other file has, keeping the original's extension. */
  uniqueName(originalName: string): string {
    const extension = originalName.match(/\.[A-Za-z0-9]{1,8}$/)?.[0]?.toLowerCase() ?? '';
    const stem =
      originalName
        .slice(0, originalName.length - extension.length)
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^\w-]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 40) || 'file';
    return `${Date.now().toString(36)}${(sequence++).toString(36)}-${stem}${extension}`;
  },
  put(name: string, file: StoredFile) {
    files.set(name, file);
    if (file.bytes.length <= PERSIST_LIMIT)
      safeStorage.write(FILE_KEY + name, { type: file.type, data: toBase64(file.bytes) });
  },
  get(name: string): StoredFile | undefined {
    const held = files.get(name);
    if (held) return held;
    const stored = safeStorage.read<{ type: string; data: string }>(FILE_KEY + name);
    if (stored && typeof stored.data === 'string') {
      try {
        return { type: stored.type || 'application/octet-stream', bytes: fromBase64(stored.data) };
      } catch {
        return undefined;
      }
    }
    if (SEEDED_FILE.test(name)) return { type: 'application/pdf', bytes: seededPdf(name) };
    return undefined;
  },
  reset() {
    files.clear();
    for (const key of safeStorage.keys(FILE_KEY)) safeStorage.remove(key);
  },
};
onDemoReset(fileStore.reset);
