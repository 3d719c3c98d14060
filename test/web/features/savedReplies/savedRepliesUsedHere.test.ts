import { fakeAuth, harness, session, settle } from '../../support/fakeServices';
import { demoUsers } from '../../support/users';
import { savedRepliesUsedHere } from '../../../../src/features/savedReplies/savedRepliesSagas';
import type { User } from '../../../../src/api/types';

/** Issue 36 and the first route's budget: where the saved replies' code is fetched, and for whom. */
const casePath = '/arenden/mina/arende/3f2a91c0-1111-4000-8000-000000000000';
const secretariatCasePath = '/arenden/kansliet/arende/3f2a91c0-1111-4000-8000-000000000000';

async function usedOn(user: User | undefined, path: string) {
  const auth = fakeAuth();
  auth.restore.mockResolvedValue(user ? session : null);
  const h = harness({ auth, user });
  h.goTo(path);
  await settle();
  expect(h.state().user.user?.id).toBe(user?.id);
  return savedRepliesUsedHere(h.state());
}

describe('savedRepliesUsedHere: a member who opens their case fetches none of the saved replies', () => {
  test('a member on their own case page: not used', async () => {
    expect(await usedOn(demoUsers.medlem, casePath)).toBe(false);
  });
  test('a handler on a case page and on /svarsmallar: used', async () => {
    expect(await usedOn(demoUsers.kanslist, secretariatCasePath)).toBe(true);
    expect(await usedOn(demoUsers.kanslist, '/svarsmallar')).toBe(true);
  });
  test('a handler on a page without a reply (a case list): not used', async () => {
    expect(await usedOn(demoUsers.kanslist, '/arenden/kansliet')).toBe(false);
  });
  test('nobody signed in yet: not used', async () => {
    expect(await usedOn(undefined, secretariatCasePath)).toBe(false);
  });
});
