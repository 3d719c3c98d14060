import { CASE_MESSAGE_MAX, CASE_TITLE_MAX, checkCaseCreate, isCaseFormComplete, missingCaseFields, normaliseId, type CreateParams } from '../../src/domain/caseCreation';
import { caseCatalogue } from '../../src/domain/caseCatalogue';
import { NULL_ID } from '../../src/api/types';
import { board, economist, ids, kanslist, member, user } from './caseFixtures';

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

describe('the server\'s checks of a new case (issue 33: each rule pinned)', () => {
  const counselling = subCategoriesOf('COUNSELING')!;

  it('spec §5: a field the request left out (null or undefined) counts as missing, it does not break the check', () => {
    const absent = undefined as unknown as string;
    expect(isCaseFormComplete({ caseType: absent, title: 'Rubrik', message: 'Text' })).toBe(false);
    expect(missingCaseFields({ caseType: 'OTHER', title: null as unknown as string, message: absent })).toEqual(['title', 'message']);
    expect(errorOf(check({ fields: { message: absent } }))).toBe('MESSAGE_REQUIRED');
  });

  it('the title and the message are stored without surrounding blanks', () => {
    const ok = check({ fields: { title: '  Lönesamtal \n', message: '\n Hej!  ' } });
    expect(ok.ok && ok.value).toMatchObject({ title: 'Lönesamtal', message: 'Hej!' });
  });

  it(`a title of at most ${CASE_TITLE_MAX} characters (after trimming) is accepted, a longer one is refused with the limit`, () => {
    expect(check({ fields: { title: 'x'.repeat(CASE_TITLE_MAX) } }).ok).toBe(true);
    expect(check({ fields: { title: ` ${'x'.repeat(CASE_TITLE_MAX)} ` } }).ok).toBe(true);
    expect(check({ fields: { title: 'x'.repeat(CASE_TITLE_MAX + 1) } })).toEqual({ ok: false, errorCode: 'TITLE_TOO_LONG', data: { max: 200 } });
  });

  it(`a message of at most ${CASE_MESSAGE_MAX} characters (after trimming) is accepted, a longer one is refused with the limit`, () => {
    expect(check({ fields: { message: 'x'.repeat(CASE_MESSAGE_MAX) } }).ok).toBe(true);
    expect(check({ fields: { message: ` ${'x'.repeat(CASE_MESSAGE_MAX)}\n` } }).ok).toBe(true);
    expect(check({ fields: { message: 'x'.repeat(CASE_MESSAGE_MAX + 1) } })).toEqual({ ok: false, errorCode: 'MESSAGE_TOO_LONG', data: { max: 20000 } });
  });

  it('spec §7: a refusal names what was refused (errorCode and data)', () => {
    expect(check({ role: 'secretariat' })).toEqual({ ok: false, errorCode: 'ROLE_NOT_ALLOWED', data: { role: 'secretariat' } });
    expect(check({ fields: { caseType: 'NO_SUCH_TYPE' } })).toEqual({ ok: false, errorCode: 'UNKNOWN_CASE_TYPE', data: { caseType: 'NO_SUCH_TYPE' } });
    expect(check({ fields: { caseType: 'BOARD_MATTER' } })).toEqual({
      ok: false, errorCode: 'CASE_TYPE_NOT_ALLOWED',
      data: { caseType: 'BOARD_MATTER', allowed: ['DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', 'DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION', 'COUNSELING', 'YOUR_MEMBERSHIP', 'OTHER'] },
    });
    expect(check({ actor: economist, role: 'economist', fields: { caseType: 'YOUR_MEMBERSHIP', subCategory: 'MEMBER_BENEFITS' } }))
      .toEqual({ ok: false, errorCode: 'INVALID_SUB_CATEGORY', data: { subCategory: 'MEMBER_BENEFITS', allowed: ['ECONOMY'] } });
    expect(check({ fields: { subCategory: 'ECONOMY' } })).toEqual({ ok: false, errorCode: 'INVALID_SUB_CATEGORY', data: { subCategory: 'ECONOMY', allowed: counselling } });
    expect(check({ fields: { caseType: 'DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION', associationId: ids.stockholm } }))
      .toEqual({ ok: false, errorCode: 'INVALID_ASSOCIATION', data: { associationId: ids.stockholm } });
  });

  it('spec §5: an economist may also send the fixed sub-category ECONOMY explicitly', () => {
    const ok = check({ actor: economist, role: 'economist', fields: { caseType: 'YOUR_MEMBERSHIP', subCategory: 'ECONOMY' } });
    expect(ok.ok && ok.value.subCategory).toBe('ECONOMY');
  });
});

describe('spec §6: creating on behalf of a member uses the member role', () => {
  it('whatever role the secretariat calls in, the member\'s own national association can be addressed', () => {
    const ok = check({ actor: kanslist, member, role: 'secretariat', fields: { caseType: 'DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION', associationId: ids.kliniska } });
    expect(ok.ok && ok.value).toMatchObject({ associationId: ids.kliniska, workplaceId: null, shouldBeHandledByKanslist: false });
  });
  it('a counselling case on behalf of a member goes to the head office, without association or workplace', () => {
    const ok = check({ actor: kanslist, member, role: 'secretariat' });
    expect(ok).toEqual({ ok: true, value: expect.objectContaining({ associationId: null, workplaceId: null, shouldBeHandledByKanslist: true }) });
  });
});

