import {
  caseTypeChangeTargets, CASE_NOTE_MAX, CASE_REPLY_MAX, checkText, isCalendarDate, lockIsHeld, mayAdministrateCase, mayDeleteNote,
  mayInviteSecretariat, mayManageTagsAndCaseType, statusAfterReply, tagsForCaseType,
} from '../../src/domain/caseHandling';
import { tagCatalogue } from '../../src/domain/caseCatalogue';
import { mayManageCase } from '../../src/domain/caseAccess';
import { board, caseOf, economist, ids, kanslist, member, nationalBoard, representative, user } from './caseFixtures';

const headOffice = caseOf({ type: 'COUNSELING', shouldBeHandledByKanslist: true });
const membership = caseOf({ type: 'YOUR_MEMBERSHIP', shouldBeHandledByKanslist: true });
const memberBenefits = caseOf({ type: 'YOUR_MEMBERSHIP', shouldBeHandledByKanslist: true, subCategories: [{ type: 'MEMBER_BENEFITS' }] });
const toStockholm = caseOf({ type: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', association: { id: ids.stockholm } });
const toStockholmInvited = { ...toStockholm, shouldBeHandledByKanslist: true, invitationFromBoardMember: true };
const toGotlandWorkplace = caseOf({ type: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', association: { id: ids.gotland }, workplace: { id: ids.gotlandWp } });
const ownBoardMatter = caseOf({ type: 'BOARD_MATTER', association: { id: ids.stockholm }, ownerUser: { id: board.id } });
const ownCounselling = caseOf({ type: 'COUNSELING', ownerUser: { id: kanslist.id }, shouldBeHandledByKanslist: true });

describe('spec §6 "Manage tags and case types: secretariat"', () => {
  it('secretariat staff who manage the case may change its tags and type', () => {
    expect(mayManageTagsAndCaseType(kanslist, headOffice)).toBe(true);
    expect(mayManageTagsAndCaseType(kanslist, toStockholmInvited)).toBe(true);
  });
  it('other handlers (board, representatives, economists) manage the case but not its tags or type', () => {
    expect(mayManageTagsAndCaseType(board, toStockholm)).toBe(false);
    expect(mayManageTagsAndCaseType(representative, toGotlandWorkplace)).toBe(false);
    expect(mayManageTagsAndCaseType(economist, membership)).toBe(false);
  });
  it('the secretariat may not where it may not manage: a board case it was not invited to, or its own case', () => {
    expect(mayManageTagsAndCaseType(kanslist, toStockholm)).toBe(false);
    const kanslistOnTheBoard = user({ ...board, id: 'u-kanslist-board', isKanslist: true });
    expect(mayManageCase(kanslistOnTheBoard, toStockholm)).toBe(true);
    expect(mayManageTagsAndCaseType(kanslistOnTheBoard, toStockholm)).toBe(false);
    expect(mayManageTagsAndCaseType(kanslist, ownCounselling)).toBe(false);
  });
});

describe('spec §4/§6: the board handling an association case may invite the secretariat', () => {
  it('the board of the case\'s association, and the representatives of its workplace', () => {
    expect(mayInviteSecretariat(board, toStockholm)).toBe(true);
    expect(mayInviteSecretariat(representative, toGotlandWorkplace)).toBe(true);
    expect(mayInviteSecretariat(board, ownBoardMatter)).toBe(true);
  });
  it('not the secretariat itself, nor economists, nor the owner', () => {
    expect(mayInviteSecretariat(kanslist, toStockholmInvited)).toBe(false);
    expect(mayInviteSecretariat(economist, membership)).toBe(false);
    expect(mayInviteSecretariat(member, { ...toGotlandWorkplace, ownerUser: { id: member.id } })).toBe(false);
  });
  it('not on a case without an association, even by the representatives of its workplace', () => {
    expect(mayInviteSecretariat(representative, { ...toGotlandWorkplace, association: null })).toBe(false);
  });
  it('not on a head-office case, nor on another association\'s case', () => {
    expect(mayInviteSecretariat(board, caseOf({ type: 'COUNSELING', association: { id: ids.stockholm } }))).toBe(false);
    expect(mayInviteSecretariat(nationalBoard, toStockholm)).toBe(false);
  });
});

describe('a note may be deleted by its author while the author may read the notes', () => {
  it('the author who manages the case may', () => {
    expect(mayDeleteNote(kanslist, headOffice, { author: { id: kanslist.id } })).toBe(true);
  });
  it('another handler of the same case may not', () => {
    const colleague = user({ id: 'u-colleague', isKanslist: true });
    expect(mayDeleteNote(colleague, headOffice, { author: { id: kanslist.id } })).toBe(false);
  });
  it('an author who may no longer read the case\'s notes may not', () => {
    expect(mayDeleteNote(economist, memberBenefits, { author: { id: economist.id } })).toBe(false);
  });
});

describe('administrator alternatives: the handlers of the case\'s area, by role alone', () => {
  it('secretariat staff and economists for a membership case; only the secretariat for MEMBER_BENEFITS', () => {
    expect(mayAdministrateCase(kanslist, membership)).toBe(true);
    expect(mayAdministrateCase(economist, membership)).toBe(true);
    expect(mayAdministrateCase(economist, memberBenefits)).toBe(false);
  });
  it('the board and the workplace\'s representatives for association cases, not the secretariat unless invited', () => {
    expect(mayAdministrateCase(board, toStockholm)).toBe(true);
    expect(mayAdministrateCase(representative, toGotlandWorkplace)).toBe(true);
    expect(mayAdministrateCase(kanslist, toStockholm)).toBe(false);
    expect(mayAdministrateCase(kanslist, toStockholmInvited)).toBe(true);
  });
  it('being on the case already does not make one an alternative', () => {
    expect(mayAdministrateCase(economist, { ...memberBenefits, users: [{ id: economist.id }] })).toBe(false);
    expect(mayAdministrateCase(kanslist, { ...toStockholm, users: [{ id: kanslist.id }] })).toBe(false);
  });
  it('the owner is one only for a board matter', () => {
    expect(mayAdministrateCase(kanslist, ownCounselling)).toBe(false);
    expect(mayAdministrateCase(board, ownBoardMatter)).toBe(true);
  });
  it('members are never alternatives', () => {
    expect(mayAdministrateCase(member, headOffice)).toBe(false);
  });
});

describe('changing the case type: among the head office\'s types only', () => {
  it('a head-office case may become another head-office type', () => {
    expect(caseTypeChangeTargets('COUNSELING')).toEqual(['YOUR_MEMBERSHIP', 'OTHER']);
    expect(caseTypeChangeTargets('OTHER')).toEqual(['COUNSELING', 'YOUR_MEMBERSHIP']);
  });
  it('association and board cases keep their type', () => {
    for (const type of ['DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', 'DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION', 'BOARD_MATTER', 'UNKNOWN']) {
      expect(caseTypeChangeTargets(type)).toEqual([]);
    }
  });
});

describe('spec §7 TagAlternatives: tags only for certain case types', () => {
  it('a counselling case has the general tags and the counselling tags', () => {
    expect(tagsForCaseType(tagCatalogue, 'COUNSELING').map((t) => t.type).sort())
      .toEqual(['FOLLOW_UP', 'REHABILITATION', 'SALARY_REVIEW', 'TERMINATION', 'URGENT']);
  });
  it('a membership case has the general tags and the membership tags', () => {
    expect(tagsForCaseType(tagCatalogue, 'YOUR_MEMBERSHIP').map((t) => t.type).sort()).toEqual(['FEE_REDUCTION', 'FOLLOW_UP', 'INVOICE', 'URGENT']);
  });
  it('association and board cases have none', () => {
    expect(tagsForCaseType(tagCatalogue, 'BOARD_MATTER')).toEqual([]);
    expect(tagsForCaseType(tagCatalogue, 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION')).toEqual([]);
  });
});

describe('spec §9: a deadline is a date yyyy-MM-dd that exists', () => {
  it.each(['2026-11-16', '2028-02-29', '2026-12-31'])('%s is a date', (text) => expect(isCalendarDate(text)).toBe(true));
  it.each(['1900-01-01', '2026-01-01'])('%s is a date (from 1900 on)', (text) => expect(isCalendarDate(text)).toBe(true));
  it.each(['2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '26-11-16', '2026-11-16T00:00', '2026-1-1', '', '1800-01-01',
    '1899-12-31', 'x2026-11-16', '2026-11-00', '0026-11-16', '20261-11-16'])(
    '%p is not', (text) => expect(isCalendarDate(text)).toBe(false));
});

describe('spec §4: a lock is a lease, held only while the case is new', () => {
  const now = new Date('2026-11-16T08:00:00Z');
  const holder = { id: 'u-holder' };
  it('held while CREATED and the lease runs', () => {
    expect(lockIsHeld({ status: 1, lockedBy: holder, lockExpiresAt: '2026-11-16T08:01:00Z' }, now)).toBe(true);
  });
  it('a lapsed lease is no lock', () => {
    expect(lockIsHeld({ status: 1, lockedBy: holder, lockExpiresAt: '2026-11-16T07:59:59Z' }, now)).toBe(false);
    expect(lockIsHeld({ status: 1, lockedBy: holder, lockExpiresAt: '2026-11-16T08:00:00Z' }, now)).toBe(false);
  });
  it('no lock once the case is in progress or closed, or without a holder', () => {
    expect(lockIsHeld({ status: 2, lockedBy: holder, lockExpiresAt: '2026-11-16T08:01:00Z' }, now)).toBe(false);
    expect(lockIsHeld({ status: 3, lockedBy: holder, lockExpiresAt: '2026-11-16T08:01:00Z' }, now)).toBe(false);
    expect(lockIsHeld({ status: 1, lockedBy: null, lockExpiresAt: null }, now)).toBe(false);
  });
  it('a lock without an end is held while the case is new', () => {
    expect(lockIsHeld({ status: 1, lockedBy: holder, lockExpiresAt: null }, now)).toBe(true);
  });
});

describe('spec §4: a reply by anyone but the owner moves a new case to Pågående', () => {
  it('a handler\'s reply to a new case', () => {
    expect(statusAfterReply({ status: 1, ownerUser: { id: member.id } }, kanslist.id)).toBe(2);
  });
  it('the owner\'s own follow-up leaves it new', () => {
    expect(statusAfterReply({ status: 1, ownerUser: { id: member.id } }, member.id)).toBe(1);
  });
  it('a case in progress stays in progress', () => {
    expect(statusAfterReply({ status: 2, ownerUser: { id: member.id } }, kanslist.id)).toBe(2);
  });
  it('a closed case stays closed', () => {
    expect(statusAfterReply({ status: 3, ownerUser: { id: member.id } }, kanslist.id)).toBe(3);
  });
});

describe('reply and note texts', () => {
  const codes = { required: 'MESSAGE_REQUIRED', tooLong: 'MESSAGE_TOO_LONG' };
  it('are trimmed', () => expect(checkText('  Hej!  ', CASE_REPLY_MAX, codes)).toEqual({ ok: true, value: 'Hej!' }));
  it('are required', () => {
    for (const text of [undefined, null, '', '   \n']) expect(checkText(text, CASE_REPLY_MAX, codes)).toMatchObject({ ok: false, errorCode: 'MESSAGE_REQUIRED' });
  });
  it('have a maximum length', () => {
    expect(checkText('x'.repeat(CASE_REPLY_MAX + 1), CASE_REPLY_MAX, codes)).toEqual({ ok: false, errorCode: 'MESSAGE_TOO_LONG', data: { max: CASE_REPLY_MAX } });
    expect(checkText(` ${'x'.repeat(CASE_REPLY_MAX)} `, CASE_REPLY_MAX, codes)).toEqual({ ok: true, value: 'x'.repeat(CASE_REPLY_MAX) });
    expect(checkText('x'.repeat(CASE_REPLY_MAX), CASE_REPLY_MAX, codes)).toMatchObject({ ok: true });
  });
  it('must be text', () => {
    for (const text of [42, {}, ['Hej'], true]) expect(checkText(text, CASE_REPLY_MAX, codes)).toEqual({ ok: false, errorCode: 'INVALID_REQUEST' });
  });
  it('the reply and note limits are 20 000 characters', () => {
    expect(CASE_REPLY_MAX).toBe(20000);
    expect(CASE_NOTE_MAX).toBe(20000);
  });
});
