import fc from 'fast-check';
import {
  callerPart, caseListEntryOf, codeIndexOf, codeTable, entryCountState, fromCaseListEntries, idOf, LIST_ITEM_FIELDS, LIST_ITEM_WRITERS, sharedEntry, wireId, wireTime,
} from '../../src/domain/caseListWire';
import type { CaseListEntry, CaseListItem, CaseType } from '../../src/api/types';

/** Issue 13, a lean first load: the list entry carries what a row, the filters and the header need, as a keyless array. */

const owner = { id: 'bbbbbbbb-0000-4000-8000-000000000001', name: 'Anna Lindqvist' };
const handler = { id: 'aaaaaaaa-0000-4000-8000-000000000002', name: 'Eva Sjöberg' };
const caseTypes: CaseType[] = [{
  type: 'YOUR_MEMBERSHIP', title: 'Ditt medlemskap', subCategories: [{ type: 'ECONOMY', title: 'Ekonomi och avgifter' }], nationalAssociations: [], psychologyAssociations: [],
}];
const tags = [{ type: 'URGENT', title: 'Brådskande' }];
const codes = codeTable(caseTypes, tags);
const index = codeIndexOf(codes);

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
const withCodes = (item: CaseListItem): CaseListEntry => [callerPart(item), ...sharedEntry(item, index)];