describe('spec §5: DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION on behalf of a member goes to the member\'s own association', () => {
  const onBehalfOf = (owner: typeof member) => check({ actor: kanslist, member: owner, role: 'secretariat', fields: { caseType: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION' } });
  const stockholm = { id: ids.stockholm, name: 'Psykologföreningen i Region Stockholm', role: 'Member' as const };
  const gotland = { id: ids.gotland, name: 'Psykologföreningen i Region Gotland', role: 'Member' as const };

  it('the work association, also when the member belongs to several psychology associations', () => {
    const ok = onBehalfOf(user({ ...member, id: 'u-two', psychologyAssociations: [gotland, stockholm] }));
    expect(ok.ok && ok.value).toMatchObject({ associationId: ids.gotland, workplaceId: ids.gotlandWp });
  });
  it('without a work association: the single psychology association, without a workplace', () => {
    const ok = onBehalfOf(user({ id: 'u-nowork', psychologyAssociations: [stockholm] }));
    expect(ok.ok && ok.value).toMatchObject({ associationId: ids.stockholm, workplaceId: null, shouldBeHandledByKanslist: false });
  });
  it('without a work association and with none or several psychology associations there is no own association: refused', () => {
    expect(errorOf(onBehalfOf(user({ id: 'u-several', psychologyAssociations: [stockholm, gotland] })))).toBe('ASSOCIATION_REQUIRED');
    expect(errorOf(onBehalfOf(user({ id: 'u-none' })))).toBe('ASSOCIATION_REQUIRED');
  });
});

describe('spec §5: only a case to the member\'s own (work) psychology association goes to their workplace\'s representatives', () => {
  const stockholm = { id: ids.stockholm, name: 'Psykologföreningen i Region Stockholm', role: 'Member' as const };

  it('a member may address another psychology association of theirs: that association, no workplace', () => {
    const owner = user({ ...member, id: 'u-two', psychologyAssociations: [...member.psychologyAssociations, stockholm] });
    const ok = check({ actor: owner, fields: { caseType: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', associationId: ids.stockholm } });
    expect(ok.ok && ok.value).toMatchObject({ associationId: ids.stockholm, workplaceId: null });
  });
  it('a member whose work association has no workplace on record: the association, no workplace', () => {
    const owner = user({ ...member, id: 'u-nowp', workplace: null });
    const ok = check({ actor: owner, fields: { caseType: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION' } });
    expect(ok.ok && ok.value).toMatchObject({ associationId: ids.gotland, workplaceId: null });
  });
  it('a case to the head office carries no workplace', () => {
    const ok = check({});
    expect(ok.ok && ok.value).toMatchObject({ associationId: null, workplaceId: null });
  });
  it('a board matter to the board member\'s own work association goes to the board, not to the workplace', () => {
    const owner = user({
      id: 'u-boardwork', isBoardmember: true,
      workAssociation: { id: ids.stockholm, name: 'Psykologföreningen i Region Stockholm', hasMoreThanOneWorkplace: false, role: 'Styrelsemedlem' },
      workplace: { id: ids.stockholmWp, name: 'Karolinska', corperationName: 'Region Stockholm', unionRepresentatives: [] },
      psychologyAssociations: [{ ...stockholm, role: 'Styrelsemedlem' }],
    });
    const ok = check({ actor: owner, role: 'organization', organisationId: ids.stockholm, fields: { caseType: 'BOARD_MATTER' } });
    expect(ok.ok && ok.value).toMatchObject({ associationId: ids.stockholm, workplaceId: null, shouldBeHandledByKanslist: false });
  });
});

describe('spec §5: a board matter goes to the board of the organisation the list belongs to', () => {
  const onTwoBoards = user({
    id: 'u-twoboards', isBoardmember: true,
    psychologyAssociations: [
      { id: ids.stockholm, name: 'Psykologföreningen i Region Stockholm', role: 'Styrelsemedlem' },
      { id: ids.gotland, name: 'Psykologföreningen i Region Gotland', role: 'Styrelsemedlem' },
    ],
  });
  it('on two boards, from Gotland\'s list: Gotland\'s board is auto-selected and Stockholm\'s is refused', () => {
    const ok = check({ actor: onTwoBoards, role: 'organization', organisationId: ids.gotland, fields: { caseType: 'BOARD_MATTER' } });
    expect(ok.ok && ok.value.associationId).toBe(ids.gotland);
    expect(errorOf(check({ actor: onTwoBoards, role: 'organization', organisationId: ids.gotland, fields: { caseType: 'BOARD_MATTER', associationId: ids.stockholm } }))).toBe('INVALID_ASSOCIATION');
  });
});
