/** One test of a run: its title (file › describe › test), its time and its limit. */
export interface TestTime {
  title: string;
  ms: number;
  limitMs: number;
}

export const SHOWN: number;
export const SHARE_OF_LIMIT: number;
export function slowestLines(run: string, tests: TestTime[]): string[];
export function reportSlowest(run: string, tests: TestTime[]): string[];
