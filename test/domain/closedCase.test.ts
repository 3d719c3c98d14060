import { CLOSED_CASE_ALLOWS, closedCaseRefuses, type CaseChange } from '../../src/domain/caseHandling';
import { closingMayMailOwner } from '../../src/domain/notifications';
import { CaseStatus } from '../../src/domain/caseStatus';

const every: CaseChange[] = ['reply', 'note', 'administrators', 'invite', 'caseType', 'subCategories', 'tags', 'flag', 'deadline', 'close'];

describe('issue 34: what a closed case allows (closedCaseRefuses)', () => {
  test('a closed case takes notes (and closing again), nothing else', () => {
    const refused = every.filter((change) => closedCaseRefuses({ status: CaseStatus.CLOSED }, change));
    expect(refused).toEqual(['reply', 'administrators', 'invite', 'caseType', 'subCategories', 'tags', 'flag', 'deadline']);
    expect(CLOSED_CASE_ALLOWS).toEqual(['note', 'close']);
  });

  test('an open case refuses none of them', () => {
    for (const status of [CaseStatus.CREATED, CaseStatus.IN_PROGRESS]) {
      expect(every.filter((change) => closedCaseRefuses({ status }, change))).toEqual([]);
    }
  });

  test('closingMayMailOwner: the owner is mailed when someone else closes the case, never when they close it themselves', () => {
    expect(closingMayMailOwner({ ownerUser: { id: 'owner' } }, 'handler')).toBe(true);
    expect(closingMayMailOwner({ ownerUser: { id: 'owner' } }, 'owner')).toBe(false);
  });
});
