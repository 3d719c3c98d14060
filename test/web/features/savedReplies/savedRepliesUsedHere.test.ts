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

const mockFlowsLoaded = jest.fn();
jest.mock('../../../../src/features/savedReplies/savedRepliesFlows', () => {
  mockFlowsLoaded();
  return jest.requireActual('../../../../src/features/savedReplies/savedRepliesFlows');
});

describe("the saved replies' flows load only where a user who may use them is (savedRepliesSaga)", () => {
  beforeEach(() => {
    jest.resetModules();
    mockFlowsLoaded.mockClear();
  });

  async function signedInOn(user: User, path: string) {
    const support = await import('../../support/fakeServices');
    const auth = support.fakeAuth();
    auth.restore.mockResolvedValue(support.session);
    const h = support.harness({ auth, user });
    h.goTo(path);
    await support.settle();
    h.goTo('/arenden/mina');
    await support.settle();
    expect(h.state().user.user?.id).toBe(user.id);
  }

  test("a member's case page, and the pages after it: never loaded", async () => {
    await signedInOn(demoUsers.medlem, casePath);
    expect(mockFlowsLoaded).not.toHaveBeenCalled();
  });
  test("a handler's case page: loaded once", async () => {
    await signedInOn(demoUsers.kanslist, secretariatCasePath);
    expect(mockFlowsLoaded).toHaveBeenCalledTimes(1);
  });
  test('a handler on a case list only: not loaded', async () => {
    await signedInOn(demoUsers.kanslist, '/arenden/kansliet');
    expect(mockFlowsLoaded).not.toHaveBeenCalled();
  });
});
