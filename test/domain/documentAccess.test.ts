import {
  mayManageAssociationDocuments, mayManageDocument, mayManageSecretariatDocuments, mayReadAssociationDocuments, mayReadBoardDocuments,
  mayReadDocument, mayReadSecretariatDocuments, mayReadWorkplaceDocuments, ownWorkplaceIds, type DocumentFacts,
} from '../../src/domain/documentAccess';
import { mayOpenDocumentArea, ownDocumentArea } from '../../src/domain/documentArea';
import { board, economist, ids, kanslist, member, nationalBoard, representative, user } from './caseFixtures';

/**
 * Spec §6 and issue 10: who reads and manages which document area, with users whose every field is
 * visible (caseFixtures): the secretariat, the board of an association (after the GDPR consent),
 * the members of an association and of a workplace, its representatives.
 */
const awaitingConsent = user({ ...board, id: 'u-board-gdpr', awaitsGdprConsent: true });
const file = (over: Partial<DocumentFacts> = {}): DocumentFacts => ({ area: 'association', associationId: ids.gotland, workplaceId: null, isPublic: false, ...over });

describe('the secretariat area: read and managed by the secretariat only', () => {
  test('the secretariat reads and manages it; a board member or a member does neither', () => {
    for (const rule of [mayReadSecretariatDocuments, mayManageSecretariatDocuments]) {
      expect([kanslist, board, member, economist].map(rule)).toEqual([true, false, false, false]);
    }
    const secretariatFile = file({ area: 'secretariat', associationId: null });
    expect([kanslist, board, member].map((u) => mayReadDocument(u, secretariatFile))).toEqual([true, false, false]);
    expect([kanslist, board, member].map((u) => mayManageDocument(u, secretariatFile))).toEqual([true, false, false]);
  });
});

describe('an association\'s area: managed by the secretariat and its board; read by whoever belongs to it', () => {
  test('the secretariat manages every association\'s documents, a board member only their own board\'s', () => {
    expect(mayManageAssociationDocuments(kanslist, ids.gotland)).toBe(true);
    expect(mayManageAssociationDocuments(board, ids.stockholm)).toBe(true);
    expect(mayManageAssociationDocuments(board, ids.gotland)).toBe(false);
    expect(mayManageAssociationDocuments(nationalBoard, ids.skolpsykologer)).toBe(true);
    expect(mayManageAssociationDocuments(member, ids.gotland)).toBe(false);
  });

  test('a board member awaiting the GDPR consent manages nothing and reads the board\'s documents nowhere (spec §1)', () => {
    expect(mayManageAssociationDocuments(awaitingConsent, ids.stockholm)).toBe(false);
    expect(mayReadBoardDocuments(awaitingConsent, ids.stockholm)).toBe(false);
    expect(mayReadDocument(awaitingConsent, file({ associationId: ids.stockholm }))).toBe(false);
    expect(mayManageDocument(awaitingConsent, file({ associationId: ids.stockholm }))).toBe(false);
    // Still a member of the association: its list opens, its public files read.
    expect(mayReadAssociationDocuments(awaitingConsent, ids.stockholm)).toBe(true);
    expect(mayReadDocument(awaitingConsent, file({ associationId: ids.stockholm, isPublic: true }))).toBe(true);
  });

  test('the board\'s documents: its board only, not the secretariat\'s place nor another association\'s board', () => {
    expect(mayReadBoardDocuments(board, ids.stockholm)).toBe(true);
    expect(mayReadBoardDocuments(board, ids.gotland)).toBe(false);
    expect(mayReadBoardDocuments(member, ids.gotland)).toBe(false);
  });

  test('the association\'s list opens for those who manage it and those who belong to it, by membership or work association', () => {
    expect(mayReadAssociationDocuments(kanslist, ids.stockholm)).toBe(true);
    expect(mayReadAssociationDocuments(board, ids.stockholm)).toBe(true);
    expect(mayReadAssociationDocuments(member, ids.gotland)).toBe(true);
    expect(mayReadAssociationDocuments(member, ids.skolpsykologer)).toBe(true);
    expect(mayReadAssociationDocuments(member, ids.stockholm)).toBe(false);
    const workOnly = user({ ...member, id: 'u-work-only', psychologyAssociations: [], nationalAssociations: [] });
    expect(mayReadAssociationDocuments(workOnly, ids.gotland)).toBe(true);
    expect(mayReadAssociationDocuments(economist, ids.gotland)).toBe(false);
  });

  test('a file: the managers read every one, the members only the association\'s public ones', () => {
    expect(mayReadDocument(board, file({ associationId: ids.stockholm }))).toBe(true);
    expect(mayReadDocument(kanslist, file())).toBe(true);
    expect(mayReadDocument(member, file())).toBe(false);
    expect(mayReadDocument(member, file({ isPublic: true }))).toBe(true);
    expect(mayReadDocument(member, file({ associationId: ids.stockholm, isPublic: true }))).toBe(false);
  });

  test('a file of no area the rules know (no association) is read by nobody outside the secretariat area', () => {
    expect(mayReadDocument(kanslist, file({ associationId: null, isPublic: true }))).toBe(false);
    expect(mayReadDocument(member, file({ associationId: null, isPublic: true }))).toBe(false);
    expect(mayManageDocument(kanslist, file({ associationId: null }))).toBe(false);
  });

  test('upload, delete and the public flag: the managers of the file\'s association', () => {
    expect(mayManageDocument(kanslist, file())).toBe(true);
    expect(mayManageDocument(board, file({ associationId: ids.stockholm }))).toBe(true);
    expect(mayManageDocument(board, file())).toBe(false);
    expect(mayManageDocument(member, file({ isPublic: true }))).toBe(false);
  });
});

