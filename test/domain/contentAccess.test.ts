import type { ContentOrganization, ContentWorkplace, PostTargetRef } from '../../src/api/contentTypes';
import { demoUsers } from '../web/support/users';
import {
  audienceOfTarget, courseOrganisationsOfTarget, isOfferedTarget, mayReadCourse, mayReadPost, mayWriteCourses, mayWritePosts,
  mayWritePostTo, offeredContentTargets, userMayWriteCourses, userMayWritePosts, type ContentViewer,
} from '../../src/domain/contentAccess';
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
  test('another author\'s post follows the rules', () => {
    expect(mayReadPost(viewer(), audience(['a9'], ['w9'], false, 'u2'))).toBe(false);
    expect(mayReadPost(viewer(), audience(['a1'], [], true, 'u2'))).toBe(false);
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
  test('a post to several associations needs a board seat in each; a workplace must be known', () => {
    const board = viewer({ boardOrganisationIds: ['a1'] });
    expect(mayWritePostTo(board, audience(['a1', 'a2']), workplaces)).toBe(false);
    expect(mayWritePostTo(viewer({ boardOrganisationIds: ['a1', 'a2'] }), audience(['a1', 'a2']), workplaces)).toBe(true);
    expect(mayWritePostTo(board, audience(['a1'], ['w9']), workplaces)).toBe(false);
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

  test('a post to several associations is in each association\'s list; a workplace\'s list has only its own posts', () => {
    const twoAssociations = { ...association, organizations: [org('a2'), org('a1')] };
    expect(postBelongsTo(twoAssociations, { kind: 'organisation', organisationId: 'a1' })).toBe(true);
    expect(postBelongsTo({ ...boardPost, organizations: [org('a2'), org('a1')] }, { kind: 'board', organisationId: 'a1' })).toBe(true);
    const otherWorkplace = { ...workplace, workplaces: [{ id: 'w2', name: 'w', association_id: 'a1' }] };
    expect(postBelongsTo(otherWorkplace, { kind: 'workplace', organisationId: 'a1', workplaceId: 'w1' })).toBe(false);
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

describe('issue 9: who may write at all (the "Skapa nyhet" and "Skapa kurs" buttons)', () => {
  test('posts: the secretariat, or a board member of some association; not a member', () => {
    expect(mayWritePosts(viewer({ isSecretariat: true }))).toBe(true);
    expect(mayWritePosts(viewer({ boardOrganisationIds: ['a1'] }))).toBe(true);
    expect(mayWritePosts(viewer())).toBe(false);
  });
  test('courses: the secretariat only, board members not', () => {
    expect(mayWriteCourses(viewer({ isSecretariat: true }))).toBe(true);
    expect(mayWriteCourses(viewer({ boardOrganisationIds: ['a1'] }))).toBe(false);
  });
  test('the SPA decides the same from the signed-in user: the board role of a psychology or a national association counts', () => {
    const plain = demoUsers.medlem;
    const board = <A extends { role: string }>(a: A) => ({ ...a, role: 'Styrelsemedlem' as const });
    expect(userMayWritePosts(plain)).toBe(false);
    expect(userMayWritePosts({ ...plain, isKanslist: true })).toBe(true);
    expect(userMayWritePosts({ ...plain, psychologyAssociations: plain.psychologyAssociations.map(board) })).toBe(true);
    expect(userMayWritePosts({ ...plain, nationalAssociations: plain.nationalAssociations.map(board) })).toBe(true);
    expect(userMayWriteCourses({ isKanslist: true })).toBe(true);
    expect(userMayWriteCourses({ isKanslist: false })).toBe(false);
  });
});

describe('the audience a target stands for', () => {
  const workplaces = [{ id: 'w1', associationId: 'a1' }, { id: 'w2', associationId: 'a2' }];
  test('everyone: no organisations, no workplaces, not a board post', () => {
    expect(audienceOfTarget({ kind: 'everyone' }, workplaces)).toEqual({ organisationIds: [], workplaceIds: [], isBoardPost: false });
  });
  test('an organisation, or its board: that organisation, a board post only for the board', () => {
    expect(audienceOfTarget({ kind: 'organization', organization_id: 'a2' }, workplaces)).toEqual({ organisationIds: ['a2'], workplaceIds: [], isBoardPost: false });
    expect(audienceOfTarget({ kind: 'board', organization_id: 'a2' }, workplaces)).toEqual({ organisationIds: ['a2'], workplaceIds: [], isBoardPost: true });
  });
  test('a workplace: the workplace and the association it belongs to', () => {
    expect(audienceOfTarget({ kind: 'workplace', workplace_id: 'w2' }, workplaces)).toEqual({ organisationIds: ['a2'], workplaceIds: ['w2'], isBoardPost: false });
  });
  test('a target without its organisation, an unknown workplace or an unknown kind stands for nothing', () => {
    expect(audienceOfTarget({ kind: 'organization' }, workplaces)).toBeNull();
    expect(audienceOfTarget({ kind: 'board', organization_id: '' }, workplaces)).toBeNull();
    expect(audienceOfTarget({ kind: 'workplace', workplace_id: 'w9' }, workplaces)).toBeNull();
    expect(audienceOfTarget({ kind: 'admin' } as unknown as PostTargetRef, workplaces)).toBeNull();
  });
  test('a course goes to everyone or to one organisation, nowhere else', () => {
    expect(courseOrganisationsOfTarget({ kind: 'everyone' })).toEqual([]);
    expect(courseOrganisationsOfTarget({ kind: 'organization', organization_id: 'a1' })).toEqual(['a1']);
    expect(courseOrganisationsOfTarget({ kind: 'organization' })).toBeNull();
    expect(courseOrganisationsOfTarget({ kind: 'board', organization_id: 'a1' })).toBeNull();
    expect(courseOrganisationsOfTarget({ kind: 'workplace', workplace_id: 'w1' })).toBeNull();
  });
});

describe('issue 22: the targets offered, and the only ones a write accepts', () => {
  const intranet: ContentOrganization = { id: 's', name: 'Kansliet', kind: 'secretariat' };
  const stockholm: ContentOrganization = { id: 'a1', name: 'Stockholm', kind: 'psychology' };
  const skolpsykologer: ContentOrganization = { id: 'n1', name: 'Skolpsykologer', kind: 'national' };
  const ekonomi: ContentOrganization = { id: 'e', name: 'Ekonomi', kind: 'economist' };
  const visby: ContentWorkplace = { id: 'w1', name: 'Visby', association_id: 'a1' };
  const skolan: ContentWorkplace = { id: 'w2', name: 'Skolan', association_id: 'n1' };
  const places = { organisations: [intranet, stockholm, ekonomi, skolpsykologer], workplaces: [visby, skolan] };
  const keys = (targets: PostTargetRef[]) => targets.map(targetKey);

  test('the secretariat: everyone, the intranet and its board, then every association and its board; courses to everyone or one association', () => {
    const { posts, courses } = offeredContentTargets(viewer({ isSecretariat: true }), places);
    expect(keys(posts)).toEqual([
      targetKey({ kind: 'everyone' }),
      targetKey({ kind: 'organization', organization_id: 's' }), targetKey({ kind: 'board', organization_id: 's' }),
      targetKey({ kind: 'organization', organization_id: 'a1' }), targetKey({ kind: 'board', organization_id: 'a1' }),
      targetKey({ kind: 'organization', organization_id: 'n1' }), targetKey({ kind: 'board', organization_id: 'n1' }),
    ]);
    expect(posts[1]).toEqual({ kind: 'organization', organization_id: 's', organization: intranet });
    expect(posts[4]).toEqual({ kind: 'board', organization_id: 'a1', organization: stockholm });
    expect(courses).toEqual([
      { kind: 'everyone' },
      { kind: 'organization', organization_id: 'a1', organization: stockholm },
      { kind: 'organization', organization_id: 'n1', organization: skolpsykologer },
    ]);
  });
  test('a board member: their association, its board and its workplaces; no courses', () => {
    const { posts, courses } = offeredContentTargets(viewer({ boardOrganisationIds: ['a1', 'e', 's'] }), places);
    expect(posts).toEqual([
      { kind: 'organization', organization_id: 'a1', organization: stockholm },
      { kind: 'board', organization_id: 'a1', organization: stockholm },
      { kind: 'workplace', workplace_id: 'w1', workplace: visby, organization_id: 'a1', organization: stockholm },
    ]);
    expect(courses).toEqual([]);
  });
  test('a member: nowhere', () => {
    expect(offeredContentTargets(viewer(), places)).toEqual({ posts: [], courses: [] });
  });
  test('a write is accepted only to a target offered: the same kind and the same place', () => {
    const offered: PostTargetRef[] = [{ kind: 'everyone' }, { kind: 'board', organization_id: 'a1' }, { kind: 'workplace', workplace_id: 'w1', organization_id: 'a1' }];
    expect(isOfferedTarget(offered, { kind: 'everyone' })).toBe(true);
    expect(isOfferedTarget(offered, { kind: 'board', organization_id: 'a1' })).toBe(true);
    expect(isOfferedTarget(offered, { kind: 'board', organization_id: 'a2' })).toBe(false);
    expect(isOfferedTarget(offered, { kind: 'organization', organization_id: 'a1' })).toBe(false);
    expect(isOfferedTarget(offered, { kind: 'workplace', workplace_id: 'w1' })).toBe(true);
    expect(isOfferedTarget(offered, { kind: 'workplace', workplace_id: 'w2', organization_id: 'a1' })).toBe(false);
    expect(isOfferedTarget([{ kind: 'board', organization_id: 'a1' }], { kind: 'everyone' })).toBe(false);
    expect(isOfferedTarget([{ kind: 'everyone' }], { kind: 'everyone', organization_id: 'a1' })).toBe(true);
  });
});
