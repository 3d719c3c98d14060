import { LOCK_RENEW_SECONDS } from '../../../../src/api/caseHandlingTypes';
import { ServerError } from '../../../../src/api/http';
import { replyStarted } from '../../../../src/features/casePage/casePageEvents';
import {
  replyClosed,
} from '../../../../src/features/casePage/casePageActions';
import { replySession } from '../../../../src/features/casePage/workers/replyAndLeaving';
import { selectLockedByOther } from '../../../../src/features/casePage/selectors';
import { caseListRefreshRequested } from '../../../../src/features/cases/casesSlice';
import { sagaRunner } from './sagaRunner';
import { CASE_ID, caseDetail, demoUsers, fail, fakeCasePageApi, held, isLocked, kanslist, kansliStyrelse, ok } from './support';

const start = replyStarted({ caseId: CASE_ID, mode: 'message' });

describe('spec §4: starting a reply locks the case first', () => {
  test('a free case: Lock answers the lock held by this user, and the reply opens', async () => {
    const api = fakeCasePageApi();
    const r = sagaRunner(demoUsers.kanslist, caseDetail(), api);
    const session = r.run(replySession, r.deps, start);
    await Promise.resolve();
    await Promise.resolve();
    expect(api.lock).toHaveBeenCalledWith(CASE_ID);
    expect(r.page().reply.mode).toBe('message');
    expect(r.page().lock).toEqual({ status: 'held', lockedBy: kanslist });
    expect(r.page().detail).toMatchObject({ isLocked: true, lockedBy: kanslist });
    // The list shows who holds the case.
    expect(r.types()).toContain(caseListRefreshRequested.type);
    r.dispatch(replyClosed({ caseId: CASE_ID }));
    await session;
  });

  test('locked by this user already (the server names the caller): the reply opens', async () => {
    const api = fakeCasePageApi();
    api.lock.mockResolvedValueOnce(isLocked(kanslist));
    const r = sagaRunner(demoUsers.kanslist, caseDetail({ isLocked: true, lockedBy: kanslist }), api);
    expect(r.page().lock.status).toBe('held');
    const session = r.run(replySession, r.deps, start);
    await Promise.resolve();
    await Promise.resolve();
    expect(r.page().reply.mode).toBe('message');
    expect(r.page().lock).toEqual({ status: 'held', lockedBy: kanslist });
    r.dispatch(replyClosed({ caseId: CASE_ID }));
    await session;
  });

  test('locked by another user: IS_LOCKED names them, the reply stays closed, the page says who is replying', async () => {
    const api = fakeCasePageApi();
    api.lock.mockResolvedValueOnce(isLocked(kansliStyrelse));
    const r = sagaRunner(demoUsers.kanslist, caseDetail(), api);
    await r.run(replySession, r.deps, start);
    expect(r.page().reply.mode).toBe('none');
    expect(r.page().lock).toEqual({ status: 'lockedByOther', lockedBy: kansliStyrelse });
    expect(selectLockedByOther(r.state())).toEqual(kansliStyrelse);
    expect(r.types()).not.toContain(caseListRefreshRequested.type);
  });

  test.each([
    ['a 5xx (thrown)', () => Promise.reject(new ServerError(500, null, 'Status 500'))],
    ['another 4xx', async () => fail(403, 'REPLY_NOT_ALLOWED')],
    ['IS_LOCKED without a holder', async () => fail(409, 'IS_LOCKED')],
  ])('an error (%s): the reply stays closed and the handshake reports a failure', async (_name, answer) => {
    const api = fakeCasePageApi();
    api.lock.mockImplementationOnce(answer);
    const r = sagaRunner(demoUsers.kanslist, caseDetail(), api);
    await r.run(replySession, r.deps, start);
    expect(r.page().reply.mode).toBe('none');
    expect(r.page().lock.status).toBe('failed');
  });

  test('a case that is no longer new has nothing to lock: the reply opens without a Lock call', async () => {
    const api = fakeCasePageApi();
    const r = sagaRunner(demoUsers.kanslist, caseDetail({ status: 2 }), api);
    await r.run(replySession, r.deps, start);
    expect(api.lock).not.toHaveBeenCalled();
    expect(r.page().reply.mode).toBe('message');
  });

  test('a note does not lock (it is not a reply to the member)', async () => {
    const api = fakeCasePageApi();
    const r = sagaRunner(demoUsers.kanslist, caseDetail(), api);
    await r.run(replySession, r.deps, replyStarted({ caseId: CASE_ID, mode: 'note' }));
    expect(api.lock).not.toHaveBeenCalled();
    expect(r.page().reply.mode).toBe('note');
  });
});

describe('while the reply is open the lock is renewed every LOCK_RENEW_SECONDS', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('renewed on time, and no more once the reply is closed', async () => {
    const api = fakeCasePageApi();
    const r = sagaRunner(demoUsers.kanslist, caseDetail(), api);
    const session = r.run(replySession, r.deps, start);
    await jest.advanceTimersByTimeAsync(0);
    expect(api.lock).toHaveBeenCalledTimes(1);

    await jest.advanceTimersByTimeAsync(LOCK_RENEW_SECONDS * 1000 - 1);
    expect(api.lock).toHaveBeenCalledTimes(1);
    api.lock.mockResolvedValueOnce(ok({ ...held(kanslist), lockExpiresAt: '2026-11-16T10:05:00.000Z' }));
    await jest.advanceTimersByTimeAsync(1);
    expect(api.lock).toHaveBeenCalledTimes(2);
    expect(r.page().detail?.lockExpiresAt).toBe('2026-11-16T10:05:00.000Z');
    await jest.advanceTimersByTimeAsync(LOCK_RENEW_SECONDS * 1000);
    expect(api.lock).toHaveBeenCalledTimes(3);

    r.dispatch(replyClosed({ caseId: CASE_ID }));
    await session;
    await jest.advanceTimersByTimeAsync(LOCK_RENEW_SECONDS * 3000);
    expect(api.lock).toHaveBeenCalledTimes(3);
  });

  test('a renewal that fails once is tried again; one that finds another holder keeps the draft and says who', async () => {
    const api = fakeCasePageApi();
    const r = sagaRunner(demoUsers.kanslist, caseDetail(), api);
    const session = r.run(replySession, r.deps, start);
    await jest.advanceTimersByTimeAsync(0);
    api.lock.mockRejectedValueOnce(new ServerError(503, null, 'Status 503'));
    await jest.advanceTimersByTimeAsync(LOCK_RENEW_SECONDS * 1000);
    expect(r.page().lock.status).toBe('held');
    api.lock.mockResolvedValueOnce(isLocked(kansliStyrelse));
    await jest.advanceTimersByTimeAsync(LOCK_RENEW_SECONDS * 1000);
    await session;
    expect(api.lock).toHaveBeenCalledTimes(3);
    expect(r.page().reply.mode).toBe('message');
    expect(r.page().lock).toEqual({ status: 'lockedByOther', lockedBy: kansliStyrelse });
  });
});
