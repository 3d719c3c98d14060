import type { CaseDetail } from '../../../../src/api/caseHandlingTypes';
import type { HttpResult } from '../../../../src/api/http';
import type { CaseListDelta } from '../../../../src/api/types';
import { casesChanged, caseListRefreshRequested } from '../../../../src/features/cases/casesSlice';
import { changedIds } from '../../../../src/features/cases/casesSagas';
import { selectCasePage } from '../../../../src/features/casePage/selectors';
import { caseLoadRequested, noteCreated } from '../../../../src/features/casePage/casePageActions';
import { loadCase } from '../../../../src/features/casePage/workers/caseLoading';
import { listResponse, withEtag } from '../cases/support';
import { sagaRunner } from './sagaRunner';
import { CASE_ID, caseDetail, caseHarness, demoUsers, fakeCasePageApi, flushSagas, kansliStyrelse, listItemOf, message, note, ok, openCase } from './support';

/** Issue 35, no echo: opening a case loads it once, and an answer never overtakes a newer local state. */
const unread = { ...listItemOf(caseDetail()), hasUnreadMessages: true };
const read = { ...unread, hasUnreadMessages: false };

function answerOpenPart(h: ReturnType<typeof caseHarness>, open: unknown) {
  h.getAll.mockImplementation((async (query: { part?: string }) => (query.part === 'closed' ? withEtag({ ...listResponse([]), cursor: 'c1' }, '"c1"') : open)) as never);
}

describe('the caller\'s own read mark is not a change of the case', () => {
  test('changedIds: a case that is only read now is not named; any other change is', () => {
    expect(changedIds([unread], [read])).toEqual([]);
    expect(changedIds([unread], [{ ...read, title: 'Ny rubrik' }])).toEqual([CASE_ID]);
    expect(changedIds([read], [unread])).toEqual([CASE_ID]);
  });

  test('opening an unread case: one Case/Get; the list learns the read at once, and the case does not load again', async () => {
    const h = caseHarness({ api: fakeCasePageApi(caseDetail()) });
    answerOpenPart(h, withEtag({ ...listResponse([unread]), cursor: 'v1' }, '"v1"'));
    await openCase(h);
    await flushSagas();
    expect(h.api.getCase).toHaveBeenCalledTimes(1);
    const delta: CaseListDelta = { ...listResponse([read]), cursor: 'v2', since: 'v1', removed: [] };
    answerOpenPart(h, withEtag(delta, '"v2"'));
    // The load asked the list to poll (the unread dot goes): here it answers with the read.
    h.store.dispatch(caseListRefreshRequested());
    await flushSagas();
    expect(h.state().cases.items.find((c) => c.id === CASE_ID)?.hasUnreadMessages).toBe(false);
    expect(h.actions.filter((a) => a.type === casesChanged.type)).toEqual([]);
    expect(h.api.getCase).toHaveBeenCalledTimes(1);
  });
});

describe('Case/Get with the ETag of the copy held', () => {
  test('asked again, the held copy\'s ETag goes along; a 304 keeps the copy (the same object) and the page is loaded', async () => {
    const detail = caseDetail();
    const api = fakeCasePageApi(detail);
    const runner = sagaRunner(demoUsers.kanslist, detail, api);
    api.getCase.mockResolvedValueOnce({ ...ok(detail), etag: '"e1"' });
    runner.dispatch(caseLoadRequested({ caseId: CASE_ID }));
    await runner.run(loadCase, runner.deps, caseLoadRequested({ caseId: CASE_ID }));
    const copy = runner.page().detail;
    expect(runner.page().etag).toBe('"e1"');

    api.getCase.mockResolvedValueOnce({ ok: true, status: 304, data: null } as HttpResult<CaseDetail | null>);
    runner.dispatch(caseLoadRequested({ caseId: CASE_ID }));
    await runner.run(loadCase, runner.deps, caseLoadRequested({ caseId: CASE_ID }));
    expect(api.getCase).toHaveBeenLastCalledWith(CASE_ID, '"e1"');
    expect(runner.page().detail).toBe(copy);
    expect(runner.page().status).toBe('success');
  });

  test('a first load sends no ETag', async () => {
    const h = caseHarness();
    await openCase(h);
    expect(h.api.getCase).toHaveBeenCalledWith(CASE_ID, null);
    expect(selectCasePage(h.state()).status).toBe('success');
  });
});

describe('a load begun before a local change never puts its older answer over it', () => {
  test('a note saved while Case/Get is out: the answer without the note is dropped, the case is asked again and the note stays', async () => {
    const detail = caseDetail();
    const api = fakeCasePageApi(detail);
    const runner = sagaRunner(demoUsers.kanslist, detail, api);
    // The colleague's reply makes the open case load again; the answer is slow (a loaded server).
    const stale = caseDetail({ messages: [message(1), message(2, kansliStyrelse, { message: 'Svar från styrelsen' })] });
    let answer!: (result: HttpResult<CaseDetail>) => void;
    api.getCase.mockImplementationOnce(() => new Promise((resolve) => { answer = resolve; }));
    const fresh = caseDetail({ messages: stale.messages, notes: [note(1)] });
    api.getCase.mockResolvedValueOnce(ok(fresh));
    runner.dispatch(caseLoadRequested({ caseId: CASE_ID }));
    const loading = runner.run(loadCase, runner.deps, caseLoadRequested({ caseId: CASE_ID }));
    // Meanwhile the handler saves a note (its answer lands first).
    runner.dispatch(noteCreated({ caseId: CASE_ID, note: note(1) }));
    answer(ok(stale));
    await loading;
    expect(api.getCase).toHaveBeenCalledTimes(2);
    expect(runner.page().detail?.notes?.map((n) => n.id)).toEqual(['n1']);
    expect(runner.page().detail?.messages.at(-1)?.message).toBe('Svar från styrelsen');
    expect(runner.page().status).toBe('success');
  });

  test('local changes that keep overtaking the answers: the local state stays and the page is not left loading', async () => {
    const detail = caseDetail();
    const api = fakeCasePageApi(detail);
    const runner = sagaRunner(demoUsers.kanslist, detail, api);
    let n = 0;
    api.getCase.mockImplementation(async () => {
      n += 1;
      runner.dispatch(noteCreated({ caseId: CASE_ID, note: note(n) }));
      return ok(caseDetail());
    });
    runner.dispatch(caseLoadRequested({ caseId: CASE_ID }));
    await runner.run(loadCase, runner.deps, caseLoadRequested({ caseId: CASE_ID }));
    expect(runner.page().detail?.notes).toHaveLength(n);
    expect(runner.page().status).toBe('success');
  });
});
