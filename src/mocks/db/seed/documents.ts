import type { DemoDocument } from '../records';
import { iso, type Random } from '../random';

const SEEDED = [
  ['referral-letter.pdf', 'application/pdf'],
  ['id-card-scan.pdf', 'application/pdf'],
  ['previous-results.pdf', 'application/pdf'],
  ['insurance-card.pdf', 'application/pdf'],
  ['consent-form.pdf', 'application/pdf'],
] as const;

/** Names of seeded files: their content is made up when asked for (see files.ts). */
export const SEEDED_FILE = /^seed-[\w-]+\.pdf$/;

/**
 * Most records start without documents; about one in `every` has one or two, so the documents
 * panel has something to show.
 */
export function seedDocuments(
  random: Random,
  ownerId: string,
  createdMs: number,
  every = 25,
): DemoDocument[] {
  if (!random.chance(1 / every)) return [];
  return Array.from({ length: random.int(1, 2) }, (_, i) => {
    const [originalName, mimeType] = random.pick(SEEDED);
    return {
      name: `seed-${ownerId}-${i + 1}.pdf`,
      originalName,
      mimeType,
      size: random.int(18_000, 420_000),
      uploadedAt: iso(createdMs + random.int(5, 600) * 60_000),
    };
  });
}
