import { startCaseHandlingServer, accounts, type CaseHandlingServer, type FixtureName } from './caseHandlingFixtures';
import type { DemoUsername } from '../../server/db/seed';

/**
 * Issue 37: who may place and lift a legal hold (POST Case/{id}/LegalHold, …/LegalHold/Lift), every
 * demo account on two cases. The rule (src/domain/retention.ts mayHoldCase): the secretariat's
 * management (canManageSecretariat, kansli-styrelse), on a case they may view. The expected answers
 * are written out here from spec §6, not computed with the rule under test: one who may not view
 * the case gets its 404, one who views it without the right 403 LEGAL_HOLD_NOT_ALLOWED.
 */
let server: CaseHandlingServer;
beforeAll(async () => { server = await startCaseHandlingServer('legal-hold-table'); }, 240_000);
afterAll(() => server.cleanUp());

type Expected = 200 | [403, 'LEGAL_HOLD_NOT_ALLOWED'] | [404, 'CASE_NOT_FOUND'];
const refused: Expected = [403, 'LEGAL_HOLD_NOT_ALLOWED'];
const hidden: Expected = [404, 'CASE_NOT_FOUND'];

const table: Record<FixtureName & ('medlemClosed' | 'stockholmNew'), Record<DemoUsername, Expected>> = {
  // medlem's closed case to the secretariat, kansli-styrelse administrating.
  medlemClosed: {
    medlem: refused, 'medlem-flera': hidden, styrelse: hidden, nationell: hidden, ombud: hidden,
    kanslist: refused, 'kansli-styrelse': 200, ekonom: hidden, skyddad: hidden,
  },
  // A member's new case to the Stockholm association's board, the secretariat not invited: the
  // secretariat does not see it, so its management cannot hold it either.
  stockholmNew: {
    medlem: hidden, 'medlem-flera': hidden, styrelse: refused, nationell: hidden, ombud: hidden,
    kanslist: hidden, 'kansli-styrelse': hidden, ekonom: hidden, skyddad: hidden,
  },
};

const rows = (Object.keys(table) as (keyof typeof table)[]).flatMap((fixture) =>
  (['LegalHold', 'LegalHold/Lift'] as const).flatMap((call) => accounts.map((account) => [call, fixture, account] as const)));

it.each(rows)('POST Case/{id}/%s on %s as %s', async (call, fixture, account) => {
  const id = server.fixtures[fixture];
  // A lift is tried on a held case: a refused one must leave the hold in place.
  if (call === 'LegalHold/Lift') await server.db.insertInto('caseLegalHolds').values({ caseId: id, placedByUserId: null }).execute();
  const res = await server.call(account, 'POST', `Case/${id}/${call}`);
  const got: Expected = res.statusCode === 200 ? 200 : [res.statusCode, res.json().errorCode] as Expected;
  expect(got).toEqual(table[fixture][account]);
  const holds = await server.db.selectFrom('caseLegalHolds').select('caseId').where('caseId', '=', id).execute();
  // An allowed placing leaves a hold and an allowed lift none; a refusal changes nothing.
  expect(holds.length).toBe(call === 'LegalHold' ? (got === 200 ? 1 : 0) : (got === 200 ? 0 : 1));
  if (holds.length) await server.db.deleteFrom('caseLegalHolds').where('caseId', '=', id).execute();
});

it('an id of no case is the 404 of a hidden one', async () => {
  const res = await server.call('kansli-styrelse', 'POST', 'Case/00000000-0000-4000-8000-00000000abcd/LegalHold');
  expect([res.statusCode, res.json().errorCode]).toEqual([404, 'CASE_NOT_FOUND']);
});
