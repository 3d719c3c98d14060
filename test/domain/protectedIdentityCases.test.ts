import { creatableCaseTypes, memberCaseTypes, caseTypesForAnotherUser, protectedIdentityCaseTypes } from '../../src/domain/caseTypesForRole';
import { checkCaseCreate } from '../../src/domain/caseCreation';
import { redactContact, redactPeople, redactPerson } from '../../src/domain/protectedIdentity';
import { caseTypeDescription } from '../../src/domain/caseTypeGuide';
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

describe('issue 11: a protected identity in every answer that returns people', () => {
  const hidden = { id: 'p', name: 'Nils Åkesson', address: 'Gatan 1', email: 'n@x', phone: '1', city: 'Kalmar', workplace: { id: 'w' }, workAssociation: { id: 'a' }, association: { id: 'a' }, unionRepresentatives: [{ id: 'r' }], psychologyAssociations: [{ id: 'a' }], nationalAssociations: [{ id: 'n' }], associations: [{ id: 'a' }], protectedIdentity: true };
  test('everything but the name is hidden from others, each list empty', () => {
    expect(redactPerson('someone', hidden)).toEqual({
      id: 'p', name: 'Nils Åkesson', address: null, email: null, phone: null, city: null, workplace: null, workAssociation: null, association: null,
      unionRepresentatives: [], psychologyAssociations: [], nationalAssociations: [], associations: [], protectedIdentity: true,
    });
  });
  test('fields a person does not have are not added', () => {
    expect(redactPerson('someone', { id: 'p', name: 'Nils', protectedIdentity: true })).toEqual({ id: 'p', name: 'Nils', protectedIdentity: true });
  });
  test('a list of people: each as the viewer may see them', () => {
    const open = { ...hidden, id: 'q', protectedIdentity: false };
    expect(redactPeople('p', [hidden, open])).toEqual([hidden, open]);
    expect(redactPeople('q', [hidden, open])).toEqual([redactPerson('q', hidden), open]);
  });
  test('a union representative with a protected identity is named without e-mail and phone', () => {
    const rep = { id: 'r', name: 'Rut Ombud', email: 'r@x', phone: '070', protectedIdentity: true };
    expect(redactContact('someone', rep)).toEqual({ id: 'r', name: 'Rut Ombud', email: null, phone: null });
    expect(redactContact('r', rep)).toEqual({ id: 'r', name: 'Rut Ombud', email: 'r@x', phone: '070' });
    expect(redactContact('someone', { ...rep, protectedIdentity: false })).toEqual({ id: 'r', name: 'Rut Ombud', email: 'r@x', phone: '070' });
  });
});

describe('issue 23: what each case type is for and who answers, where a member chooses it', () => {
  test('each type has a line to the member, and one for the secretariat writing on a member\'s behalf', () => {
    expect(caseTypeDescription('DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION')).toMatch(/Dina fackliga ombud svarar/);
    expect(caseTypeDescription('DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', true)).toMatch(/Medlemmens fackliga ombud svarar/);
    expect(caseTypeDescription('DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION')).toMatch(/du är medlem i.*Föreningens styrelse svarar/);
    expect(caseTypeDescription('DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION', true)).toMatch(/medlemmen är med i.*Föreningens styrelse svarar/);
    for (const type of ['COUNSELING', 'YOUR_MEMBERSHIP', 'OTHER']) {
      expect(caseTypeDescription(type)).toMatch(/Förbundets kansli svarar\.$/);
      expect(caseTypeDescription(type, true)).toMatch(/Förbundets kansli svarar\.$/);
    }
    expect(caseTypeDescription('YOUR_MEMBERSHIP')).toMatch(/ditt medlemskap/);
    expect(caseTypeDescription('YOUR_MEMBERSHIP', true)).toMatch(/i medlemskapet/);
    expect(caseTypeDescription('OTHER', true)).toMatch(/medlemmen vill fråga/);
    expect(caseTypeDescription('BOARD_MATTER')).toMatch(/^En fråga för föreningens styrelse/);
    expect(caseTypeDescription('BOARD_MATTER', true)).toMatch(/^En fråga för föreningens styrelse/);
  });
  test('a type without a line has none', () => {
    expect(caseTypeDescription('UNKNOWN')).toBeNull();
    expect(caseTypeDescription('UNKNOWN', true)).toBeNull();
  });
});
