import type { Course, PostTarget } from '../../src/api/contentTypes';
import {
  courseBelongsTo, coursesPath, defaultTargetFor, matchesText, newsPath, placeOfRoute, targetFromKey, targetKey,
} from '../../src/domain/contentPlaces';

describe('issue 9: each course list shows what belongs to its place', () => {
  const course = (organisationIds: string[]) => ({ organizations: organisationIds.map((id) => ({ id, name: id, kind: 'psychology' as const })) }) as Course;
  it('an organisation\'s list: its own courses only', () => {
    expect(courseBelongsTo(course(['a1']), { kind: 'organisation', organisationId: 'a1' })).toBe(true);
    expect(courseBelongsTo(course(['a2']), { kind: 'organisation', organisationId: 'a1' })).toBe(false);
    expect(courseBelongsTo(course([]), { kind: 'organisation', organisationId: 'a1' })).toBe(false);
  });
  it('/kurser and /kansliet/kurser: every course the user sees', () => {
    expect(courseBelongsTo(course(['a2']), { kind: 'own' })).toBe(true);
    expect(courseBelongsTo(course([]), { kind: 'secretariat' })).toBe(true);
  });
});

describe('spec §2: the paths of the news and course lists', () => {
  it('news', () => {
    expect(newsPath({ kind: 'own' })).toBe('/aktuellt');
    expect(newsPath({ kind: 'organisation', organisationId: 'a1' })).toBe('/organisation/a1/aktuellt');
    expect(newsPath({ kind: 'board', organisationId: 'a1' })).toBe('/organisation/a1/styrelsen/aktuellt');
    expect(newsPath({ kind: 'workplace', organisationId: 'a1', workplaceId: 'w1' })).toBe('/organisation/a1/arbetsplats/w1/aktuellt');
    expect(newsPath({ kind: 'secretariat' })).toBe('/kansliet/aktuellt');
    expect(newsPath({ kind: 'secretariatBoard' })).toBe('/kansliet/styrelsen/aktuellt');
  });
  it('courses: an organisation\'s, the secretariat\'s, and /kurser for every other place', () => {
    expect(coursesPath({ kind: 'organisation', organisationId: 'a1' })).toBe('/organisation/a1/kurser');
    expect(coursesPath({ kind: 'secretariat' })).toBe('/kansliet/kurser');
    expect(coursesPath({ kind: 'own' })).toBe('/kurser');
    expect(coursesPath({ kind: 'board', organisationId: 'a1' })).toBe('/kurser');
  });
});

describe('a target as a select\'s value', () => {
  it('is its kind, organisation and workplace', () => {
    expect(targetKey({ kind: 'workplace', organization_id: 'a1', workplace_id: 'w1' })).toBe('workplace:a1:w1');
    expect(targetKey({ kind: 'everyone' })).toBe('everyone::');
  });
  it('reads back only the four kinds, without empty parts', () => {
    expect(targetFromKey('workplace:a1:w1')).toEqual({ kind: 'workplace', organization_id: 'a1', workplace_id: 'w1' });
    expect(targetFromKey('organization:a1:')).toEqual({ kind: 'organization', organization_id: 'a1' });
    expect(targetFromKey('everyone::')).toEqual({ kind: 'everyone' });
    expect(targetFromKey('')).toBeNull();
    expect(targetFromKey('kurs:a1:')).toBeNull();
  });
});

