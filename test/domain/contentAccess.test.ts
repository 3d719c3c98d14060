import { mayReadCourse, mayReadPost, mayWritePostTo, type ContentViewer } from '../../src/domain/contentAccess';
import { intranetUnreadCount, postBelongsTo, targetFromKey, targetKey } from '../../src/domain/contentPlaces';

const viewer = (overrides: Partial<ContentViewer> = {}): ContentViewer => ({
  userId: 'u1', organisationIds: ['a1'], boardOrganisationIds: [], workplaceIds: ['w1'], isSecretariat: false, ...overrides,
});
const audience = (organisationIds: string[], workplaceIds: string[] = [], isBoardPost = false, authorUserId: string | null = null) =>
  ({ organisationIds, workplaceIds, isBoardPost, authorUserId });

describe('spec §5 visibility of posts', () => {
  test('a post with no organisations is visible to everyone', () => {
    expect(mayReadPost(viewer({ organisationIds: [] }), audience([]))).toBe(true);
  });
  test('otherwise the user must belong to at least one of its organisations', () => {
    expect(mayReadPost(viewer(), audience(['a2', 'a1']))).toBe(true);
    expect(mayReadPost(viewer(), audience(['a2']))).toBe(false);
  });
  test('posts tied to workplaces are visible only to members of one of those workplaces', () => {
    expect(mayReadPost(viewer(), audience(['a1'], ['w1']))).toBe(true);
    expect(mayReadPost(viewer(), audience(['a1'], ['w2']))).toBe(false);
  });
  test('a board post only for the board members of its organisation', () => {
    expect(mayReadPost(viewer(), audience(['a1'], [], true))).toBe(false);
    expect(mayReadPost(viewer({ boardOrganisationIds: ['a1'] }), audience(['a1'], [], true))).toBe(true);
  });
  test('the author sees their own post', () => {
    expect(mayReadPost(viewer(), audience(['a9'], ['w9'], false, 'u1'))).toBe(true);
  });
});

describe('spec §5 visibility of courses', () => {
  test('no organisations: everyone; else a member of one; the secretariat sees all', () => {
    expect(mayReadCourse(viewer(), { organisationIds: [] })).toBe(true);
    expect(mayReadCourse(viewer(), { organisationIds: ['a2'] })).toBe(false);
    expect(mayReadCourse(viewer({ isSecretariat: true, organisationIds: ['s'] }), { organisationIds: ['a2'] })).toBe(true);
  });
});

describe('spec §6 create posts: secretariat or board members', () => {
  const workplaces = [{ id: 'w1', associationId: 'a1' }, { id: 'w2', associationId: 'a2' }];
  test('the secretariat anywhere, everyone included', () => {
    expect(mayWritePostTo(viewer({ isSecretariat: true }), audience([]), workplaces)).toBe(true);
  });
  test('a board member to their association, its board and its workplaces only', () => {
    const board = viewer({ boardOrganisationIds: ['a1'] });
    expect(mayWritePostTo(board, audience(['a1']), workplaces)).toBe(true);
    expect(mayWritePostTo(board, audience(['a1'], [], true), workplaces)).toBe(true);
    expect(mayWritePostTo(board, audience(['a1'], ['w1']), workplaces)).toBe(true);
    expect(mayWritePostTo(board, audience(['a1'], ['w2']), workplaces)).toBe(false);
    expect(mayWritePostTo(board, audience(['a2']), workplaces)).toBe(false);
    expect(mayWritePostTo(board, audience([]), workplaces)).toBe(false);
  });
  test('a member writes nowhere', () => {
    expect(mayWritePostTo(viewer(), audience(['a1']), workplaces)).toBe(false);
  });
});

describe('each list shows only what belongs to its place', () => {
  const org = (id: string, kind: 'psychology' | 'secretariat' = 'psychology') => ({ id, name: id, kind });
  const base = { id: 'p', title: '', preamble: '', published_at: '', author: null, is_read: false, can_edit: false };
  const general = { ...base, is_board_post: false, organizations: [], workplaces: [] };
  const association = { ...base, is_board_post: false, organizations: [org('a1')], workplaces: [] };
  const boardPost = { ...base, is_board_post: true, organizations: [org('a1')], workplaces: [] };
  const workplace = { ...base, is_board_post: false, organizations: [org('a1')], workplaces: [{ id: 'w1', name: 'w', association_id: 'a1' }] };
  const intranet = { ...base, is_board_post: false, organizations: [org('s', 'secretariat')], workplaces: [] };
  const intranetBoard = { ...intranet, is_board_post: true };
  const all = { general, association, boardPost, workplace, intranet, intranetBoard };
  const shown = (place: Parameters<typeof postBelongsTo>[1]) => Object.entries(all).filter(([, p]) => postBelongsTo(p, place)).map(([k]) => k);

  test.each([
    [{ kind: 'own' as const }, ['general', 'association', 'boardPost', 'workplace']],
    [{ kind: 'organisation' as const, organisationId: 'a1' }, ['association']],
    [{ kind: 'board' as const, organisationId: 'a1' }, ['boardPost']],
    [{ kind: 'workplace' as const, organisationId: 'a1', workplaceId: 'w1' }, ['workplace']],
    [{ kind: 'secretariat' as const }, ['intranet']],
    [{ kind: 'secretariatBoard' as const }, ['intranetBoard']],
  ])('%o', (place, expected) => {
    expect(shown(place)).toEqual(expected);
  });

  test('the Intranätet badge counts the secretariat\'s unread posts only', () => {
    expect(intranetUnreadCount([general, intranet, intranetBoard, { ...intranet, is_read: true }])).toBe(2);
  });

  test('a target survives its key', () => {
    for (const target of [{ kind: 'everyone' as const }, { kind: 'board' as const, organization_id: 'a1' }, { kind: 'workplace' as const, workplace_id: 'w1' }]) {
      expect(targetFromKey(targetKey(target))).toEqual(target);
    }
    expect(targetFromKey('admin:x:y')).toBeNull();
  });
});
