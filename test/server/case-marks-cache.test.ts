import { gunzipSync } from 'node:zlib';
import { BucketCache, listBody, type BodySources, type MarksRule } from '../../server/cases/list/encoding';
import { cachedItemOf, type CachedItem, type ListItemCache, type SharedListItem } from '../../server/cases/listItems';
import type { Catalogue } from '../../server/cases/catalogue';
import type { Bucket } from '../../server/cases/list/versions';
import { fromCaseListEntries } from '../../src/domain/caseListWire';
import type { CaseListResponse } from '../../src/api/types';

/**
 * Issue 34: the list engine's caches are shared by every caller (the list items per case version,
 * the compressed buckets by their key), while the handlers' marks are per caller
 * (src/domain/caseMarks.ts). Two callers whose buckets hold the same cases at the same versions
 * share a bucket key; the one who may not see the marks must not be served the other's bytes, nor
 * the other way round.
 */
const catalogue = { codeIndex: new Map(), signature: 'test' } as unknown as Catalogue;
const id = '0a000000-0000-4000-8000-000000000001';
const item: SharedListItem = {
  id, title: 'Lön', caseType: { type: 'COUNSELING', title: 'Rådgivning' }, status: 2, created: '2026-01-01T00:00:00.000Z',
  deadLine: '2031-05-20', flagged: true, tags: [{ type: 'URGENT', title: 'Brådskande' }], subCategories: [], users: [],
  ownerUser: { id: '0b000000-0000-4000-8000-000000000002', name: 'Maja Medlem' }, association: null, workplace: null,
  shouldBeHandledByKanslist: true, invitationFromBoardMember: false, preview: null,
};
const cached = cachedItemOf('7', item, catalogue);
const sources = (): BodySources => ({
  db: undefined as never,
  catalogue,
  items: { fetch: async () => new Map<string, CachedItem>([[id, cached]]) } as unknown as ListItemCache,
  compressed: new BucketCache(),
});
const bucket: Bucket = { key: 'shared-key', tokens: [`${id} 7`] };
const tail = () => Buffer.from('],"caseTypes":[],"tags":[]}');

async function sent(from: BodySources, marks: MarksRule, encoding: 'gzip' | 'identity') {
  const body = await listBody(from, [bucket], new Map(), tail, encoding, marks, marks === handler ? 'handler-id' : 'owner-id');
  const json = JSON.parse((encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8')) as CaseListResponse;
  const [read] = fromCaseListEntries(json.cases, { caseTypes: [], tags: [] });
  return { flagged: read.flagged, deadLine: read.deadLine, tags: read.tags.map((t) => t.type) };
}

const handler: MarksRule = () => true;
const owner: MarksRule = () => false;
const marked = { flagged: true, deadLine: '2031-05-20', tags: ['URGENT'] };
const neutral = { flagged: false, deadLine: null, tags: [] };

describe('issue 34: a compressed bucket is shared only by callers sent the same marks', () => {
  test.each(['gzip', 'identity'] as const)('%s: the handler first, then the owner, then the handler again', async (encoding) => {
    const shared = sources();
    expect(await sent(shared, handler, encoding)).toEqual(marked);
    expect(await sent(shared, owner, encoding)).toEqual(neutral);
    expect(await sent(shared, handler, encoding)).toEqual(marked);
  });

  test('the owner first fills the cache; the handler still gets the marks', async () => {
    const shared = sources();
    expect(await sent(shared, owner, 'gzip')).toEqual(neutral);
    expect(await sent(shared, handler, 'gzip')).toEqual(marked);
    expect(await sent(shared, owner, 'gzip')).toEqual(neutral);
  });

  test('a case without marks has one form for everyone', () => {
    const plain = cachedItemOf('8', { ...item, flagged: false, deadLine: null, tags: [] }, catalogue);
    expect(plain.unmarked).toBeNull();
    expect(cached.unmarked).not.toBeNull();
  });
});

describe('issue 38: a full answer after one change looks at the changed bucket only', () => {
  const second = '1a000000-0000-4000-8000-000000000003';
  const other = cachedItemOf('3', { ...item, id: second, title: 'Semester' }, catalogue);
  const all = new Map<string, CachedItem>([[id, cached], [second, other]]);
  const watched = () => {
    const asked: string[][] = [];
    const from: BodySources = {
      ...sources(),
      items: { fetch: async (_db: unknown, _catalogue: unknown, wanted: { id: string }[]) => {
        asked.push(wanted.map((w) => w.id));
        return new Map(wanted.flatMap((w) => (all.has(w.id) ? [[w.id, all.get(w.id)!] as const] : [])));
      } } as unknown as ListItemCache,
    };
    return { from, asked };
  };
  const unchanged: Bucket = { key: 'first-bucket', tokens: [`${id} 7`] };
  const body = async (from: BodySources, buckets: Bucket[], viewer = 'handler-id', marks: MarksRule = handler) => {
    const json = JSON.parse(gunzipSync(await listBody(from, buckets, new Map(), tail, 'gzip', marks, viewer)).toString('utf8')) as CaseListResponse;
    return fromCaseListEntries(json.cases, { caseTypes: [], tags: [] }).map((entry) => [entry.id, entry.title, entry.flagged]);
  };

  test('the kept bucket is sent from the cache without its items; the changed one is built', async () => {
    const { from, asked } = watched();
    expect(await body(from, [unchanged, { key: 'second-bucket', tokens: [`${second} 3`] }])).toEqual([[id, 'Lön', true], [second, 'Semester', true]]);
    expect(asked).toEqual([[id, second]]);
    const changed = cachedItemOf('4', { ...item, id: second, title: 'Semesterlön' }, catalogue);
    all.set(second, changed);
    expect(await body(from, [unchanged, { key: 'second-bucket-changed', tokens: [`${second} 4`] }])).toEqual([[id, 'Lön', true], [second, 'Semesterlön', true]]);
    expect(asked).toEqual([[id, second], [second]]);
    all.set(second, other);
  });

  test('another caller of the same bucket gets their own form of it', async () => {
    const { from, asked } = watched();
    expect(await body(from, [unchanged])).toEqual([[id, 'Lön', true]]);
    expect(await body(from, [unchanged], 'owner-id', owner)).toEqual([[id, 'Lön', false]]);
    expect(asked).toEqual([[id], [id]]);
    expect(await body(from, [unchanged])).toEqual([[id, 'Lön', true]]);
    expect(asked).toEqual([[id], [id]]);
  });
});
