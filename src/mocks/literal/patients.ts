import { seedCustomers } from '../db/seed/people';
import { db } from '../db/tables';

/** FNV-1a: the same number for the same text, in Node and in a browser alike. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * The patient a record without one is shown with: picked among the seeded patients by the
 * record's id, so every answer names the same one, and the next seeded patient when that one was
 * deleted. The demo's own data stays as seeded (its tickets are partly anonymous, and the demo's
 * end-to-end specs read them so): the patient is given on the way out only.
 */
export function patientFor(recordId: string): string | undefined {
  const seeded = seedCustomers();
  const start = hash(recordId) % seeded.length;
  for (let i = 0; i < seeded.length; i++) {
    const id = seeded[(start + i) % seeded.length]!._id;
    if (db.customers.get(id)) return id;
  }
  return undefined;
}
