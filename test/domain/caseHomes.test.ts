import { caseCounts, handledCaseLists, openCasesUnreadFirst, watchedCaseLists } from '../../src/domain/caseHomes';
import type { User } from '../../src/api/types';
import { demoUsers, KALMAR, KALMAR_WORKPLACE, SKOLPSYKOLOGER, STOCKHOLM } from '../web/support/users';

const representative: User = {
  ...demoUsers.ombud,
  workplace: { ...demoUsers.ombud.workplace, unionRepresentatives: [{ id: demoUsers.ombud.id, name: demoUsers.ombud.name, email: null, phone: null }] },
};

describe('issue 12: the case lists a board member or representative handles (Min översikt)', () => {
  test('a board member: the associations whose board they sit on, in the organisation role', () => {
    expect(handledCaseLists(demoUsers.styrelse)).toEqual([
      { role: 'organization', organisationId: STOCKHOLM, workplaceId: null, name: 'Psykologföreningen i Region Stockholm' },
    ]);
    expect(handledCaseLists(demoUsers.nationell)).toEqual([
      { role: 'organization', organisationId: SKOLPSYKOLOGER, workplaceId: null, name: 'Sveriges Skolpsykologers Förening' },
    ]);
  });

  test('a member of a workplace and its association who is not among its representatives handles no workplace list', () => {
    const member = demoUsers.medlem;
    expect(member.workAssociation && member.workplace).toBeTruthy();
    expect((member.workplace!.unionRepresentatives as { id: string }[]).map((r) => r.id)).not.toContain(member.id);
    expect(handledCaseLists(member)).toEqual([]);
    expect(handledCaseLists({ ...member, workplace: null })).toEqual([]);
  });

  test('a workplace representative: also the workplace\'s list', () => {
    expect(handledCaseLists(representative).map((l) => [l.organisationId, l.workplaceId])).toEqual([[KALMAR, null], [KALMAR, KALMAR_WORKPLACE]]);
  });

  test('none while the GDPR information waits for acceptance, none for members, the secretariat and economists', () => {
    expect(handledCaseLists({ ...demoUsers.styrelse, awaitsGdprConsent: true })).toEqual([]);
    expect(handledCaseLists(demoUsers.medlem)).toEqual([]);
    expect(handledCaseLists(demoUsers.kanslist)).toEqual([]);
    expect(handledCaseLists(demoUsers.ekonom)).toEqual([]);
  });
});

describe('issue 12: counts of new and unread cases; open cases with the unread ones first', () => {
  const c = (status: number, hasUnreadMessages: boolean, created: string) => ({ status, hasUnreadMessages, created });

  test('new is status Ny (1); unread is any case with an unread message, closed ones included', () => {
    expect(caseCounts([c(1, false, 'a'), c(1, true, 'b'), c(2, true, 'c'), c(3, true, 'd')])).toEqual({ new: 2, unread: 3 });
    expect(caseCounts([c(1, false, 'a'), c(2, false, 'b'), c(3, false, 'c'), c(2, false, 'd')])).toEqual({ new: 1, unread: 0 });
    expect(caseCounts([])).toEqual({ new: 0, unread: 0 });
  });

  test('closed cases left out; unread first, then the newest first', () => {
    const list = [c(2, false, '2026-01-03'), c(3, true, '2026-01-09'), c(1, true, '2026-01-01'), c(1, false, '2026-01-05'), c(2, true, '2026-01-02')];
    expect(openCasesUnreadFirst(list).map((x) => x.created)).toEqual(['2026-01-02', '2026-01-01', '2026-01-05', '2026-01-03']);
  });
});

describe('issue 21: the lists the case icon\'s unread dot watches', () => {
  const own = { organisationId: null, workplaceId: null };
  test('a member: their own cases', () => {
    expect(watchedCaseLists(demoUsers.medlem)).toEqual([{ role: 'member', ...own }]);
  });
  test('an economist: the economists\' list only', () => {
    expect(watchedCaseLists(demoUsers.ekonom)).toEqual([{ role: 'economist', ...own }]);
    expect(watchedCaseLists({ ...demoUsers.ekonom, isKanslist: true })).toEqual([{ role: 'economist', ...own }]);
  });
  test('the secretariat: their own cases and the secretariat\'s list', () => {
    expect(watchedCaseLists(demoUsers.kanslist)).toEqual([{ role: 'member', ...own }, { role: 'secretariat', ...own }]);
  });
  test('a board member and a representative: also the lists they handle, without their names', () => {
    expect(watchedCaseLists(representative)).toEqual([
      { role: 'member', ...own },
      { role: 'organization', organisationId: KALMAR, workplaceId: null },
      { role: 'organization', organisationId: KALMAR, workplaceId: KALMAR_WORKPLACE },
    ]);
  });
  test('a protected identity has no case icon, so nothing is watched', () => {
    expect(watchedCaseLists(demoUsers.skyddad)).toEqual([]);
  });
});
