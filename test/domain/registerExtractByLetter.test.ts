import { extractRequestRefusal, mayDownloadExtract, mayOrderExtractByLetter } from '../../src/domain/registerExtract';
import type { User } from '../../src/api/types';
import type { MemberPlacement } from '../../src/domain/memberSearch';

/** Issue 37: an extract made by letter, for a member who asked for theirs on paper (spec §6, the secretariat's management). */
const someone: User = {
  id: '', username: '', firstname: '', lastname: '', name: '', email: null, isBoardmember: false, isKanslist: false, canManageSecretariat: false,
  isEconomist: false, protectedIdentity: false, workAssociation: null, workplace: null, unionRepresentatives: [], psychologyAssociations: [], nationalAssociations: [],
} as unknown as User;
const manager: User = { ...someone, id: 'm', isKanslist: true, canManageSecretariat: true };
const kanslist: User = { ...someone, id: 'k', isKanslist: true };
const member: MemberPlacement = { id: 'x', organisationIds: [], workAssociationId: null, workplaceId: null, protectedIdentity: false };

describe('mayOrderExtractByLetter', () => {
  test("the secretariat's management may, for another member", () => expect(mayOrderExtractByLetter(manager, 'x')).toBe(true));
  test('a kanslist without the management may not', () => expect(mayOrderExtractByLetter(kanslist, 'x')).toBe(false));
  test('never for oneself: one asks for one\'s own on the profile', () => expect(mayOrderExtractByLetter(manager, 'm')).toBe(false));
});

describe('extractRequestRefusal holds the same rule for a member the caller reaches', () => {
  test('the management: allowed', () => expect(extractRequestRefusal(manager, member)).toBeNull());
  test('a kanslist: 403 EXTRACT_NOT_ALLOWED', () => expect(extractRequestRefusal(kanslist, member)).toBe('EXTRACT_NOT_ALLOWED'));
  test('oneself: allowed (the own extract)', () => expect(extractRequestRefusal(manager, { ...member, id: 'm' })).toBeNull());
});

describe('mayDownloadExtract', () => {
  test("the member's own, by letter or not", () => {
    expect(mayDownloadExtract(kanslist, { userId: 'k', byLetter: false })).toBe(true);
    expect(mayDownloadExtract(kanslist, { userId: 'k', byLetter: true })).toBe(true);
  });
  test("the management downloads another's only when it was made by letter", () => {
    expect(mayDownloadExtract(manager, { userId: 'x', byLetter: true })).toBe(true);
    expect(mayDownloadExtract(manager, { userId: 'x', byLetter: false })).toBe(false);
  });
  test("a kanslist never another's", () => expect(mayDownloadExtract(kanslist, { userId: 'x', byLetter: true })).toBe(false));
});
