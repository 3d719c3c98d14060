import { accounts, d, org, startCaseHandlingServer, type CaseHandlingServer } from './caseHandlingFixtures';
import { readList } from './caseListSupport';
import { loadUser } from '../../server/auth/loadUser';
import type { DemoUsername } from '../../server/db/seed';
import type { StatisticsResponse } from '../../src/api/statisticsTypes';
import type { CaseListItem } from '../../src/api/types';
import { CASE_LIST_LEAN_MEDIA_TYPE } from '../../src/domain/caseListSpec';
import { statisticsLists, type StatisticsList } from '../../src/domain/statisticsLists';
import { addDays, addMonths, presetPeriod, type StatisticsPeriod } from '../../src/domain/statisticsPeriod';
import { formatSwedishDay } from '../../src/lib/swedishTime';

/**
 * Issue 36, statistics: the numbers add up with the lists (for every demo handler and each of
 * their lists, the same cases Case/GetAll shows), a board member counts only their association's
 * cases, who has no list to count is refused, and a period the rule refuses is a Swedish 400.
 */
let server: CaseHandlingServer;
const today = formatSwedishDay(new Date());
const dayOf = (iso: string) => formatSwedishDay(new Date(iso));
const fiveYears: StatisticsPeriod = { from: addDays(addMonths(today, -60), 1), to: today };

const query = (list: Omit<StatisticsList, 'name'>, period: StatisticsPeriod) => new URLSearchParams({
  role: list.role, ...(list.organisationId ? { organisationId: list.organisationId } : {}), ...(list.workplaceId ? { workplaceId: list.workplaceId } : {}), ...period,
}).toString();

async function statistics(who: DemoUsername, list: Omit<StatisticsList, 'name'>, period: StatisticsPeriod) {
  const response = await server.call(who, 'GET', `Case/Statistics?${query(list, period)}`);
  expect(response.statusCode).toBe(200);
  return response.json<StatisticsResponse>();
}

async function caseList(who: DemoUsername, list: Omit<StatisticsList, 'name'>): Promise<CaseListItem[]> {
  const { from: _from, to: _to, ...context } = Object.fromEntries(new URLSearchParams(query(list, fiveYears)));
  const response = await server.app.inject({
    method: 'GET', url: `/api/Case/GetAll?${new URLSearchParams(context).toString()}`,
    headers: { ...(await server.as(d[who].id)), accept: CASE_LIST_LEAN_MEDIA_TYPE },
  });
  expect(response.statusCode).toBe(200);
  return readList(response.json()).cases;
}

beforeAll(async () => {
  server = await startCaseHandlingServer('statistics');
});
afterAll(async () => {
  await server.cleanUp();
});

const sum = (values: { count: number }[]) => values.reduce((total, v) => total + v.count, 0);

describe('the statistics add up with the lists', () => {
  it('for each demo handler and each of their lists: the backlog is the open cases of the list, new in the period its cases created then', async () => {
    const checked: string[] = [];
    for (const who of accounts) {
      const user = (await loadUser(server.db, d[who].id))!;
      for (const list of statisticsLists(user)) {
        const cases = await caseList(who, list);
        const open = cases.filter((c) => c.status !== 3);
        for (const period of [fiveYears, presetPeriod('weeks4', today), presetPeriod('quarter', today)]) {
          const numbers = await statistics(who, list, period);
          const createdInPeriod = cases.filter((c) => dayOf(c.created) >= period.from && dayOf(c.created) <= period.to);
          if (period === fiveYears) expect(numbers.created).toBeGreaterThan(0);
          expect(numbers.openTotal).toBe(open.length);
          expect(sum(numbers.backlog)).toBe(open.length);
          expect(numbers.pastDeadline).toBe(open.filter((c) => c.deadLine !== null && c.deadLine.slice(0, 10) < today).length);
          expect(numbers.created).toBe(createdInPeriod.length);
          expect(numbers.weeks.reduce((total, w) => total + w.created, 0)).toBe(numbers.created);
          expect(numbers.weeks.reduce((total, w) => total + w.closed, 0)).toBe(numbers.closed);
          expect(numbers.closed).toBeLessThanOrEqual(cases.length - open.length);
          expect(sum(numbers.byCaseType)).toBe(numbers.created);
          expect(sum(numbers.byAssociation)).toBe(numbers.created);
          expect(new Set(numbers.byCaseType.map((c) => c.key))).toEqual(new Set(createdInPeriod.map((c) => c.caseType.type)));
          expect(new Set(numbers.byAssociation.map((a) => a.key))).toEqual(new Set(createdInPeriod.map((c) => c.association?.id ?? null)));
        }
        checked.push(`${who} ${list.role}${list.organisationId ? ' org' : ''}${list.workplaceId ? ' workplace' : ''}`);
      }
    }
    expect(checked).toEqual(expect.arrayContaining(['kanslist secretariat', 'styrelse organization org', 'ombud organization org workplace', 'nationell organization org']));
  });

  it('over five years every closed case of the list that was closed in them is counted', async () => {
    const cases = await caseList('kanslist', { role: 'secretariat', organisationId: null, workplaceId: null });
    const numbers = await statistics('kanslist', { role: 'secretariat', organisationId: null, workplaceId: null }, fiveYears);
    expect(numbers.closed).toBeGreaterThan(0);
    expect(numbers.closed).toBe(cases.filter((c) => c.status === 3).length);
    expect(numbers.medianClosingHours).not.toBeNull();
    expect(numbers.medianFirstReplyHours).not.toBeNull();
  });
});

