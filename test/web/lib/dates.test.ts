import fs from 'node:fs';
import path from 'node:path';
import { formatDateTime, formatLongDate } from '../../../src/lib/dates';
import { formatHomeDate } from '../../../src/features/homes/components/HomeSections';

/** Issue 21: dates look the same everywhere, through one formatter (spec §9). */
describe('spec §9 date formats, one formatter: src/lib/dates.ts (and src/lib/swedishTime.ts for Sweden\'s time)', () => {
  test("'d LLL yyyy' in Swedish for a date; 'yyyy-MM-dd HH:mm' where the time matters", () => {
    expect(formatLongDate('2026-11-11T10:00:00.000Z')).toBe('11 nov. 2026');
    expect(formatDateTime(new Date(2026, 10, 11, 9, 5))).toBe('2026-11-11 09:05');
  });

  test('the homes write a date as the lists do', () => {
    expect(formatHomeDate('2026-11-11T10:00:00.000Z')).toBe('11 nov. 2026');
  });

  test('no other module of the SPA formats or parses dates itself', () => {
    const root = path.join(__dirname, '../../../src');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && !['lib/dates.ts', 'lib/swedishTime.ts', 'lib/calendar.ts'].some((own) => file === path.join(root, own))) {
          const text = fs.readFileSync(file, 'utf8');
          const dateFns = /import\s*{([^}]*)}\s*from\s*'date-fns'/.exec(text)?.[1] ?? '';
          if (/\b(format|parse|formatISO|lightFormat)\b/.test(dateFns) || /Intl\.DateTimeFormat|toLocaleDateString|toLocaleTimeString|getMonth\(\)\s*\+\s*1/.test(text)) {
            offenders.push(path.relative(root, file));
          }
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});

describe('the display formats are date-fns\'s own output for spec §9\'s patterns, without its formatter on the first route', () => {
  const { format } = jest.requireActual<typeof import('date-fns')>('date-fns');
  const { dateFormats, formatDate, formatTime } = jest.requireActual<typeof import('../../../src/lib/dates')>('../../../src/lib/dates');
  const { dateLocale } = jest.requireActual<typeof import('../../../src/lib/calendar')>('../../../src/lib/calendar');
  // Every month, both sides of midnight and of the daylight-saving changes, single and double digits.
  const instants = Array.from({ length: 12 * 5 }, (_, i) => new Date(2026, Math.floor(i / 5), [1, 9, 10, 28, 31][i % 5], [0, 7, 12, 23, 23][i % 5], [0, 5, 30, 59, 59][i % 5]))
    .concat([new Date('2026-03-29T00:30:00Z'), new Date('2026-10-25T01:30:00Z'), new Date(999, 0, 2)]);
  it.each(instants.map((d) => [d.toISOString(), d]))('%s', (_, date) => {
    expect(formatDate(date)).toBe(format(date, dateFormats.date, { locale: dateLocale }));
    expect(formatTime(date)).toBe(format(date, dateFormats.time, { locale: dateLocale }));
    expect(formatDateTime(date)).toBe(format(date, dateFormats.dateTime, { locale: dateLocale }));
    expect(formatLongDate(date)).toBe(format(date, dateFormats.long, { locale: dateLocale }));
    expect(formatLongDate(date.toISOString())).toBe(format(date, dateFormats.long, { locale: dateLocale }));
  });
  it('refuses an invalid date as date-fns does', () => {
    expect(() => formatLongDate('inte ett datum')).toThrow(RangeError);
  });
});

describe('toDate reads an ISO 8601 time as date-fns parseISO does', () => {
  const { toDate } = jest.requireActual<typeof import('../../../src/lib/dates')>('../../../src/lib/dates');
  const { parseISO } = jest.requireActual<typeof import('date-fns')>('date-fns');
  const forms = [
    '2026-11-28', '2026-03-29', '2026-10-25', '2026-11-28T10:00', '2026-11-28T10:00:00', '2026-11-28T10:00:00Z', '2026-11-28T10:00:00.1Z',
    '2026-11-28T10:00:00.123Z', '2026-11-28T10:00:00.123456Z', '2026-11-28T10:00:00+01:00', '2026-11-28T10:00:00-0230', '2026-11-28T10:00:00+02',
    '2026-11-28 10:00:00+00', '2026-11-28T10:00:00.123456+00:00', '2026-03-29T02:30:00', '2024-02-29', '0099-06-15', '2026-11-28T24:00',
  ];
  test.each(forms)('%s: the same instant', (text) => {
    expect(toDate(text).getTime()).toBe(parseISO(text).getTime());
  });
  const invalid = ['', 'inte ett datum', '2026-13-01', '2026-00-10', '2026-02-30', '2025-02-29', '2026-04-31', '2026-11-28T25:00', '2026-11-28T10:60', '2026-11-28T24:01', '2026-1-5'];
  test.each(invalid)('%s: not a time, to either', (text) => {
    expect(Number.isNaN(parseISO(text).getTime())).toBe(true);
    expect(() => toDate(text)).toThrow(RangeError);
  });
});
