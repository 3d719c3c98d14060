import type { CaseListEntry, CaseListItem, CaseType } from '../../src/api/types';
import { CASE_LIST_PARTS, caseListPartOf, statusesNeedPart } from '../../src/domain/caseListPart';
import { CASE_LIST_LEAN_MEDIA_TYPE, isLeanEntry, listItemOfSpecCase, specCaseOf, type SpecCase } from '../../src/domain/caseListSpec';

const item: CaseListItem = {
  id: 'c1', title: 'Lönesamtal', caseType: { type: 'COUNSELING', title: 'Rådgivning' }, status: 1, created: '2026-11-16T08:00:00.000Z',
  deadLine: '2026-12-01', flagged: true, tags: [{ type: 'URGENT', title: 'Brådskande' }], subCategories: [{ type: 'SALARY', title: 'Lön' }],
  users: [{ id: 'u1', name: 'Lena', isAdministrating: true }], ownerUser: { id: 'u2', name: 'Anna' },
  association: { id: 'a1', name: 'Stockholm' }, workplace: { id: 'w1', name: 'Visby' },
  preview: { sender: { name: 'Lena' }, text: 'Hej' }, hasUnreadMessages: true, isLocked: true, lockedBy: { id: 'u1', name: 'Lena' },
};

describe('issue 26: the secretariat\'s list in two parts, open and closed', () => {
  it('a case belongs to a part by its status alone', () => {
    expect(CASE_LIST_PARTS).toEqual(['open', 'closed']);
    expect(caseListPartOf(1)).toBe('open');
    expect(caseListPartOf(2)).toBe('open');
    expect(caseListPartOf(3)).toBe('closed');
  });
  it('a status filter needs the parts of its statuses; an empty filter needs both', () => {
    expect(statusesNeedPart([1, 2], 'open')).toBe(true);
    expect(statusesNeedPart([1, 2], 'closed')).toBe(false);
    expect(statusesNeedPart([3], 'open')).toBe(false);
    expect(statusesNeedPart([2, 3], 'closed')).toBe(true);
    expect(statusesNeedPart([], 'open')).toBe(true);
    expect(statusesNeedPart([], 'closed')).toBe(true);
  });
});

describe('issue 21: Case/GetAll in the spec\'s shape', () => {
  const counselling: CaseType = { type: 'COUNSELING', title: 'Rådgivning', subCategories: [{ type: 'SALARY', title: 'Lön' }], nationalAssociations: [], psychologyAssociations: [] };
  it('the lean entries are asked for by their own media type', () => {
    expect(CASE_LIST_LEAN_MEDIA_TYPE).toBe('application/vnd.medlemsportal.case-list+json');
  });
  it('a spec case carries its case type in full from the answer\'s case types', () => {
    expect(specCaseOf(item, new Map([['COUNSELING', counselling]]))).toEqual({ ...item, caseType: counselling });
  });
  it('a case type not among them keeps its code and title, with empty lists', () => {
    expect(specCaseOf(item, new Map()).caseType).toEqual({ type: 'COUNSELING', title: 'Rådgivning', subCategories: [], nationalAssociations: [], psychologyAssociations: [] });
  });
  it('a spec case reads back as the list item it came from', () => {
    expect(listItemOfSpecCase(specCaseOf(item, new Map([['COUNSELING', counselling]])))).toEqual(item);
  });
  it('only what a list item has is kept', () => {
    const spec = { ...specCaseOf(item, new Map()), shouldBeHandledByKanslist: true, preview: { sender: { id: 'u1', name: 'Lena' }, text: 'Hej' } } as SpecCase;
    const back = listItemOfSpecCase({ ...spec, tags: [{ type: 'URGENT', title: 'Brådskande', extra: 1 } as never] });
    expect(back).toEqual(item);
    expect(back).not.toHaveProperty('shouldBeHandledByKanslist');
  });
  it('a server that leaves fields out gets the list item\'s defaults', () => {
    const sparse = { id: 'c2', title: 'T', caseType: counselling, status: 2, created: '2026-11-16T08:00:00.000Z', ownerUser: { id: 'u2', name: 'Anna' } } as unknown as SpecCase;
    expect(listItemOfSpecCase(sparse)).toEqual({
      id: 'c2', title: 'T', caseType: { type: 'COUNSELING', title: 'Rådgivning' }, status: 2, created: '2026-11-16T08:00:00.000Z',
      deadLine: null, flagged: false, tags: [], subCategories: [], users: [], ownerUser: { id: 'u2', name: 'Anna' },
      association: null, workplace: null, preview: null, hasUnreadMessages: false, isLocked: false, lockedBy: null,
    });
  });
  it('flags are true only when the server says true', () => {
    const truthy = { ...specCaseOf(item, new Map()), flagged: 1, hasUnreadMessages: 'yes', isLocked: 1 } as unknown as SpecCase;
    expect(listItemOfSpecCase(truthy)).toMatchObject({ flagged: false, hasUnreadMessages: false, isLocked: false });
  });
  it('a lean entry is an array, a spec case is not', () => {
    expect(isLeanEntry([0, 'c1', 'T', 0, 1, 0, 'u', 'Anna'] as unknown as CaseListEntry)).toBe(true);
    expect(isLeanEntry(specCaseOf(item, new Map()))).toBe(false);
  });
});
