import { describe, expect, it } from 'vitest';
import { scanDetector, type ScanStep } from './scan-detector';

/** Keys typed with `gaps` ms between them (one gap for all, or one per key). */
function feed(text: string, gaps: number | number[], options?: Parameters<typeof scanDetector>[0]) {
  const detect = scanDetector(options);
  let time = 1000;
  const steps: ScanStep[] = [];
  [...text.split(''), 'Enter'].forEach((key, i) => {
    time += Array.isArray(gaps) ? (gaps[i] ?? 0) : gaps;
    steps.push(detect({ key, time }));
  });
  return steps;
}
const last = (steps: ScanStep[]) => steps[steps.length - 1];

describe('a keyboard-wedge scan', () => {
  it('is a code typed a few ms a key, ending with Enter', () => {
    expect(last(feed('res-000123', 8))).toEqual({ kind: 'scanned', code: 'res-000123' });
    expect(last(feed('exm042', 30))).toEqual({ kind: 'scanned', code: 'exm042' });
  });

  it('is never human typing, even a fast typist', () => {
    expect(last(feed('res-000123', 120))).toEqual({ kind: 'typing' });
    // A fast typist's bursts (40 to 60 ms a key, a pause between words).
    expect(last(feed('res-000123', [0, 45, 50, 40, 140, 50, 45, 60, 50, 45, 55]))).toEqual({
      kind: 'typing',
    });
    expect(last(feed('res-000123', 35))).toEqual({ kind: 'typing' });
    // Fast keys, then a person presses Enter a moment later.
    expect(last(feed('abcd', [0, 10, 10, 10, 250]))).toEqual({ kind: 'typing' });
  });

  it('needs a whole code: four characters of an id at least, nothing else in it', () => {
    expect(last(feed('abc', 5))).toEqual({ kind: 'typing' });
    expect(last(feed('ab cd', 5))).toEqual({ kind: 'typing' });
  });

  it('a code typed after some slow typing is still a scan', () => {
    expect(last(feed('xyres-0001', [0, 300, 400, 5, 5, 5, 5, 5, 5, 5, 5]))).toEqual({
      kind: 'scanned',
      code: 'res-0001',
    });
  });

  it('with a prefix set, only codes that start with it are scans', () => {
    const rules = { maxGap: 30, minLength: 4, prefix: '~' };
    expect(last(feed('~res-0001', 5, rules))).toEqual({ kind: 'scanned', code: 'res-0001' });
    expect(last(feed('res-0001', 5, rules))).toEqual({ kind: 'typing' });
  });

  it('says a scan is under way from its second fast key', () => {
    const steps = feed('res1', 5);
    expect(steps.map((s) => s.kind)).toEqual([
      'typing',
      'scanning',
      'scanning',
      'scanning',
      'scanned',
    ]);
  });
});
