import { createAction, type Action } from '@reduxjs/toolkit';
import { runSaga } from 'redux-saga';
import { loadEntity, type ReadFailure } from '../../../src/app/loadEntity';
import type { HttpResult } from '../../../src/api/http';

/** Issue 35: the loadable state's one pattern: started, the call, then loaded or failed with why. */
const started = createAction('probe/started');
const loaded = createAction<{ n: number }>('probe/loaded');
const failed = createAction<ReadFailure>('probe/failed');

async function run(answer: () => Promise<HttpResult<{ n: number }>>, forbiddenIsUnauthorised = false) {
  const dispatched: Action[] = [];
  const fn = jest.fn((_id: string) => answer());
  function* read() {
    return yield* loadEntity({ started: started(), loaded, failed, forbiddenIsUnauthorised }, () => fn('x1'));
  }
  const task = runSaga({ dispatch: (a: Action) => dispatched.push(a) }, read);
  const returned = await task.toPromise();
  return { dispatched, returned, fn };
}
const fail = (status: number, data: unknown = null) => async (): Promise<HttpResult<{ n: number }>> => ({ ok: false, status, response: { errorCode: 'E', data } as never });

test('started, the call with its arguments, then loaded with the data, which it returns', async () => {
  const { dispatched, returned, fn } = await run(async () => ({ ok: true, status: 200, data: { n: 3 } }));
  expect(fn).toHaveBeenCalledWith('x1');
  expect(dispatched).toEqual([started(), loaded({ n: 3 })]);
  expect(returned).toEqual({ n: 3 });
});

test('a 4xx answer: failed with its status, text and data (a 400\'s Swedish message), nothing returned', async () => {
  const { dispatched, returned } = await run(fail(400, { message: 'Ogiltig period.' }));
  expect(dispatched).toEqual([started(), failed({ status: 'error', message: 'Status 400: E', httpStatus: 400, errorCode: 'E', data: { message: 'Ogiltig period.' } })]);
  expect(returned).toBeUndefined();
});

test('a 401 is unauthorised', async () => {
  expect((await run(fail(401))).dispatched[1]).toEqual(failed({ status: 'unauthorised', message: 'Status 401: E', httpStatus: 401, errorCode: 'E', data: null }));
});

test('a 403 is an error, or unauthorised where the read says forbiddenIsUnauthorised', async () => {
  expect(((await run(fail(403))).dispatched[1] as ReturnType<typeof failed>).payload.status).toBe('error');
  expect(((await run(fail(403), true)).dispatched[1] as ReturnType<typeof failed>).payload.status).toBe('unauthorised');
});

test('a thrown failure (5xx, network): failed with no HTTP status', async () => {
  const { dispatched } = await run(async () => { throw new Error('Status 503: down'); });
  expect(dispatched[1]).toEqual(failed({ status: 'error', message: 'Status 503: down', httpStatus: null, errorCode: null, data: null }));
});
