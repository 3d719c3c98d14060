import { caseAsSeenBy, caseListShowsHandlingMarks, mayReadHandlingMarks, withoutHandlingMarks } from '../../src/domain/caseMarks';
import { mayViewCaseInContext, type CaseContext } from '../../src/domain/caseAccess';
import { board, caseOf, economist, ids, kanslist, member, representative } from './caseFixtures';

const marks = { flagged: true, tags: [{ type: 'URGENT', title: 'Brådskande' }], deadLine: '2031-05-20' };
const ownCounselling = { ...caseOf({ type: 'COUNSELING', ownerUser: { id: member.id }, shouldBeHandledByKanslist: true }), ...marks };
const ownBoardMatter = { ...caseOf({ type: 'BOARD_MATTER', association: { id: ids.stockholm }, ownerUser: { id: board.id } }), ...marks };
const toWorkplace = { ...caseOf({ type: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', association: { id: ids.gotland }, workplace: { id: ids.gotlandWp } }), ...marks };
const kanslistOwn = { ...caseOf({ type: 'OTHER', ownerUser: { id: kanslist.id }, shouldBeHandledByKanslist: true }), ...marks };

describe('issue 34: the handlers\' marks (flag, tags, deadline) only for those who handle the case', () => {
  test('mayReadHandlingMarks: the owner of a case does not, its handlers do', () => {
    expect(mayReadHandlingMarks(member, ownCounselling)).toBe(false);
    expect(mayReadHandlingMarks(kanslist, ownCounselling)).toBe(true);
    expect(mayReadHandlingMarks(representative, toWorkplace)).toBe(true);
  });

  test('an invited user without a handling role does not', () => {
    const invited = { ...toWorkplace, users: [{ id: economist.id }] };
    expect(mayReadHandlingMarks(economist, invited)).toBe(false);
  });

  test('a board member handles their own board matter, so sees its marks', () => {
    expect(mayReadHandlingMarks(board, ownBoardMatter)).toBe(true);
  });

  test('secretariat staff who own a case are its owner there, not its handler', () => {
    expect(mayReadHandlingMarks(kanslist, kanslistOwn)).toBe(false);
  });

  test('caseAsSeenBy: neutral for the owner (the spec\'s fields kept), unchanged for a handler', () => {
    expect(caseAsSeenBy(member, ownCounselling)).toEqual({ ...ownCounselling, flagged: false, tags: [], deadLine: null });
    expect(caseAsSeenBy(kanslist, ownCounselling)).toBe(ownCounselling);
    expect(withoutHandlingMarks(ownCounselling)).not.toBe(ownCounselling);
  });

  test('caseAsSeenBy: a tag alone or a deadline alone is a mark the owner is not shown; a case without marks is passed on as it is', () => {
    const plain = { ...ownCounselling, flagged: false, tags: [], deadLine: null };
    const tagOnly = { ...plain, tags: marks.tags };
    const deadlineOnly = { ...plain, deadLine: marks.deadLine };
    expect(caseAsSeenBy(member, tagOnly)).toEqual(plain);
    expect(caseAsSeenBy(member, deadlineOnly)).toEqual(plain);
    expect(caseAsSeenBy(member, plain)).toBe(plain);
  });

  test('caseListShowsHandlingMarks: a plain member\'s own list never holds a marked case; a handler\'s lists can', () => {
    expect(caseListShowsHandlingMarks(member, 'member')).toBe(false);
    expect(caseListShowsHandlingMarks(board, 'member')).toBe(true);
    expect(caseListShowsHandlingMarks(kanslist, 'secretariat')).toBe(true);
    expect(caseListShowsHandlingMarks(board, 'organization')).toBe(true);
    // An economist has one case role only, and their list is all handling.
    expect(caseListShowsHandlingMarks(economist, 'economist')).toBe(true);
  });

  test('in every list, a case without marks for its viewer is one the viewer owns (the list engine relies on no more than the rule)', () => {
    const contexts: CaseContext[] = [{ role: 'member' }, { role: 'organization' }, { role: 'secretariat' }, { role: 'economist' }];
    for (const user of [member, board, representative, kanslist, economist]) {
      for (const c of [ownCounselling, ownBoardMatter, toWorkplace, kanslistOwn]) {
        for (const context of contexts) {
          if (!mayViewCaseInContext(user, context, c) || mayReadHandlingMarks(user, c)) continue;
          expect(c.ownerUser.id).toBe(user.id);
          expect(caseListShowsHandlingMarks(user, context.role) || context.role === 'member').toBe(true);
        }
      }
    }
  });
});
