import { ageBucket, isoWeek, median, statisticsCsv, summariseStatistics, weeksOf, type StatisticsCaseRow } from '../../src/domain/statistics';
import { addDays, addMonths, daysBetween, dayValue, presetPeriod, statisticsPeriodProblem } from '../../src/domain/statisticsPeriod';

describe('the statistics period rule (issue 36)', () => {
  it.each([
    [{ from: '2026-01-01', to: '2026-01-01' }, null],
    [{ from: '2026-01-01', to: '2030-12-31' }, null],
    [{ from: '2026-01-01', to: '2031-01-01' }, 'tooLong'],
    [{ from: '2006-01-01', to: '2026-01-01' }, 'tooLong'],
    [{ from: '2026-02-01', to: '2026-01-31' }, 'reversed'],
    [{ from: '2026-02-29', to: '2026-03-01' }, 'fromInvalid'],
    [{ from: '2024-02-29', to: '2024-03-01' }, null],
    [{ from: '2026-1-1', to: '2026-03-01' }, 'fromInvalid'],
    [{ from: '2026-01-01', to: '' }, 'toInvalid'],
  ] as const)('%j: %s', (period, problem) => {
    expect(statisticsPeriodProblem(period)).toBe(problem);
  });

  it('the presets end today: 4 weeks are 28 days, a quarter 3 months, a year 12 months', () => {
    expect(presetPeriod('weeks4', '2026-11-27')).toEqual({ from: '2026-10-31', to: '2026-11-27' });
    expect(presetPeriod('quarter', '2026-11-27')).toEqual({ from: '2026-08-28', to: '2026-11-27' });
    expect(presetPeriod('year', '2026-11-27')).toEqual({ from: '2025-11-28', to: '2026-11-27' });
    expect(addMonths('2026-05-31', -3)).toBe('2026-02-28');
  });

  it('a day is a real yyyy-MM-dd: no month 13, no 31 April, no year before 1000, nothing around it', () => {
    for (const day of ['2026-13-01', '2026-04-31', '0099-01-01', 'x2026-01-01', '2026-01-01x', '2026-00-10', '2026-01-00']) expect(dayValue(day)).toBeNull();
    expect(dayValue('2026-04-30')).toBe(Date.UTC(2026, 3, 30));
    expect(dayValue('1000-01-01')).toBe(Date.UTC(1000, 0, 1));
  });

  it('days and months are counted on the calendar: whole days between two days, a month on to the month\'s last day at most', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-03-30', '2026-03-28')).toBe(-2);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-01-15', 12)).toBe('2027-01-15');
  });
});

