import { headerReducer, menuToggled } from '../../../src/features/header/headerSlice';
import { caseCreationOpened } from '../../../src/features/caseCreation/caseCreationActions';

describe('issue 34: the main menu closes when "Nytt ärende" opens its modal', () => {
  test('an open menu closes on caseCreationOpened', () => {
    const open = headerReducer(undefined, menuToggled('main'));
    expect(open.openMenu).toBe('main');
    const after = headerReducer(open, caseCreationOpened({ role: 'member', organisationId: null } as never));
    expect(after.openMenu).toBeNull();
  });
});
