import type { CaseListDelta } from '../../../../src/api/types';
import { casesChanged, caseListRefreshRequested } from '../../../../src/features/cases/casesSlice';
import { selectCasePage } from '../../../../src/features/casePage/selectors';
import { caseListEntryOf } from '../../../../src/domain/caseListWire';
import { listResponse, withEtag } from '../cases/support';
import { deferred } from '../../support/deferred';
import { caseLoadRequested, flagToggled, noteDeleteRequested } from '../../../../src/features/casePage/casePageActions';
import { replyStarted } from '../../../../src/features/casePage/casePageEvents';
import { CASE_ID, OTHER_CASE_ID, caseDetail, caseHarness, fail, fakeCasePageApi, flushSagas, held, kanslist, kansliStyrelse, listItemOf, message, note, ok, openCase, type FakeCasePageApi } from './support';

/**
 * Issue 21: the open case follows its colleagues. The list's poll, full or delta, tells every view
 * which cases changed (casesChanged); the open case loads again when it is among them.
 */
const before = listItemOf(caseDetail());
const replied = { ...before, status: 2, preview: { sender: kansliStyrelse, text: 'Svar från styrelsen' } };
const detailAfterReply = caseDetail({ status: 2, messages: [message(1), message(2, kansliStyrelse, { message: 'Svar från styrelsen' })] });

/** The secretariat's list comes in parts (issue 26): the case is open, the closed part is empty. */
function answerOpenPart(h: ReturnType<typeof caseHarness>, open: unknown) {
  h.getAll.mockImplementation((async (query: { part?: string }) => (query.part === 'closed' ? withEtag({ ...listResponse([]), cursor: 'c1' }, '"c1"') : open)) as never);
}

async function openWithList(cursor: string | null, api?: FakeCasePageApi) {
  const h = caseHarness(api ? { api } : {});
  answerOpenPart(h, withEtag({ ...listResponse([before]), ...(cursor ? { cursor } : {}) }, '"v1"'));
  await openCase(h);
  await flushSagas();
  expect(h.state().cases.items.map((c) => c.id)).toEqual([CASE_ID]);
  expect(h.api.getCase).toHaveBeenCalledTimes(1);
  return h;
}

describe('issue 21: one signal, "these cases changed", from a full and a delta answer', () => {
  test('a full answer with a colleague\'s reply: casesChanged names the case and the open case loads again', async () => {
    const h = await openWithList(null);
    answerOpenPart(h, withEtag(listResponse([replied]), '"v2"'));
    h.api.getCase.mockResolvedValueOnce(ok(detailAfterReply));
    h.store.dispatch(caseListRefreshRequested());
    await flushSagas();
    expect(h.actions.filter((a) => a.type === casesChanged.type).map((a) => a.payload)).toEqual([{ ids: [CASE_ID] }]);
    expect(h.api.getCase).toHaveBeenCalledTimes(2);
    expect(selectCasePage(h.state()).detail?.messages.at(-1)?.message).toBe('Svar från styrelsen');
  });

  test('a delta with a colleague\'s reply: the same signal, the open case loads again', async () => {
    const h = await openWithList('v1');
    const answer: CaseListDelta = { ...listResponse([replied]), cursor: 'v2', since: 'v1', removed: [] };
    answerOpenPart(h, withEtag(answer, '"v2"'));
    h.api.getCase.mockResolvedValueOnce(ok(detailAfterReply));
    h.store.dispatch(caseListRefreshRequested());
    await flushSagas();
    expect(h.getAll).toHaveBeenCalledWith(expect.objectContaining({ part: 'open', since: 'v1' }), '"v1"');
    expect(h.actions.filter((a) => a.type === casesChanged.type).map((a) => a.payload)).toEqual([{ ids: [CASE_ID] }]);
    expect(selectCasePage(h.state()).detail?.status).toBe(2);
  });

  test('a poll that changes nothing of the open case: no signal for it, no load', async () => {
    const h = await openWithList('v1');
    const other = { ...before, id: 'c0000000-0000-4000-8000-000000000099', title: 'Ett annat ärende' };
    const answer: CaseListDelta = { cases: [caseListEntryOf(before), caseListEntryOf(other)], caseTypes: listResponse([before]).caseTypes, tags: [], cursor: 'v2', since: 'v1', removed: [] };
    answerOpenPart(h, withEtag(answer, '"v2"'));
    h.store.dispatch(caseListRefreshRequested());
    await flushSagas();
    expect(h.actions.filter((a) => a.type === casesChanged.type).map((a) => a.payload)).toEqual([{ ids: [other.id] }]);
    expect(h.api.getCase).toHaveBeenCalledTimes(1);
  });

  test('a change made on the case page is not pushed into the list: the list polls and learns it from the server', async () => {
    const h = await openWithList('v1');
    h.store.dispatch({ type: 'casePage/flagToggled', payload: { caseId: CASE_ID, flagged: true } });
    await flushSagas();
    expect(h.types()).toContain(caseListRefreshRequested.type);
  });
});