describe('a workplace\'s documents: its members, its representatives and whoever manages the association', () => {
  const workplaceFile = file({ workplaceId: ids.gotlandWp });

  test('the workplaces whose documents a user sees: their own, once', () => {
    expect(ownWorkplaceIds(member)).toEqual([ids.gotlandWp]);
    expect(ownWorkplaceIds(representative)).toEqual([ids.gotlandWp]);
    expect(ownWorkplaceIds(board)).toEqual([]);
  });

  test('a workplace file: its members and representatives, even when private; not another workplace\'s member', () => {
    expect(mayReadDocument(member, workplaceFile)).toBe(true);
    expect(mayReadDocument(representative, workplaceFile)).toBe(true);
    expect(mayReadDocument(member, file({ workplaceId: ids.stockholmWp, isPublic: true }))).toBe(false);
    expect(mayReadDocument(kanslist, workplaceFile)).toBe(true);
    expect(mayReadDocument(user({ ...board, id: 'u-gotland-board', psychologyAssociations: [{ id: ids.gotland, name: 'Psykologföreningen i Region Gotland', role: 'Styrelsemedlem' }] }), workplaceFile)).toBe(true);
  });

  test('the workplace\'s list: its members, the association\'s managers, nobody else', () => {
    expect(mayReadWorkplaceDocuments(member, ids.gotland, ids.gotlandWp)).toBe(true);
    expect(mayReadWorkplaceDocuments(kanslist, ids.gotland, ids.gotlandWp)).toBe(true);
    expect(mayReadWorkplaceDocuments(board, ids.stockholm, ids.stockholmWp)).toBe(true);
    expect(mayReadWorkplaceDocuments(member, ids.gotland, ids.stockholmWp)).toBe(false);
    expect(mayReadWorkplaceDocuments(board, ids.gotland, ids.gotlandWp)).toBe(false);
  });
});

describe('/dokument: whose documents it shows, and the first route\'s check of an area', () => {
  test('the secretariat\'s area; else the board\'s association, the work association, the first association', () => {
    expect(ownDocumentArea(kanslist)).toEqual({ area: 'secretariat' });
    expect(ownDocumentArea(board)).toEqual({ area: 'association', associationId: ids.stockholm });
    expect(ownDocumentArea(member)).toEqual({ area: 'association', associationId: ids.gotland });
    const noWork = user({ ...member, id: 'u-nowork', workAssociation: null, psychologyAssociations: [] });
    expect(ownDocumentArea(noWork)).toEqual({ area: 'association', associationId: ids.skolpsykologer });
    expect(ownDocumentArea(economist)).toBeNull();
  });

  test('an area opens for the secretariat, and an association\'s for those who belong to it', () => {
    expect(mayOpenDocumentArea(kanslist, { area: 'secretariat' })).toBe(true);
    expect(mayOpenDocumentArea(member, { area: 'secretariat' })).toBe(false);
    expect(mayOpenDocumentArea(kanslist, { area: 'association', associationId: ids.stockholm })).toBe(true);
    expect(mayOpenDocumentArea(member, { area: 'association', associationId: ids.gotland })).toBe(true);
    expect(mayOpenDocumentArea(member, { area: 'association', associationId: ids.stockholm })).toBe(false);
  });
});
