import { mayReadAssociation, ownAssociationIds } from '../../src/domain/associationAccess';
import { board, economist, ids, kanslist, member } from './caseFixtures';

describe('who may read an association (Association/{id}/Get, for the case list filters)', () => {
  it('those who belong to it', () => {
    expect(ownAssociationIds(member).sort()).toEqual([ids.gotland, ids.skolpsykologer, ids.kliniska].sort());
    expect(mayReadAssociation(member, ids.gotland)).toBe(true);
    expect(mayReadAssociation(board, ids.stockholm)).toBe(true);
  });
  it('not those who do not', () => {
    expect(mayReadAssociation(member, ids.stockholm)).toBe(false);
  });
  it('the secretariat and economists, who handle every association', () => {
    expect(mayReadAssociation(kanslist, ids.stockholm)).toBe(true);
    expect(mayReadAssociation(economist, ids.gotland)).toBe(true);
  });
});