/** The case open, its flag being saved (the call answers when the test says so), and a change of it announced meanwhile. */
async function changedWhileFlagSaves() {
  const h = await openWithList(null);
  const saving = deferred<unknown>();
  h.api.setFlag.mockReturnValueOnce(saving.promise);
  h.store.dispatch(flagToggled({ caseId: CASE_ID, flagged: true }));
  h.store.dispatch(casesChanged({ ids: [CASE_ID] }));
  return { h, saving };
}

describe('issue 35: a change of the open case is never dropped because the page is busy', () => {
  test('a change announced while the case is loading is asked for again: the load out may have read the case before it', async () => {
    const h = await openWithList(null);
    const out = deferred<unknown>();
    h.api.getCase.mockReturnValueOnce(out.promise).mockResolvedValueOnce(ok(detailAfterReply));
    h.store.dispatch(casesChanged({ ids: [CASE_ID] }));
    await flushSagas();
    expect(selectCasePage(h.state()).status).toBe('getting');
    h.store.dispatch(casesChanged({ ids: [CASE_ID] }));
    await flushSagas();
    out.resolve(ok(caseDetail()));
    await flushSagas();
    expect(h.api.getCase).toHaveBeenCalledTimes(3);
    expect(selectCasePage(h.state()).detail?.messages.at(-1)?.message).toBe('Svar från styrelsen');
  });

  test('a change announced while a change of ours is in flight loads once ours has landed, though another case changed meanwhile', async () => {
    const { h, saving } = await changedWhileFlagSaves();
    h.api.getCase.mockResolvedValueOnce(ok(detailAfterReply));
    h.store.dispatch(casesChanged({ ids: [OTHER_CASE_ID] }));
    await flushSagas();
    expect(h.api.getCase).toHaveBeenCalledTimes(1);
    saving.resolve(ok({ flagged: true }));
    await flushSagas();
    expect(h.api.getCase).toHaveBeenCalledTimes(2);
    expect(selectCasePage(h.state()).detail?.messages.at(-1)?.message).toBe('Svar från styrelsen');
  });

  test('a change announced while a load is out and a change of ours in flight is asked for at once', async () => {
    const h = await openWithList(null);
    const out = deferred<unknown>();
    const saving = deferred<unknown>();
    h.api.getCase.mockReturnValueOnce(out.promise);
    h.api.setFlag.mockReturnValueOnce(saving.promise);
    h.store.dispatch(casesChanged({ ids: [CASE_ID] }));
    h.store.dispatch(flagToggled({ caseId: CASE_ID, flagged: true }));
    await flushSagas();
    expect(selectCasePage(h.state()).status).toBe('getting');
    h.store.dispatch(casesChanged({ ids: [CASE_ID] }));
    await flushSagas();
    expect(h.api.getCase).toHaveBeenCalledTimes(3);
  });

  test('a change announced while the lock is being taken loads once the lock is answered', async () => {
    const h = await openWithList(null);
    const locking = deferred<unknown>();
    h.api.lock.mockReturnValueOnce(locking.promise);
    h.api.getCase.mockResolvedValueOnce(ok(detailAfterReply));
    h.store.dispatch(replyStarted({ caseId: CASE_ID, mode: 'message' }));
    await flushSagas();
    expect(selectCasePage(h.state()).lock.status).toBe('locking');
    h.store.dispatch(casesChanged({ ids: [CASE_ID] }));
    await flushSagas();
    expect(h.api.getCase).toHaveBeenCalledTimes(1);
    locking.resolve(ok(held(kanslist)));
    await flushSagas();
    expect(h.api.getCase).toHaveBeenCalledTimes(2);
    expect(selectCasePage(h.state()).detail?.messages.at(-1)?.message).toBe('Svar från styrelsen');
  });

  test('a change announced while a note is being deleted loads once the delete has landed', async () => {
    const h = await openWithList(null, fakeCasePageApi(caseDetail({ notes: [note(1)] }), kanslist));
    const deleting = deferred<unknown>();
    h.api.deleteNote.mockReturnValueOnce(deleting.promise);
    h.api.getCase.mockResolvedValueOnce(ok(detailAfterReply));
    h.store.dispatch(noteDeleteRequested({ caseId: CASE_ID, noteId: 'n1' }));
    h.store.dispatch(casesChanged({ ids: [CASE_ID] }));
    await flushSagas();
    expect(h.api.getCase).toHaveBeenCalledTimes(1);
    deleting.resolve({ ok: true, status: 204, data: null });
    await flushSagas();
    expect(h.api.getCase).toHaveBeenCalledTimes(2);
  });

  test('a change waiting for ours is let go when another case is opened meanwhile: that case stays on screen', async () => {
    const { h, saving } = await changedWhileFlagSaves();
    await flushSagas();
    h.api.getCase.mockResolvedValueOnce(ok(caseDetail({ id: OTHER_CASE_ID, title: 'Ett annat ärende' })));
    h.goTo(`/arenden/kansliet/arende/${OTHER_CASE_ID}`);
    await flushSagas();
    saving.resolve(ok({ flagged: true }));
    await flushSagas();
    expect(h.api.getCase.mock.calls.map(([id]) => id)).toEqual([CASE_ID, OTHER_CASE_ID]);
    expect(selectCasePage(h.state()).detail?.title).toBe('Ett annat ärende');
  });

  test('a load asked while the change waits reads that change: the case is not asked for once more', async () => {
    const { h, saving } = await changedWhileFlagSaves();
    await flushSagas();
    h.store.dispatch(caseLoadRequested({ caseId: CASE_ID }));
    await flushSagas();
    saving.resolve(ok({ flagged: true }));
    await flushSagas();
    expect(h.api.getCase).toHaveBeenCalledTimes(2);
  });

  test('a case that failed to load is asked for again when a change names it', async () => {
    const h = caseHarness();
    answerOpenPart(h, withEtag(listResponse([before]), '"v1"'));
    h.api.getCase.mockResolvedValueOnce(fail(500, 'INTERNAL_ERROR')).mockResolvedValueOnce(ok(detailAfterReply));
    await openCase(h);
    await flushSagas();
    expect(selectCasePage(h.state()).status).toBe('error');
    h.store.dispatch(casesChanged({ ids: [CASE_ID] }));
    await flushSagas();
    expect(selectCasePage(h.state()).status).toBe('success');
    expect(selectCasePage(h.state()).detail?.messages.at(-1)?.message).toBe('Svar från styrelsen');
  });

  test('a change of another case loads nothing', async () => {
    const h = await openWithList(null);
    h.store.dispatch(casesChanged({ ids: [OTHER_CASE_ID] }));
    await flushSagas();
    expect(h.api.getCase).toHaveBeenCalledTimes(1);
  });
});
