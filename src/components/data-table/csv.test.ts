import fc from 'fast-check';
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

/**
 * The cells a spreadsheet makes of `text` when it splits on `separator`: honouring RFC 4180
 * quotes at a cell's start (Excel, LibreOffice), or ignoring quotes altogether (a naive reader).
 */
function cellsOf(text: string, separator: string, quotes: boolean): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  let atStart = true;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (quotes && atStart && c === '"') {
      quoted = true;
      atStart = false;
    } else if (c === separator || c === '\r' || c === '\n') {
      if (c === '\n' && text[i - 1] === '\r') continue;
      cells.push(cell);
      cell = '';
      atStart = true;
    } else {
      cell += c;
      atStart = false;
    }
  }
  cells.push(cell);
  return cells;
}

const NUMBER = /^-?\d+(?:[.,]\d+)?$/;

/**
 * A cell a spreadsheet might run as a formula: past spaces, tabs and quotes it starts like one,
 * and is no number. A cell that opens with a whole field that is a plain number (`-1`, then our
 * comma and the next field, as a French Excel reads `-1,Doe`) starts with that number, not with
 * text of anyone's: what follows is the next field, whose own start is checked like any.
 */
const isFormula = (cell: string) => {
  const start = cell.replace(/^[ \t"]+/, '');
  if (!/^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/.test(start)) return false;
  return !NUMBER.test(start.trim()) && !NUMBER.test(start.split(',')[0]!.replace(/"/g, ''));
};

describe('formula cells, in every separator convention the file may be opened with', () => {
  const columns: DataColumn<string[]>[] = [0, 1, 2].map((i) => ({
    id: String(i),
    header: `Column ${i}`,
    cell: (r) => r[i],
    csv: (r) => r[i],
  }));
  const conventions = [',', ';', '\t'].flatMap((separator) =>
    [true, false].map((quotes) => ({ separator, quotes })),
  );

  it('a French Excel (";") does not find "Doe;=1+1" a formula, nor one after a tab or a line break', async () => {
    const text = await toCsv(columns, [['Doe;=1+1', 'a\t@SUM(A1)', 'x\n+cmd|calc']]);
    for (const { separator, quotes } of conventions)
      expect(cellsOf(text, separator, quotes).filter(isFormula), separator).toEqual([]);
    // What was there is still there to read, each would-be formula shown as text.
    expect(cellsOf(text, ',', true)).toEqual(
      expect.arrayContaining(["Doe;'=1+1", "a\t'@SUM(A1)", "x\n'+cmd|calc"]),
    );
  });

  it('no cell of any export is a formula, whatever the fields hold', async () => {
    const char = fc.constantFrom(...'=+-@,;\t\r\n" a1.\'＝'.split(''));
    const field = fc.array(char, { maxLength: 12 }).map((chars) => chars.join(''));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(field, field, field), { maxLength: 4 }), async (rows) => {
        const text = await toCsv(columns, rows);
        for (const { separator, quotes } of conventions)
          expect(cellsOf(text.slice(1), separator, quotes).filter(isFormula)).toEqual([]);
      }),
    );
  });

  it('leaves a field that is a plain number as it is, not one that only holds one', () => {
    expect(csvField('-3,5')).toBe('"-3,5"');
    expect(csvField('-12.5')).toBe('-12.5');
    expect(csvField('Doe; -3')).toBe("Doe;' -3");
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
