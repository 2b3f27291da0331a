import { ApiError } from '../errors';
import { nameReadLimit } from './limit';
import type { NameSource } from './name-reader';
import { namesGeneration, type Name } from './name-store';

/** Ids per batch lookup: a URL of 50 ids stays far below what servers accept. */
const CHUNK = 50;

/**
 * A group's names through the deployment's batch lookup (config.json `lookups`, `{ids}` becoming
 * the ids, each encoded, comma-separated), a call per 50 ids within the same limit as single
 * reads. Loaded only where a lookup is declared.
 *
 * The rows are checked against the ids asked for: a row of another record means the server
 * ignored them, a refusal (a 400) that it does not know the call, and a record it left out but
 * has (read one by one afterwards: `missed`, `distrust`) that it does not honour it either. Any
 * of them is said in the console once, and names are read one at a time until the next session.
 */
export async function lookUp<R>(
  source: NameSource<R>,
  path: string,
  ids: string[],
  generation: number,
  honoured: { lookup: boolean },
) {
  const distrust = (why: string) => {
    if (!honoured.lookup) return;
    honoured.lookup = false;
    console.warn(
      `config.json's lookups.${source.area} ("${path}") ${why}: the server does not honour it, ` +
        `so these records are read one at a time until the next sign-in or reload.`,
    );
  };
  const found = new Map<string, Name>();
  const missed = new Set<string>();
  for (let at = 0; at < ids.length; at += CHUNK) {
    const chunk = ids.slice(at, at + CHUNK);
    const url = path
      .trim()
      .replace(/^\/+/, '')
      .replace('{ids}', chunk.map(encodeURIComponent).join(','));
    const rows = await nameReadLimit(async () =>
      generation === namesGeneration() ? source.list(url) : [],
    ).catch((error: unknown) => {
      // The network may come back; a refusal will not.
      if (error instanceof ApiError && error.kind !== 'network') distrust('was refused');
    });
    if (!rows) continue;
    const asked = new Set(chunk);
    for (const row of rows) {
      const id = source.idOf(row);
      if (asked.has(id)) found.set(id, source.nameOf(row) || null);
      else distrust(`answered ${id}, which was not asked for`);
    }
    for (const id of chunk) if (!found.has(id)) missed.add(id);
  }
  return { found, missed, distrust };
}
