import { caseListEntryOf, fromCaseListEntries, toCaseListEntry } from '../../src/domain/caseListWire';
import type { CaseListItem, CaseType } from '../../src/api/types';

/** Issue 13, a lean first load: the list entry carries what a row, the filters and the header need. */

const owner = { id: 'bbbbbbbb-0000-4000-8000-000000000001', name: 'Anna Lindqvist' };
const handler = { id: 'aaaaaaaa-0000-4000-8000-000000000002', name: 'Eva Sjöberg' };
const caseTypes: CaseType[] = [{
  type: 'YOUR_MEMBERSHIP', title: 'Ditt medlemskap', subCategories: [{ type: 'ECONOMY', title: 'Ekonomi och avgifter' }], nationalAssociations: [], psychologyAssociations: [],
}];
const tags = [{ type: 'URGENT', title: 'Brådskande' }];

const plain: CaseListItem = {
  id: 'cccccccc-0000-4000-8000-000000000001', title: 'Återbetalning av medlemsavgift', caseType: { type: 'YOUR_MEMBERSHIP', title: 'Ditt medlemskap' },
  status: 1, created: '2026-11-14T09:40:00.000Z', deadLine: null, flagged: false, tags: [], subCategories: [], users: [], ownerUser: owner,
  association: null, workplace: null, preview: { sender: { name: owner.name }, text: 'Hej!' }, hasUnreadMessages: false, isLocked: false, lockedBy: null,
};
const everything: CaseListItem = {
  ...plain, id: 'cccccccc-0000-4000-8000-000000000002', deadLine: '2026-12-01', flagged: true, tags: [tags[0]],
  subCategories: [caseTypes[0].subCategories[0]], users: [{ ...handler, isAdministrating: true }, { ...owner, isAdministrating: false }],
  association: { id: 'dddddddd-0000-4000-8000-000000000001', name: 'Psykologföreningen i Region Kalmar län' },
  workplace: { id: 'eeeeeeee-0000-4000-8000-000000000001', name: 'Vårdcentralen' },
  preview: { sender: { name: handler.name }, text: 'Svar' }, hasUnreadMessages: true, isLocked: true, lockedBy: handler,
};

describe('the lean list entry (src/domain/caseListWire.ts)', () => {
  test('an entry read back is the list item it was made of', () => {
    expect(fromCaseListEntries([plain, everything].map(caseListEntryOf), { caseTypes, tags })).toEqual([plain, everything]);
  });

  test('no field at its default: a plain case is id, title, type code, status, created, owner and preview', () => {
    expect(caseListEntryOf(plain)).toEqual({
      id: plain.id, title: plain.title, type: 'YOUR_MEMBERSHIP', status: 1, created: plain.created, owner: [owner.id, owner.name], preview: [0, 'Hej!'],
    });
  });

  test('codes instead of titles, pairs instead of objects, the caller\'s fields last', () => {
    expect(caseListEntryOf(everything)).toMatchObject({
      tags: ['URGENT'], subs: ['ECONOMY'], flagged: 1, users: [[handler.id, handler.name, 1], [owner.id, owner.name, 0]], preview: [handler.name, 'Svar'], unread: 1, lockedBy: [handler.id, handler.name],
    });
    expect(Object.keys(toCaseListEntry(everything))).not.toContain('unread');
  });

  test('a preview by the owner (known by id on the server) is written as 0', () => {
    expect(toCaseListEntry({ ...plain, preview: { sender: owner, text: 'x' } }).preview).toEqual([0, 'x']);
    expect(toCaseListEntry({ ...plain, preview: { sender: { id: handler.id, name: owner.name }, text: 'x' } }).preview).toEqual([owner.name, 'x']);
  });

  test('a code without a title in the list reads as its code; equal codes share one object', () => {
    const [a, b] = fromCaseListEntries([{ ...caseListEntryOf(plain), type: 'OTHER' }, { ...caseListEntryOf(plain), type: 'OTHER' }], { caseTypes, tags });
    expect(a.caseType).toEqual({ type: 'OTHER', title: 'OTHER' });
    expect(a.caseType).toBe(b.caseType);
  });
});
