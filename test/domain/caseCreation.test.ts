import { checkCaseCreate, isCaseFormComplete, missingCaseFields, normaliseId, type CreateParams } from '../../src/domain/caseCreation';
import { caseCatalogue } from '../../src/domain/caseCatalogue';
import { NULL_ID } from '../../src/api/types';
import { board, economist, ids, kanslist, member } from './caseFixtures';

const subCategoriesOf = (type: string) => caseCatalogue.find((t) => t.type === type)?.subCategories.map((s) => s.type);
const check = (over: Partial<Omit<CreateParams, 'fields'>> & { fields?: Partial<CreateParams['fields']> }) => checkCaseCreate({
  actor: member, role: 'member', subCategoriesOf, ...over,
  fields: { caseType: 'COUNSELING', title: 'Lönesamtal', message: 'Hej!', ...over.fields },
});
const errorOf = (result: ReturnType<typeof checkCaseCreate>) => (result.ok ? null : result.errorCode);

describe('spec §5: the form is valid only with a case type, a title and a message', () => {
  it('is complete with all three and incomplete without any one of them', () => {
    expect(isCaseFormComplete({ caseType: 'OTHER', title: 'Rubrik', message: 'Text' })).toBe(true);
    expect(isCaseFormComplete({ caseType: '', title: 'Rubrik', message: 'Text' })).toBe(false);
    expect(isCaseFormComplete({ caseType: 'OTHER', title: '  ', message: 'Text' })).toBe(false);
    expect(isCaseFormComplete({ caseType: 'OTHER', title: 'Rubrik', message: '' })).toBe(false);
  });
  it('the server says which one is missing', () => {
    expect(errorOf(check({ fields: { caseType: '' } }))).toBe('CASE_TYPE_REQUIRED');
    expect(errorOf(check({ fields: { title: ' ' } }))).toBe('TITLE_REQUIRED');
    expect(errorOf(check({ fields: { message: '' } }))).toBe('MESSAGE_REQUIRED');
  });
});

describe('spec §6: who may create which type', () => {
  it('a member may not create a board matter; an unknown type is refused', () => {
    expect(errorOf(check({ fields: { caseType: 'BOARD_MATTER' } }))).toBe('CASE_TYPE_NOT_ALLOWED');
    expect(errorOf(check({ fields: { caseType: 'NO_SUCH_TYPE' } }))).toBe('UNKNOWN_CASE_TYPE');
  });
  it('a role the user does not hold is refused', () => {
    expect(errorOf(check({ role: 'secretariat' }))).toBe('ROLE_NOT_ALLOWED');
  });
  it('the secretariat may not create association-contact types in its role', () => {
    expect(errorOf(check({ actor: kanslist, role: 'secretariat', fields: { caseType: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION' } }))).toBe('CASE_TYPE_NOT_ALLOWED');
  });
});

describe('spec §5: economist users get the fixed sub-category ECONOMY', () => {
  it('sets ECONOMY when none is given, and refuses another', () => {
    const ok = check({ actor: economist, role: 'economist', fields: { caseType: 'YOUR_MEMBERSHIP' } });
    expect(ok.ok && ok.value.subCategory).toBe('ECONOMY');
    expect(errorOf(check({ actor: economist, role: 'economist', fields: { caseType: 'YOUR_MEMBERSHIP', subCategory: 'MEMBER_BENEFITS' } }))).toBe('INVALID_SUB_CATEGORY');
  });
  it('others choose a sub-category of the type, or none', () => {
    const ok = check({ fields: { subCategory: 'SALARY' } });
    expect(ok.ok && ok.value.subCategory).toBe('SALARY');
    expect(errorOf(check({ fields: { subCategory: 'ECONOMY' } }))).toBe('INVALID_SUB_CATEGORY');
  });
});

describe('spec §5: where the case goes', () => {
  it('a member writing to the psychology association goes to their work association and workplace', () => {
    const ok = check({ fields: { caseType: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION' } });
    expect(ok.ok && ok.value).toMatchObject({ associationId: ids.gotland, workplaceId: member.workplace!.id, shouldBeHandledByKanslist: false });
  });
  it('the national association must be one of the user\'s', () => {
    expect(errorOf(check({ fields: { caseType: 'DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION' } }))).toBe('ASSOCIATION_REQUIRED');
    expect(errorOf(check({ fields: { caseType: 'DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION', associationId: ids.stockholm } }))).toBe('INVALID_ASSOCIATION');
    const ok = check({ fields: { caseType: 'DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION', associationId: ids.kliniska } });
    expect(ok.ok && ok.value.associationId).toBe(ids.kliniska);
  });
  it('a case to the head office has no association and is for the secretariat', () => {
    expect(errorOf(check({ fields: { associationId: ids.gotland } }))).toBe('ASSOCIATION_NOT_ALLOWED');
    const ok = check({ fields: { associationId: NULL_ID } });
    expect(ok.ok && ok.value).toMatchObject({ associationId: null, shouldBeHandledByKanslist: true });
  });
  it('a board matter goes to the board\'s own association', () => {
    const ok = check({ actor: board, role: 'organization', organisationId: ids.stockholm, fields: { caseType: 'BOARD_MATTER' } });
    expect(ok.ok && ok.value).toMatchObject({ associationId: ids.stockholm, shouldBeHandledByKanslist: false });
  });
  it('for DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION on behalf of another user, no association is sent: the member\'s own is used', () => {
    expect(errorOf(check({ actor: kanslist, member, fields: { caseType: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', associationId: ids.gotland } }))).toBe('ASSOCIATION_NOT_ALLOWED');
    const ok = check({ actor: kanslist, member, role: 'secretariat', fields: { caseType: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION' } });
    expect(ok.ok && ok.value).toMatchObject({ associationId: ids.gotland, workplaceId: member.workplace!.id });
  });
  it('the all-zero id means no association', () => {
    expect(normaliseId(NULL_ID)).toBeNull();
    expect(normaliseId('')).toBeNull();
  });
});

describe('issue 23: what keeps Skicka disabled, in the order of the form', () => {
  it('nothing when type, title and message are filled', () => {
    expect(missingCaseFields({ caseType: 'OTHER', title: 'Fråga', message: 'Hej' })).toEqual([]);
  });
  it('each empty or blank field, the association after the type where the type asks for one', () => {
    expect(missingCaseFields({ caseType: '', title: ' ', message: '\n' }, true)).toEqual(['caseType', 'association', 'title', 'message']);
    expect(missingCaseFields({ caseType: 'OTHER', title: '', message: 'Hej' })).toEqual(['title']);
    expect(missingCaseFields({ caseType: 'OTHER', title: 'Fråga', message: '' })).toEqual(['message']);
  });
});