describe('the target a list\'s "Skapa nyhet" starts with: the list\'s own place, when the user may write there', () => {
  const intranet = { id: 's', name: 'Kansliet', kind: 'secretariat' as const };
  const stockholm = { id: 'a1', name: 'Stockholm', kind: 'psychology' as const };
  // Targets named by their id only, and each place's target among others of the same place (in either order below),
  // so that only the right kind matches.
  const targets: PostTarget[] = [
    { kind: 'everyone' },
    { kind: 'organization', organization_id: 'x' },
    { kind: 'board', organization_id: 'y' },
    { kind: 'board', organization_id: 's', organization: intranet },
    { kind: 'organization', organization_id: 's', organization: intranet },
    { kind: 'board', organization_id: 'a1', organization: stockholm },
    { kind: 'organization', organization_id: 'a1', organization: stockholm },
    { kind: 'workplace', workplace_id: 'w1', organization_id: 'a1', organization: stockholm },
  ];
  it.each([
    [{ kind: 'organisation' as const, organisationId: 'a1' }, 'organization:a1:'],
    [{ kind: 'board' as const, organisationId: 'a1' }, 'board:a1:'],
    [{ kind: 'workplace' as const, organisationId: 'a1', workplaceId: 'w1' }, 'workplace:a1:w1'],
    [{ kind: 'secretariat' as const }, 'organization:s:'],
    [{ kind: 'secretariatBoard' as const }, 'board:s:'],
    [{ kind: 'own' as const }, ''],
  ])('%o', (place, expected) => {
    expect(defaultTargetFor(place, targets)).toBe(expected);
    expect(defaultTargetFor(place, [...targets].reverse())).toBe(expected);
  });
  it('none where the user may not write', () => {
    expect(defaultTargetFor({ kind: 'organisation', organisationId: 'a2' }, targets)).toBe('');
    expect(defaultTargetFor({ kind: 'board', organisationId: 'a2' }, targets)).toBe('');
    expect(defaultTargetFor({ kind: 'workplace', organisationId: 'a1', workplaceId: 'w2' }, targets)).toBe('');
    expect(defaultTargetFor({ kind: 'secretariat' }, targets.slice(5))).toBe('');
    expect(defaultTargetFor({ kind: 'secretariatBoard' }, targets.slice(5))).toBe('');
  });
});

describe('which place a news or course route stands for', () => {
  it('the secretariat\'s lists and its board\'s', () => {
    expect(placeOfRoute('secretariatBoardNews', {})).toEqual({ kind: 'secretariatBoard' });
    expect(placeOfRoute('secretariatNews', {})).toEqual({ kind: 'secretariat' });
  });
  it('an association\'s, its board\'s and a workplace\'s, when the route names them', () => {
    expect(placeOfRoute('boardNews', { organizationId: 'a1' })).toEqual({ kind: 'board', organisationId: 'a1' });
    expect(placeOfRoute('workplaceNews', { organizationId: 'a1', workplaceId: 'w1' })).toEqual({ kind: 'workplace', organisationId: 'a1', workplaceId: 'w1' });
    expect(placeOfRoute('organisationCourses', { organizationId: 'a1' })).toEqual({ kind: 'organisation', organisationId: 'a1' });
  });
  it('none when the route lacks its organisation or workplace', () => {
    expect(placeOfRoute('boardNews', {})).toBeNull();
    expect(placeOfRoute('workplaceNews', { organizationId: 'a1' })).toBeNull();
    expect(placeOfRoute('workplaceNews', { workplaceId: 'w1' })).toBeNull();
    expect(placeOfRoute('organisationNews', { organizationId: null })).toBeNull();
  });
  it('any other route is the user\'s own', () => {
    expect(placeOfRoute('news', { organizationId: 'a1' })).toEqual({ kind: 'own' });
  });
});

describe('a text search over a list row, case-insensitive', () => {
  it('every word must occur in some field, å, ä and ö included', () => {
    expect(matchesText('ÅRE  öst', 'Kurs i Åre', null, 'Östersund')).toBe(true);
    expect(matchesText('åre malmö', 'Kurs i Åre', undefined, 'Östersund')).toBe(false);
  });
  it('an empty or blank query matches everything', () => {
    expect(matchesText('', 'x')).toBe(true);
    expect(matchesText('   ', 'x')).toBe(true);
  });
  it('words are not joined across fields', () => {
    expect(matchesText('ab', 'a', 'b')).toBe(false);
  });
});
