import { harness, session, fakeAuth, settle, ok, fail } from '../support/fakeServices';
import { demoUsers } from '../support/users';
import type { User } from '../../../src/api/types';
import { menuToggled, workplacePickerOpened } from '../../../src/features/header/headerSlice';

function signedIn(user: User) {
  const auth = fakeAuth();
  auth.restore.mockResolvedValue(session);
  const h = harness({ auth, user });
  h.goTo('/');
  return h;
}

const associations = [{ id: 'a0000000-0000-4000-8000-000000000001', name: 'Psykologföreningen i Region Gotland', type: 'psychology' as const }];

describe("issue 12: the secretariat's association list (GET Association/GetAll)", () => {
  test('loads once the secretariat user appears', async () => {
    const h = signedIn(demoUsers.kanslist);
    h.api.header.getAssociations.mockResolvedValue(ok({ associations }));
    await settle();
    expect(h.api.header.getAssociations).toHaveBeenCalledTimes(1);
    expect(h.state().header.associations).toEqual({ status: 'success', items: associations });
  });

  test.each(['medlem', 'styrelse', 'ekonom'] as const)('is not asked for %s', async (username) => {
    const h = signedIn(demoUsers[username]);
    await settle();
    expect(h.api.header.getAssociations).not.toHaveBeenCalled();
    expect(h.state().header.associations.status).toBe('waiting');
  });

  test('a failure is kept as the error state, and the header still works', async () => {
    const h = signedIn(demoUsers.kanslist);
    h.api.header.getAssociations.mockResolvedValue(fail(403, 'ASSOCIATION_LIST_NOT_ALLOWED'));
    await settle();
    expect(h.state().header.associations).toEqual({ status: 'error', items: [] });
  });
});

describe('issue 12: the workplace picker closes the main menu behind it', () => {
  test('opening the picker from the main menu closes the menu', () => {
    const h = harness();
    h.store.dispatch(menuToggled('main'));
    expect(h.state().header.openMenu).toBe('main');
    h.store.dispatch(workplacePickerOpened({ associationId: 'a0000000-0000-4000-8000-000000000002' }));
    expect(h.state().header.openMenu).toBeNull();
    expect(h.state().header.workplacePicker.open).toBe(true);
  });
});
