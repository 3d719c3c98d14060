import { creatableCaseTypes, memberCaseTypes, caseTypesForAnotherUser, protectedIdentityCaseTypes } from '../../src/domain/caseTypesForRole';
import { checkCaseCreate } from '../../src/domain/caseCreation';
import { member, user } from './caseFixtures';

const skyddad = user({ ...member, id: 'u-skyddad', protectedIdentity: true });

describe('issue 34: a member with protected identity writes to the head office only', () => {
  test('protectedIdentityCaseTypes: counselling, membership and other, the secretariat\'s types', () => {
    expect(memberCaseTypes(skyddad)).toEqual(['COUNSELING', 'YOUR_MEMBERSHIP', 'OTHER']);
    expect(creatableCaseTypes(skyddad, 'member')).toEqual([...protectedIdentityCaseTypes]);
    expect(caseTypesForAnotherUser(skyddad)).toEqual([...protectedIdentityCaseTypes]);
    expect(memberCaseTypes(member)).toContain('DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION');
  });

  test('a case to their workplace\'s representatives is refused; one to the head office has no association or workplace', () => {
    const subCategoriesOf = () => [];
    const fields = { caseType: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', title: 'Hej', message: 'Fråga', associationId: null, subCategory: null };
    const refused = checkCaseCreate({ actor: skyddad, role: 'member', fields, subCategoriesOf });
    expect(refused).toEqual(expect.objectContaining({ ok: false, errorCode: 'CASE_TYPE_NOT_ALLOWED' }));
    const allowed = checkCaseCreate({ actor: skyddad, role: 'member', fields: { ...fields, caseType: 'OTHER' }, subCategoriesOf });
    expect(allowed).toEqual({ ok: true, value: expect.objectContaining({ associationId: null, workplaceId: null, shouldBeHandledByKanslist: true }) });
  });
});