describe('median', () => {
  it('the middle value, the mean of the middle two for an even count, null for none', () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('age buckets: 0–7, 8–30, 31–90, more than 90 days', () => {
  it.each([[0, '0-7'], [7, '0-7'], [8, '8-30'], [30, '8-30'], [31, '31-90'], [90, '31-90'], [91, '90+']] as const)('%i days: %s', (days, bucket) => {
    expect(ageBucket(days)).toBe(bucket);
  });
});

describe('ISO weeks', () => {
  it('the Thursday decides the year', () => {
    expect(isoWeek('2026-01-01')).toBe('2026-W01');
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeek('2024-12-30')).toBe('2025-W01');
    expect(weeksOf({ from: '2026-11-01', to: '2026-11-10' })).toEqual(['2026-W44', '2026-W45', '2026-W46']);
  });
});

describe('summariseStatistics', () => {
  const row = (over: Partial<StatisticsCaseRow>): StatisticsCaseRow => ({
    createdAt: '2026-11-02T09:00:00.000Z', closedAt: null, firstReplyAt: null, deadline: null,
    caseType: 'OTHER', caseTypeTitle: 'Övrigt', associationId: null, associationName: null, ...over,
  });
  const day = (iso: string) => iso.slice(0, 10);

  it('counts new and closed per week, the open backlog by age, past deadlines and the medians', () => {
    const rows = [
      row({ firstReplyAt: '2026-11-02T11:00:00.000Z', deadline: '2026-11-26' }),
      row({ createdAt: '2026-11-09T09:00:00.000Z', firstReplyAt: '2026-11-09T13:00:00.000Z', closedAt: '2026-11-10T09:00:00.000Z', caseType: 'BOARD_MATTER', caseTypeTitle: 'Styrelseärende', associationId: 'a', associationName: 'Stockholm' }),
      row({ createdAt: '2026-01-01T09:00:00.000Z', deadline: '2026-12-01' }),
      row({ createdAt: '2026-10-01T09:00:00.000Z', closedAt: '2026-11-03T09:00:00.000Z' }),
    ];
    const numbers = summariseStatistics(rows, { from: '2026-11-01', to: '2026-11-27' }, '2026-11-27', day);
    expect(numbers.created).toBe(2);
    expect(numbers.closed).toBe(2);
    expect(numbers.weeks).toEqual([
      { week: '2026-W44', created: 0, closed: 0 }, { week: '2026-W45', created: 1, closed: 1 }, { week: '2026-W46', created: 1, closed: 1 },
      { week: '2026-W47', created: 0, closed: 0 }, { week: '2026-W48', created: 0, closed: 0 },
    ]);
    expect(numbers.openTotal).toBe(2);
    expect(numbers.backlog).toEqual([{ bucket: '0-7', count: 0 }, { bucket: '8-30', count: 1 }, { bucket: '31-90', count: 0 }, { bucket: '90+', count: 1 }]);
    expect(numbers.pastDeadline).toBe(1);
    expect(numbers.medianFirstReplyHours).toBe(3);
    expect(numbers.firstReplies).toBe(2);
    expect(numbers.medianClosingHours).toBe((24 + 33 * 24) / 2);
    expect(numbers.byCaseType).toEqual([{ key: 'BOARD_MATTER', name: 'Styrelseärende', count: 1 }, { key: 'OTHER', name: 'Övrigt', count: 1 }]);
    expect(numbers.byAssociation.map((a) => a.key).sort()).toEqual(['a', null].sort());
  });
});

describe('the CSV for Swedish Excel', () => {
  it('a byte order mark, ";" between fields, CRLF lines, quoting where needed, decimal commas', () => {
    expect(statisticsCsv(['Vecka', 'Nya'], [['2026-W45', 3], ['a;b', 1.5], ['"x"', null]]))
      .toBe('\uFEFFVecka;Nya\r\n2026-W45;3\r\n"a;b";1,5\r\n"""x""";\r\n');
  });
});

describe('the statistics at their edges (issue 36)', () => {
  const row = (over: Partial<StatisticsCaseRow>): StatisticsCaseRow => ({
    createdAt: '2026-11-02T09:00:00.000Z', closedAt: null, firstReplyAt: null, deadline: null,
    caseType: 'OTHER', caseTypeTitle: 'Övrigt', associationId: null, associationName: null, ...over,
  });
  const day = (iso: string) => iso.slice(0, 10);
  const period = { from: '2026-11-02', to: '2026-11-08' };

  it('the median of numbers in numeric order, not as texts', () => {
    expect(median([1, 10, 2])).toBe(2);
    expect(median([10, 9, 100, 1])).toBe(9.5);
  });

  it('the weeks of a period that ends on a Monday include that Monday\'s week', () => {
    expect(weeksOf({ from: '2026-11-01', to: '2026-11-02' })).toEqual(['2026-W44', '2026-W45']);
    expect(weeksOf({ from: '2026-11-02', to: '2026-11-02' })).toEqual(['2026-W45']);
  });

  it('a case created or closed on the first or the last day of the period is in it; the day before or after is not', () => {
    const rows = [
      row({ createdAt: '2026-11-02T00:30:00.000Z', closedAt: '2026-11-08T23:00:00.000Z' }),
      row({ createdAt: '2026-11-08T23:30:00.000Z' }),
      row({ createdAt: '2026-11-01T23:30:00.000Z', closedAt: '2026-11-09T00:30:00.000Z' }),
      row({ createdAt: '2026-11-09T00:30:00.000Z' }),
    ];
    const numbers = summariseStatistics(rows, period, '2026-11-10', day);
    expect([numbers.created, numbers.closed, numbers.openTotal]).toEqual([2, 1, 2]);
  });

  it('without replies or closings the medians are none, and only cases with a reply count as replied', () => {
    const numbers = summariseStatistics([row({}), row({ firstReplyAt: '2026-11-02T09:20:00.000Z' })], period, '2026-11-08', day);
    expect(numbers.medianClosingHours).toBeNull();
    expect(numbers.firstReplies).toBe(1);
    expect(numbers.medianFirstReplyHours).toBe(0.3);
    expect(summariseStatistics([row({})], period, '2026-11-08', day).medianFirstReplyHours).toBeNull();
  });

  it('a deadline today or later is not past; a case created after today is in the youngest age', () => {
    const rows = [row({ deadline: '2026-11-08' }), row({ deadline: '2026-11-20' }), row({ createdAt: '2026-11-20T09:00:00.000Z', deadline: '2026-11-07' })];
    const numbers = summariseStatistics(rows, period, '2026-11-08', day);
    expect(numbers.pastDeadline).toBe(1);
    expect(numbers.backlog).toEqual([{ bucket: '0-7', count: 3 }, { bucket: '8-30', count: 0 }, { bucket: '31-90', count: 0 }, { bucket: '90+', count: 0 }]);
  });

  it('types and associations by count, the most first, a tie in Swedish order; a case without association under its own key', () => {
    const rows = [
      row({ caseType: 'OTHER', caseTypeTitle: 'Övrigt' }), row({ caseType: 'COUNSELING', caseTypeTitle: 'Rådgivning', associationId: 'a', associationName: 'Stockholm' }),
      row({ caseType: 'COUNSELING', caseTypeTitle: 'Rådgivning', associationId: 'b', associationName: 'Gotland' }), row({ caseType: 'YOUR_MEMBERSHIP', caseTypeTitle: 'Medlemskap' }),
    ];
    const numbers = summariseStatistics(rows, period, '2026-11-08', day);
    expect(numbers.byCaseType).toEqual([
      { key: 'COUNSELING', name: 'Rådgivning', count: 2 }, { key: 'YOUR_MEMBERSHIP', name: 'Medlemskap', count: 1 }, { key: 'OTHER', name: 'Övrigt', count: 1 },
    ]);
    expect(numbers.byAssociation).toEqual([{ key: null, name: '', count: 2 }, { key: 'b', name: 'Gotland', count: 1 }, { key: 'a', name: 'Stockholm', count: 1 }]);
  });

  it('the CSV: a text keeps its dots, a line break of either kind is quoted', () => {
    expect(statisticsCsv(['Median (h.)'], [['rad 1\rrad 2'], ['rad 1\nrad 2'], [0.5]])).toBe('\uFEFFMedian (h.)\r\n"rad 1\rrad 2"\r\n"rad 1\nrad 2"\r\n0,5\r\n');
  });
});
