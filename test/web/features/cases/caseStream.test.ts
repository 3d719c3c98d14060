import type { CaseListDelta } from '../../../../src/api/types';
import type { CaseStreamMessage } from '../../../../src/features/cases/casesApi';
import { selectCasePage } from '../../../../src/features/casePage/selectors';
import { tokenUnloaded } from '../../../../src/auth/authSlice';
import { call, delay, race, take } from 'redux-saga/effects';
import { STREAM_RETRY_MS } from '../../../../src/features/cases/caseStream';
import { FIRST_ANSWER_WAIT_MS, afterFirstRowsPainted } from '../../../../src/features/cases/firstRows';
import { casesFirstPageLoaded, waitForFirstPagePaint } from '../../../../src/features/cases/caseFirstPage';
import { casesChanged, casesListFailed, casesListLoaded } from '../../../../src/features/cases/casesSlice';
import { listResponse, withEtag } from './support';
import { CASE_ID, caseDetail, caseHarness, fail, flushSagas, kansliStyrelse, listItemOf, message, ok, openCase } from '../casePage/support';

/**
 * Issue 35, push with the poll as the floor: the case stream's events become the poll's signal
 * (casesChanged), so the open case follows a colleague within seconds; without a stream the
 * 60-second poll goes on.
 */
const before = listItemOf(caseDetail());
const replied = { ...before, status: 2, preview: { sender: kansliStyrelse, text: 'Svar från styrelsen' } };
const detailAfterReply = caseDetail({ status: 2, messages: [message(1), message(2, kansliStyrelse, { message: 'Svar från styrelsen' })] });

interface FakeStream { ticket: string; tell: (message: CaseStreamMessage) => void; closed: boolean }

function streaming(ticketAnswers: unknown[] = []) {
  const streams: FakeStream[] = [];
  let n = 0;
  const streamTicket = jest.fn(async () => (ticketAnswers.length > 0 ? ticketAnswers.shift() : ok({ ticket: `t${++n}` })));
  const openStream = jest.fn((ticket: string, tell: (message: CaseStreamMessage) => void) => {
    const stream: FakeStream = { ticket, tell, closed: false };
    streams.push(stream);
    return { close: () => { stream.closed = true; } };
  });
  return { streams, casesApi: { streamTicket, openStream }, streamTicket, openStream };
}

function answerOpenPart(h: ReturnType<typeof caseHarness>, open: unknown) {
  h.getAll.mockImplementation((async (query: { part?: string }) => (query.part === 'closed' ? withEtag({ ...listResponse([]), cursor: 'c1' }, '"c1"') : open)) as never);
}

/** The first stream waits for the list's rows to be painted (two frames after its answer; afterNextPaint's ceiling is 100 ms each). */
async function afterListPaint() {
  await flushSagas();
  await new Promise((resolve) => setTimeout(resolve, 250));
  await flushSagas();
}

async function openWithStream(list = [before], push = streaming()) {
  const h = caseHarness({ casesApi: push.casesApi });
  answerOpenPart(h, withEtag({ ...listResponse(list), cursor: 'v1' }, '"v1"'));
  await openCase(h);
  await afterListPaint();
  expect(push.streams).toHaveLength(1);
  push.streams[0].tell({ type: 'open' });
  await flushSagas();
  return { h, push };
}

const changedSignals = (h: ReturnType<typeof caseHarness>) => h.actions.filter((a) => a.type === casesChanged.type).map((a) => a.payload);

describe('push → casesChanged → the open case', () => {
  test('a colleague\'s reply pushed: the list polls at once (a delta), names the case, and the open case shows the reply with one more Case/Get', async () => {
    const { h, push } = await openWithStream();
    expect(h.api.getCase).toHaveBeenCalledTimes(1);
    const polls = h.getAll.mock.calls.length;
    answerOpenPart(h, withEtag({ ...listResponse([replied]), cursor: 'v2', since: 'v1', removed: [] } as CaseListDelta, '"v2"'));
    h.api.getCase.mockResolvedValueOnce(ok(detailAfterReply));
    push.streams[0].tell({ type: 'cases', ids: [CASE_ID], version: '901' });
    await flushSagas();
    expect(h.getAll.mock.calls.length).toBeGreaterThan(polls);
    expect(changedSignals(h)).toEqual([{ ids: [CASE_ID] }]);
    expect(h.api.getCase).toHaveBeenCalledTimes(2);
    expect(selectCasePage(h.state()).detail?.messages.at(-1)?.message).toBe('Svar från styrelsen');
  });

  test('a pushed case the list does not hold (opened from elsewhere) is named at once, and the open case loads', async () => {
    const { h, push } = await openWithStream([]);
    h.api.getCase.mockResolvedValueOnce(ok(detailAfterReply));
    push.streams[0].tell({ type: 'cases', ids: [CASE_ID], version: '902' });
    await flushSagas();
    expect(changedSignals(h)).toEqual([{ ids: [CASE_ID] }]);
    expect(h.api.getCase).toHaveBeenCalledTimes(2);
  });

  test('resync (too many changed to name): the list polls at once', async () => {
    const { h, push } = await openWithStream();
    const polls = h.getAll.mock.calls.length;
    push.streams[0].tell({ type: 'resync' });
    await flushSagas();
    expect(h.getAll.mock.calls.length).toBeGreaterThan(polls);
  });
});