describe('the lean list entry (src/domain/caseListWire.ts)', () => {
  test('an entry read back is the list item it was made of, with the codes as indexes or written out', () => {
    expect(fromCaseListEntries([plain, everything].map(withCodes), { codes, caseTypes, tags })).toEqual([plain, everything]);
    expect(fromCaseListEntries([plain, everything].map(caseListEntryOf), { caseTypes, tags })).toEqual([plain, everything]);
  });

  test('the writers fill every shared position once, from their field\'s position on; only the caller\'s part (0) has none', () => {
    type Shared = keyof typeof LIST_ITEM_WRITERS;
    const writers = Object.entries(LIST_ITEM_WRITERS) as [Shared, (value: unknown, item: CaseListItem, code: (type: string) => string) => readonly unknown[]][];
    const taken = writers.flatMap(([field, write]) => write(everything[field], everything, (type) => type).map((_, i) => LIST_ITEM_FIELDS[field].at + i));
    expect(taken.sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    const unwritten = (Object.keys(LIST_ITEM_FIELDS) as (keyof typeof LIST_ITEM_FIELDS)[]).filter((field) => !(field in LIST_ITEM_WRITERS));
    expect(unwritten.map((field) => LIST_ITEM_FIELDS[field].at)).toEqual([0, 0, 0]);
  });

  test('a plain case is the caller\'s part, id, title, type index, status, created in epoch seconds, owner and preview text: nothing after', () => {
    expect(withCodes(plain)).toEqual([0, 'cccccccc000040008000000000000001', plain.title, 0, 1, Date.parse(plain.created) / 1000, 'bbbbbbbb000040008000000000000001', owner.name, 'Hej!']);
  });

  test('a field at its default before a set one is 0; the handlers are flat; a handler\'s preview names the handler by position', () => {
    const entry = withCodes(everything);
    expect(entry[0]).toEqual([1, wireId(handler.id), handler.name]);
    expect(entry.slice(8)).toEqual([
      'Svar', 1, [codes.indexOf('ECONOMY')], [wireId(handler.id), handler.name, 1, wireId(owner.id), owner.name, 0], [codes.indexOf('URGENT')],
      '2026-12-01', 1, [wireId(everything.association!.id), everything.association!.name], [wireId(everything.workplace!.id), 'Vårdcentralen'],
    ]);
    expect(withCodes({ ...plain, workplace: everything.workplace })).toEqual([...withCodes(plain), 0, 0, 0, 0, 0, 0, 0, [wireId(everything.workplace!.id), 'Vårdcentralen']]);
  });

  test('a preview by the owner (known by id on the server) is written as 0; by someone else, by name', () => {
    expect(sharedEntry({ ...plain, preview: { sender: owner, text: 'x' } }).slice(7, 9)).toEqual(['x']);
    expect(sharedEntry({ ...plain, preview: { sender: { id: handler.id, name: owner.name }, text: 'x' } }).slice(7, 9)).toEqual(['x', owner.name]);
  });

  test('a preview left out before a later field is two 0s, not holes', () => {
    expect(sharedEntry({ ...plain, preview: null, flagged: true }, index).slice(7)).toEqual([0, 0, 0, 0, 0, 0, 1]);
  });

  test('a preview by one of two handlers of the same name is written by the position of the one with its id', () => {
    const namesake = { id: 'aaaaaaaa-0000-4000-8000-000000000003', name: handler.name };
    const users = [{ ...handler, isAdministrating: true }, { ...namesake, isAdministrating: false }];
    expect(sharedEntry({ ...plain, users, preview: { sender: namesake, text: 'x' } })[8]).toBe(2);
    expect(sharedEntry({ ...plain, users, preview: { sender: { name: handler.name }, text: 'x' } })[8]).toBe(1);
  });

  test('a preview sender past the handlers reads as no name; a code index without codes reads as itself', () => {
    const entry = [...withCodes(plain)] as CaseListEntry;
    entry[9] = 3;
    expect(fromCaseListEntries([entry], { codes, caseTypes, tags })[0].preview).toEqual({ sender: { name: '' }, text: 'Hej!' });
    expect(fromCaseListEntries([withCodes(plain)], { caseTypes: [], tags: [] })[0].caseType).toEqual({ type: '0', title: '0' });
  });

  test('a sub-category code two case types share takes the title of the first', () => {
    const second: CaseType = { ...caseTypes[0], type: 'OTHER', subCategories: [{ type: 'ECONOMY', title: 'Annan titel' }] };
    const item = { ...plain, subCategories: [caseTypes[0].subCategories[0]] };
    expect(fromCaseListEntries([caseListEntryOf(item)], { caseTypes: [...caseTypes, second], tags })[0].subCategories).toEqual([{ type: 'ECONOMY', title: 'Ekonomi och avgifter' }]);
  });

  test('a code neither in the codes nor among the titles reads as itself; equal codes share one object', () => {
    const other = { ...plain, caseType: { type: 'OTHER', title: 'OTHER' } };
    const [a, b] = fromCaseListEntries([withCodes(other), withCodes(other)], { codes, caseTypes, tags });
    expect(a.caseType).toEqual({ type: 'OTHER', title: 'OTHER' });
    expect(a.caseType).toBe(b.caseType);
  });

  test('ids that are not lower-case uuids and times that are not ISO strings go as they are', () => {
    for (const id of ['c1', 'CCCCCCCC-0000-4000-8000-000000000001', '~x', '']) expect(idOf(wireId(id))).toBe(id);
    expect(wireTime('2026-11-14')).toBe('2026-11-14');
    expect(wireTime('2026-11-14T09:40:00.123Z')).toBe(Date.parse('2026-11-14T09:40:00.123Z') / 1000);
  });

  test('a count reads the status and the unread mark of an entry without reading it back', () => {
    expect([plain, everything, { ...everything, lockedBy: null, isLocked: false }].map(withCodes).map(entryCountState)).toEqual([
      { status: 1, hasUnreadMessages: false }, { status: 1, hasUnreadMessages: true }, { status: 1, hasUnreadMessages: true },
    ]);
  });
});

const ref = fc.record({ id: fc.oneof(fc.uuid(), fc.string()), name: fc.string() });
const code = fc.oneof(fc.constantFrom('YOUR_MEMBERSHIP', 'ECONOMY', 'URGENT'), fc.stringMatching(/^[A-Z_]{1,12}$/));
const item: fc.Arbitrary<CaseListItem> = fc.record({
  id: fc.oneof(fc.uuid(), fc.string()),
  title: fc.string(),
  caseType: code.map((type) => ({ type, title: type })),
  status: fc.integer({ min: 0, max: 5 }),
  created: fc.oneof(fc.date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true }).map((d) => d.toISOString()), fc.string()),
  deadLine: fc.option(fc.constantFrom('2026-12-01', '2027-01-31'), { nil: null }),
  flagged: fc.boolean(),
  tags: fc.uniqueArray(code, { maxLength: 3 }).map((list) => list.map((type) => ({ type, title: type }))),
  subCategories: fc.uniqueArray(code, { maxLength: 3 }).map((list) => list.map((type) => ({ type, title: type }))),
  users: fc.array(fc.record({ id: fc.uuid(), name: fc.string(), isAdministrating: fc.boolean() }), { maxLength: 3 }),
  ownerUser: ref,
  association: fc.option(ref, { nil: null }),
  workplace: fc.option(ref, { nil: null }),
  preview: fc.constant(null),
  hasUnreadMessages: fc.boolean(),
  isLocked: fc.constant(false),
  lockedBy: fc.option(ref, { nil: null }),
}).chain((base) => fc.record({
  preview: fc.option(fc.record({
    sender: fc.oneof(fc.constant(base.ownerUser.name), fc.constantFrom(...base.users.map((u) => u.name), 'Kansliet')).map((name) => ({ name })),
    text: fc.string(),
  }), { nil: null }),
}).map(({ preview }) => ({ ...base, preview, isLocked: base.lockedBy !== null })));

describe('property: the wire form is lossless', () => {
  test('any list item, through JSON, reads back as itself (titles from the list, codes by index)', () => {
    fc.assert(fc.property(item, (original) => {
      const titled = { ...original, caseType: { type: original.caseType.type, title: original.caseType.type } };
      const entry = JSON.parse(JSON.stringify(withCodes(titled))) as CaseListEntry;
      expect(fromCaseListEntries([entry], { codes, caseTypes: [], tags: [] })).toEqual([titled]);
    }), { numRuns: 500 });
  });
});
