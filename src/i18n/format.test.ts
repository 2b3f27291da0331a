import i18n from 'i18next';
import {
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatMoney,
  numberFormat,
  warmFormatters,
} from './format';

describe('formatting in the reader’s language', () => {
  const zone = process.env.TZ;
  beforeAll(async () => {
    await i18n.changeLanguage('en');
    // West of Greenwich, midnight UTC is still the day before.
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });

  it('shows a date of birth as the day it names, even when sent as midnight UTC', () => {
    expect(formatCalendarDate('1980-05-01')).toBe('May 1, 1980');
    expect(formatCalendarDate('1980-05-01T00:00:00.000Z')).toBe('May 1, 1980');
    // A moment, by contrast, is shown where the reader is.
    expect(formatDate('1980-05-01T00:00:00.000Z')).toBe('Apr 30, 1980');
  });

  it('leaves what it cannot read as it came, and nothing as nothing', () => {
    expect(formatCalendarDate('soon')).toBe('soon');
    expect(formatCalendarDate(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('follows the language for months and money', async () => {
    await i18n.changeLanguage('fr');
    try {
      expect(formatCalendarDate('1980-05-01')).toBe('1 mai 1980');
      expect(formatMoney(1234.5, 'EUR')).toMatch(/^1\s234,50\s€$/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('formatters made ahead of the first render', () => {
  it("makes the lists' number and date formatters, so the frame's render makes none", () => {
    // A time zone no other test uses: no formatter is made for it yet.
    const zone = process.env.TZ;
    process.env.TZ = 'Pacific/Chatham';
    onTestFinished(() => {
      process.env.TZ = zone;
    });
    const made: string[] = [];
    const { NumberFormat, DateTimeFormat } = Intl;
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof NumberFormat>
    ) {
      made.push('number');
      return new NumberFormat(...args);
    } as unknown as typeof NumberFormat);
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof DateTimeFormat>
    ) {
      made.push('date');
      return new DateTimeFormat(...args);
    } as unknown as typeof DateTimeFormat);
    warmFormatters();
    expect(made).toEqual(['number', 'date']);

    // What a list's pager and its dates then use.
    expect(numberFormat().format(2000)).toBe('2,000');
    expect(formatDate('2026-11-27T09:00:00.000Z')).toBe('Nov 27, 2026');
    expect(made).toEqual(['number', 'date']);
  });
});