describe('the poll is the floor', () => {
  test('no ticket (the stream is down): the list is polled as ever, and a new ticket is asked for after the back-off', async () => {
    const push = streaming([fail(503, 'STREAM_UNAVAILABLE')]);
    const h = caseHarness({ casesApi: push.casesApi });
    answerOpenPart(h, withEtag({ ...listResponse([before]), cursor: 'v1' }, '"v1"'));
    await openCase(h);
    await flushSagas();
    expect(h.getAll).toHaveBeenCalled();
    expect(push.streams).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, STREAM_RETRY_MS + 100));
    await flushSagas();
    expect(push.streamTicket).toHaveBeenCalledTimes(2);
    expect(push.streams).toHaveLength(1);
  });

  test('a stream that fails is reopened with a new ticket after the back-off, and the list then polls at once (its cursor resumes)', async () => {
    const { h, push } = await openWithStream();
    push.streams[0].tell({ type: 'error' });
    await flushSagas();
    expect(push.streams[0].closed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, STREAM_RETRY_MS + 100));
    await flushSagas();
    expect(push.streams.map((s) => s.ticket)).toEqual(['t1', 't2']);
    const polls = h.getAll.mock.calls.length;
    push.streams[1].tell({ type: 'open' });
    await flushSagas();
    expect(h.getAll.mock.calls.length).toBeGreaterThan(polls);
  });

  test('a refused ticket (429) waits the server\'s Retry-After', async () => {
    const push = streaming([{ ok: false, status: 429, response: { errorCode: 'TOO_MANY_STREAMS', data: { retryAfter: 2 } } }]);
    const h = caseHarness({ casesApi: push.casesApi });
    await openCase(h);
    await new Promise((resolve) => setTimeout(resolve, STREAM_RETRY_MS + 300));
    await flushSagas();
    expect(push.streamTicket).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await flushSagas();
    expect(push.streamTicket).toHaveBeenCalledTimes(2);
  });

  test('signing out closes the stream and opens no other', async () => {
    const { h, push } = await openWithStream();
    h.store.dispatch(tokenUnloaded());
    await flushSagas();
    expect(push.streams[0].closed).toBe(true);
    expect(push.streams).toHaveLength(1);
  });
});

describe('the first stream waits for the list (issue 32)', () => {
  /** A case opened with a stream at hand, while every Case/GetAll waits for `answerAll`. */
  async function openWhileListHeld() {
    const push = streaming();
    const h = caseHarness({ casesApi: push.casesApi });
    const waiting: Array<(answer: unknown) => void> = [];
    h.getAll.mockImplementation((() => new Promise((resolve) => { waiting.push(resolve); })) as never);
    await openCase(h);
    await afterListPaint();
    expect(h.getAll).toHaveBeenCalled();
    expect(push.streamTicket).not.toHaveBeenCalled();
    return { push, answerAll: (answer: unknown) => waiting.splice(0).forEach((resolve) => resolve(answer)) };
  }

  test('a session\'s first stream asks for its ticket once the list\'s first answer is in and painted, not before', async () => {
    const { push, answerAll } = await openWhileListHeld();
    answerAll(withEtag({ ...listResponse([before]), cursor: 'v1' }, '"v1"'));
    await flushSagas();
    expect(push.streamTicket).not.toHaveBeenCalled();
    await afterListPaint();
    expect(push.streamTicket).toHaveBeenCalledTimes(1);
    expect(push.streams).toHaveLength(1);
  });

  test('a list call that fails does not hold the stream back', async () => {
    const { push, answerAll } = await openWhileListHeld();
    answerAll(fail(503, 'SERVICE_UNAVAILABLE'));
    await flushSagas();
    expect(push.streamTicket).toHaveBeenCalledTimes(1);
  });

  test('a list already answered (a second session of the tab) waits for nothing; an answer that never comes is waited for FIRST_ANSWER_WAIT_MS at most', () => {
    const answered = afterFirstRowsPainted();
    answered.next();
    expect(answered.next(true).done).toBe(true);
    const waiting = afterFirstRowsPainted();
    waiting.next();
    expect(waiting.next(false).value).toEqual(race({
      answer: take([casesListLoaded.type, casesFirstPageLoaded.type, casesListFailed.type]), waited: delay(FIRST_ANSWER_WAIT_MS),
    }));
    expect(FIRST_ANSWER_WAIT_MS).toBeLessThanOrEqual(5_000);
    // A list that shows its first page first: the stream waits for that page's rows on screen.
    expect(waiting.next({ answer: { type: casesFirstPageLoaded.type } } as never).value).toEqual(call(waitForFirstPagePaint));
    expect(waiting.next().done).toBe(true);
  });
});
