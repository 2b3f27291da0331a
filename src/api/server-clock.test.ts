import { clockNow, noteServerDate, noteServerWrite, resetServerClock } from './server-clock';

const NOW = Date.parse('2026-12-07T09:00:00.000Z');
afterEach(resetServerClock);

describe("the server's clock, as its answers tell it", () => {
  it("is the browser's, said so, until an answer tells the server's", () => {
    expect(clockNow(NOW)).toEqual({ at: '2026-12-07T09:00:00.000Z', clock: 'browser' });
  });

  it("follows an answer's Date header, and ignores one it cannot read", () => {
    noteServerDate('not a date', NOW);
    expect(clockNow(NOW).clock).toBe('browser');
    noteServerDate('Mon, 07 Dec 2026 09:05:00 GMT', NOW);
    expect(clockNow(NOW + 1000)).toEqual({ at: '2026-12-07T09:05:01.000Z', clock: 'server' });
    // Whole seconds: a header within the second of what is known leaves the clock as it is.
    noteServerDate('Mon, 07 Dec 2026 09:05:00 GMT', NOW + 400);
    expect(clockNow(NOW).at).toBe('2026-12-07T09:05:00.000Z');
  });

  it("takes a saved record's updatedAt only when the server wrote it, not when it echoes ours", () => {
    noteServerWrite('2026-12-07T09:00:00.150Z', NOW, NOW + 300);
    expect(clockNow(NOW).clock).toBe('browser');
    noteServerWrite('2026-12-07T08:58:00.150Z', NOW, NOW + 300);
    expect(clockNow(NOW + 150)).toEqual({ at: '2026-12-07T08:58:00.150Z', clock: 'server' });
  });
});
