import { describe, expect, it } from 'vitest';
import { csvField, csvFileName, toCsv } from './csv';
import type { DataColumn } from './types';

describe('csvField', () => {
  it('quotes fields with commas, quotes or line breaks and doubles the quotes (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Haddad, Leila')).toBe('"Haddad, Leila"');
    expect(csvField('6\'2" tall')).toBe('"6\'2"" tall"');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(false)).toBe('false');
  });

  it('defuses text a spreadsheet would run as a formula, not negative numbers', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvField('+33 1 23')).toBe("'+33 1 23");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-cmd')).toBe("'-cmd");
    expect(csvField('\tx')).toBe("'\tx");
    expect(csvField('-12.5')).toBe('-12.5');
    expect(csvField(-3)).toBe('-3');
  });
});

describe('toCsv', () => {
  const columns: DataColumn<{ name: string; city: string }>[] = [
    { id: 'name', header: 'Name', cell: (r) => r.name, csv: (r) => r.name },
    { id: 'hidden', header: 'Not exported', cell: () => null },
    { id: 'city', header: 'City, country', cell: (r) => r.city, csv: (r) => r.city },
  ];

  it('writes a BOM, the exported headers in order and CRLF rows', async () => {
    const text = await toCsv(columns, [
      { name: 'Élodie', city: 'Beyrouth' },
      { name: 'نور', city: 'Paris, France' },
    ]);
    expect(text).toBe('\uFEFFName,"City, country"\r\nÉlodie,Beyrouth\r\nنور,"Paris, France"\r\n');
  });

  it('writes 20,000 rows in slices, giving the browser its turn between them, and stops on cancel', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => ({ name: `Patient ${i}`, city: 'Tyr' }));
    let turns = 0;
    const ticking = setInterval(() => turns++, 0);
    // A slow column, so the work takes long enough to need slices on any machine.
    const slow: typeof columns = [
      {
        id: 'name',
        header: 'Name',
        cell: (r) => r.name,
        csv: (r) => {
          const until = performance.now() + 0.002;
          while (performance.now() < until);
          return r.name;
        },
      },
    ];
    const text = await toCsv(slow, rows);
    clearInterval(ticking);
    expect(text.split('\r\n')).toHaveLength(20_002);
    expect(turns).toBeGreaterThan(0);

    const abort = new AbortController();
    const written = toCsv(slow, rows, abort.signal);
    abort.abort();
    await expect(written).rejects.toThrow();
  });
});

it('names the file after the table and the day', () => {
  expect(csvFileName('patients', new Date(2026, 10, 5))).toBe('patients-2026-11-05.csv');
});