describe('nothing a user may not see is counted', () => {
  it("a board member's numbers are their association's cases only", async () => {
    const list = { role: 'organization' as const, organisationId: org.styrelseBoardOf.id, workplaceId: null };
    const numbers = await statistics('styrelse', list, fiveYears);
    expect(numbers.created).toBeGreaterThan(0);
    expect(numbers.byAssociation.map((a) => a.key)).toEqual([org.styrelseBoardOf.id]);
    const secretariat = await statistics('kanslist', { role: 'secretariat', organisationId: null, workplaceId: null }, fiveYears);
    expect(numbers.openTotal).toBeLessThan(secretariat.openTotal);
  });

  it('another association than their own is not found (404), as for the list', async () => {
    const response = await server.call('styrelse', 'GET', `Case/Statistics?${query({ role: 'organization', organisationId: org.nationellBoardOf.id, workplaceId: null }, fiveYears)}`);
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ['medlem', 'member'], ['medlem', 'secretariat'], ['ekonom', 'economist'], ['styrelse', 'member'],
  ] as const)('%s in the %s role has no statistics (403)', async (who, role) => {
    const response = await server.call(who, 'GET', `Case/Statistics?${query({ role, organisationId: null, workplaceId: null }, fiveYears)}`);
    expect(response.statusCode).toBe(403);
  });
});

describe('the period rule', () => {
  it.each([
    ['a reversed period', { from: '2026-03-01', to: '2026-02-01' }, 'Från-datum måste vara före eller samma som till-datum.'],
    ['a period of 20 years', { from: '2006-01-01', to: '2026-01-01' }, 'Perioden får vara högst 5 år.'],
    ['a day that is no day', { from: '2026-02-30', to: '2026-03-01' }, 'Ange ett giltigt från-datum (åååå-mm-dd).'],
    ['no day at all', { from: '2026-01-01', to: 'igår' }, 'Ange ett giltigt till-datum (åååå-mm-dd).'],
  ])('%s is a 400 with a Swedish message', async (_what, period, message) => {
    const response = await server.call('kanslist', 'GET', `Case/Statistics?${query({ role: 'secretariat', organisationId: null, workplaceId: null }, period)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'STATISTICS_PERIOD_INVALID', data: { message } });
  });
});

describe('closing', () => {
  it("a case closed today (its CASE_CLOSED event) leaves the backlog and counts as closed in today's week", async () => {
    const secretariat = { role: 'secretariat' as const, organisationId: null, workplaceId: null };
    const period = presetPeriod('weeks4', today);
    const before = await statistics('kanslist', secretariat, period);
    expect((await server.call('kanslist', 'POST', `Case/${server.fixtures.medlemCounselling}/Close`)).statusCode).toBe(200);
    const after = await statistics('kanslist', secretariat, period);
    expect(after.openTotal).toBe(before.openTotal - 1);
    expect(after.closed).toBe(before.closed + 1);
    expect(after.weeks[after.weeks.length - 1].closed).toBe(before.weeks[before.weeks.length - 1].closed + 1);
  });
});
