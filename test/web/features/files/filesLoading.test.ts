import { matchPath, ok } from '../../support/fakeServices';
import { navigated } from '../../../../src/app/navigation/navigationSlice';
import { casesHarness, demoUsers } from '../cases/support';
import { userIdChanged } from '../../../../src/app/lifecycle';
import { userLoaded } from '../../../../src/features/user/userSlice';
import { GOTLAND, STOCKHOLM } from '../../support/users';
import type { User } from '../../../../src/api/types';

/** Lets the sagas' promises settle. */
const tick = async () => { for (let i = 0; i < 30; i += 1) await new Promise((resolve) => setTimeout(resolve, 0)); };

function harnessWithFiles(user: User = demoUsers.medlem) {
  const h = casesHarness({ user });
  const getFiles = jest.fn(async (area: string) => ok({ files: [] as unknown[], area }));
  (h.services.api as unknown as { files: unknown }).files = { getFiles, deleteFile: jest.fn(), setPublic: jest.fn() };
  return { h, getFiles };
}

describe('spec §4 App shell: files load when the user first appears and reload when the user id changes', () => {
  test('a member: the own association\'s files', async () => {
    const { h, getFiles } = harnessWithFiles(demoUsers.medlem);
    await tick();
    expect(getFiles.mock.calls.map((c) => c[0])).toEqual([GOTLAND]);
    expect(h.state().files).toMatchObject({ area: GOTLAND, status: 'success' });
  });

  test('the secretariat: the secretariat area; another user: that user\'s area, loaded again', async () => {
    const { h, getFiles } = harnessWithFiles(demoUsers.kanslist);
    await tick();
    expect(getFiles.mock.calls.map((c) => c[0])).toEqual(['kansliet']);
    h.store.dispatch(userLoaded(demoUsers.styrelse));
    h.store.dispatch(userIdChanged({ previousUserId: demoUsers.kanslist.id, userId: demoUsers.styrelse.id }));
    await tick();
    // A board member's own area is the association they manage.
    expect(getFiles.mock.calls.map((c) => c[0])).toEqual(['kansliet', STOCKHOLM]);
    expect(h.state().files.area).toBe(STOCKHOLM);
  });
});

describe('issue 21: /dokument fetches its list once per load', () => {
  test.each(['/dokument', `/organisation/${GOTLAND}/dokument`])('a deep link to %s: one DocumentManagement call', async (path) => {
    const { h, getFiles } = harnessWithFiles(demoUsers.medlem);
    h.store.dispatch(navigated(matchPath(path)));
    await tick();
    expect(getFiles.mock.calls.map((c) => c[0])).toEqual([GOTLAND]);
  });

  test('the list opened after the start: one more call (the list is fresh when opened)', async () => {
    const { h, getFiles } = harnessWithFiles(demoUsers.medlem);
    await tick();
    h.store.dispatch(navigated(matchPath('/dokument')));
    await tick();
    expect(getFiles).toHaveBeenCalledTimes(2);
  });
});
