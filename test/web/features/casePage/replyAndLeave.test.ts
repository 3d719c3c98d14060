import { ServerError } from '../../../../src/api/http';
import { selectCasePage } from '../../../../src/features/casePage/selectors';
import { replyStarted } from '../../../../src/features/casePage/casePageEvents';
import {
  replyClosed, replyFileAdded, replySubmitted, replyTextChanged,
} from '../../../../src/features/casePage/casePageActions';
import { initialCasePageState } from '../../../../src/features/casePage/casePageSlice';
import { draftFileCount, registerDraftFile } from '../../../../src/features/casePage/fileRegistry';
import { caseListRefreshRequested, casesChanged } from '../../../../src/features/cases/casesSlice';
import { caseModalOpened } from '../../../../src/features/cases/caseModals';
import { listResponse, withEtag } from '../cases/support';
import {
  CASE_ID, OTHER_CASE_ID, caseDetail, caseHarness, demoUsers, fail, fakeCasePageApi, flushSagas, kanslist, kansliStyrelse, listItemOf, message,
  member, ok, openCase, type CaseHarness,
} from './support';

const file = () => new File(['%PDF-1.7'], 'intyg.pdf', { type: 'application/pdf' });

/** The handler starts a reply (the case is locked) and writes a draft with a file. */
async function writeDraft(h: CaseHarness, mode: 'message' | 'note' = 'message') {
  h.store.dispatch(replyStarted({ caseId: CASE_ID, mode }));
  await flushSagas(2);
  h.store.dispatch(replyTextChanged({ text: 'Hej! Vi återkommer.' }));
  const attached = file();
  registerDraftFile('f1', attached);
  h.store.dispatch(replyFileAdded({ id: 'f1', name: attached.name, size: attached.size, type: attached.type }));
  return attached;
}

const toasts = (h: CaseHarness) => h.actions.filter((a) => a.type === 'toasts/toastRequested').map((a) => (a.payload as { text: string }).text);

describe('the case loads on navigation to a case route (not in components)', () => {
  test.each([
    `/arenden/kansliet/arende/${CASE_ID}`,
    `/arenden/organisation/a0000000-0000-4000-8000-000000000004/arende/${CASE_ID}`,
    `/arenden/organisation/a0000000-0000-4000-8000-000000000004/arbetsplats/b0000000-0000-4000-8000-000000000001/arende/${CASE_ID}`,
  ])('%s', async (path) => {
    const h = caseHarness();
    await openCase(h, path);
    expect(h.api.getCase).toHaveBeenCalledWith(CASE_ID, null);
    expect(selectCasePage(h.state())).toMatchObject({ caseId: CASE_ID, status: 'success', detail: { id: CASE_ID } });
    expect(h.services.setDocumentTitle).toHaveBeenLastCalledWith('Fråga om lönesamtal | Psykologförbundet');
  });

  test('a case that may not be seen: the load fails with its status (the page says it is not available)', async () => {
    const api = fakeCasePageApi();
    api.getCase.mockResolvedValue(fail(404, 'CASE_NOT_FOUND'));
    const h = caseHarness({ api });
    await openCase(h);
    expect(selectCasePage(h.state())).toMatchObject({ status: 'error', error: { httpStatus: 404, errorCode: 'CASE_NOT_FOUND' } });
  });

  test('opening a case its list shows unread: the list polls at once (the server has marked it read)', async () => {
    const h = caseHarness();
    h.getAll.mockResolvedValue(withEtag(listResponse([listItemOf(caseDetail({ hasUnreadMessages: true }))]), '"v1"') as never);
    await openCase(h);
    await flushSagas();
    expect(h.types()).toContain(caseListRefreshRequested.type);
  });
});

describe('spec §4: sending the reply', () => {
  test('a sent reply: the message is added, the case is Pågående locally, "Ditt meddelande har skickats.", the draft and its files go', async () => {
    const h = caseHarness();
    await openCase(h);
    const attached = await writeDraft(h);
    h.store.dispatch(replySubmitted({ caseId: CASE_ID }));
    await flushSagas();
    expect(h.api.createMessage).toHaveBeenCalledWith(CASE_ID, { message: 'Hej! Vi återkommer.' }, [attached]);
    const page = selectCasePage(h.state());
    expect(page.detail?.status).toBe(2);
    expect(page.detail?.messages.at(-1)).toMatchObject({ message: 'Hej! Vi återkommer.', sender: kanslist });
    expect(page.reply).toEqual(initialCasePageState.reply);
    expect(page.lock.status).toBe('free');
    expect(draftFileCount()).toBe(0);
    expect(toasts(h)).toContain('Ditt meddelande har skickats.');
    expect(h.types()).toContain(caseListRefreshRequested.type);
  });

  test.each([
    ['a refusal (4xx)', async () => fail(409, 'CASE_CLOSED')],
    ['a server error (thrown)', () => Promise.reject(new ServerError(500, null, 'Status 500'))],
  ])('a failed send (%s) keeps the draft, text and files, and says so', async (_name, answer) => {
    const api = fakeCasePageApi(caseDetail(), kanslist);
    api.createMessage.mockImplementationOnce(answer);
    const h = caseHarness({ api });
    await openCase(h);
    const attached = await writeDraft(h);
    h.store.dispatch(replySubmitted({ caseId: CASE_ID }));
    await flushSagas();
    const page = selectCasePage(h.state());
    expect(page.reply).toMatchObject({ mode: 'message', text: 'Hej! Vi återkommer.', submitting: false, files: [{ id: 'f1', name: 'intyg.pdf' }] });
    expect(page.detail?.status).toBe(1);
    expect(draftFileCount()).toBe(1);
    expect(toasts(h)).toContain('Det gick inte att svara på ärendet. Försök igen.');

    // The same draft goes again, with its file.
    h.store.dispatch(replySubmitted({ caseId: CASE_ID }));
    await flushSagas();
    expect(api.createMessage).toHaveBeenLastCalledWith(CASE_ID, { message: 'Hej! Vi återkommer.' }, [attached]);
    expect(selectCasePage(h.state()).reply.mode).toBe('none');
  });

  test('a note: "Din anteckning har sparats." / a failure keeps it with "Det gick inte att skriva en anteckning. Försök igen."', async () => {
    const api = fakeCasePageApi(caseDetail(), kanslist);
    api.createNote.mockResolvedValueOnce(fail(400, 'TEXT_REQUIRED'));
    const h = caseHarness({ api });
    await openCase(h);
    await writeDraft(h, 'note');
    expect(api.lock).not.toHaveBeenCalled();
    h.store.dispatch(replySubmitted({ caseId: CASE_ID }));
    await flushSagas();
    expect(selectCasePage(h.state()).reply).toMatchObject({ mode: 'note', text: 'Hej! Vi återkommer.' });
    expect(toasts(h)).toContain('Det gick inte att skriva en anteckning. Försök igen.');
    h.store.dispatch(replySubmitted({ caseId: CASE_ID }));
    await flushSagas();
    expect(selectCasePage(h.state()).detail?.notes?.at(-1)).toMatchObject({ text: 'Hej! Vi återkommer.' });
    expect(selectCasePage(h.state()).reply.mode).toBe('none');
    expect(toasts(h)).toContain('Din anteckning har sparats.');
  });
});

describe('spec §2: before leaving a case page the held lock is unlocked and the unsent draft cancelled', () => {
  test('navigating away: Unlock is called, the draft and its files are gone, the case modal closes', async () => {
    const h = caseHarness();
    await openCase(h);
    await writeDraft(h);
    h.store.dispatch(caseModalOpened('tag'));
    expect(selectCasePage(h.state()).lock.status).toBe('held');
    expect(draftFileCount()).toBe(1);

    h.goTo('/arenden/kansliet');
    await flushSagas();
    expect(h.api.unlock).toHaveBeenCalledWith(CASE_ID);
    expect(selectCasePage(h.state())).toEqual(initialCasePageState);
    expect(draftFileCount()).toBe(0);
    expect(h.state().cases.openModal).toBeNull();
  });

  test('navigating to another case leaves this one (and loads the other)', async () => {
    const h = caseHarness();
    await openCase(h);
    await writeDraft(h);
    h.api.getCase.mockResolvedValueOnce({ ok: true, status: 200, data: caseDetail({ id: OTHER_CASE_ID, title: 'Ett annat ärende' }) });
    h.goTo(`/arenden/kansliet/arende/${OTHER_CASE_ID}`);
    await flushSagas();
    expect(h.api.unlock).toHaveBeenCalledWith(CASE_ID);
    expect(selectCasePage(h.state())).toMatchObject({ caseId: OTHER_CASE_ID, reply: { mode: 'none', text: '' }, detail: { title: 'Ett annat ärende' } });
  });

  test('the same case under another URL (or with a query string) is not leaving', async () => {
    const h = caseHarness();
    await openCase(h);
    await writeDraft(h);
    h.goTo(`/arenden/kansliet/arende/${CASE_ID}?flik=anteckningar`);
    await flushSagas();
    expect(h.api.unlock).not.toHaveBeenCalled();
    expect(selectCasePage(h.state()).reply.text).toBe('Hej! Vi återkommer.');
    expect(h.api.getCase).toHaveBeenCalledTimes(1);
  });

  test('a case this user does not hold is not unlocked (only the holder may)', async () => {
    const h = caseHarness();
    await openCase(h);
    await writeDraft(h, 'note');
    h.goTo('/');
    await flushSagas();
    expect(h.api.unlock).not.toHaveBeenCalled();
    expect(selectCasePage(h.state())).toEqual(initialCasePageState);
    expect(draftFileCount()).toBe(0);
  });

  test('closing the reply unlocks too, and cancels the draft', async () => {
    const h = caseHarness();
    await openCase(h);
    await writeDraft(h);
    h.store.dispatch(replyClosed({ caseId: CASE_ID }));
    await flushSagas();
    expect(h.api.unlock).toHaveBeenCalledWith(CASE_ID);
    expect(selectCasePage(h.state()).reply).toEqual(initialCasePageState.reply);
    expect(selectCasePage(h.state()).lock.status).toBe('free');
    expect(selectCasePage(h.state()).detail?.isLocked).toBe(false);
    expect(draftFileCount()).toBe(0);
  });

  test('a member (the owner) holds and lets go the same way', async () => {
    const api = fakeCasePageApi(caseDetail({ notes: null, auditLogs: null }), { id: demoUsers.medlem.id, name: demoUsers.medlem.name });
    const h = caseHarness({ user: demoUsers.medlem, api });
    await openCase(h, `/arenden/mina/arende/${CASE_ID}`);
    await writeDraft(h);
    expect(selectCasePage(h.state()).lock.status).toBe('held');
    h.goTo('/arenden/mina');
    await flushSagas();
    expect(api.unlock).toHaveBeenCalledWith(CASE_ID);
  });
});

describe('spec §2: closing the tab while holding the lock unlocks at once (not when the lease lapses)', () => {
  test('the page hides with the reply open: Unlock is sent as a request that outlives the page', async () => {
    const h = caseHarness();
    await openCase(h);
    await writeDraft(h);
    window.dispatchEvent(new Event('pagehide'));
    await flushSagas();
    expect(h.api.unlock).toHaveBeenCalledWith(CASE_ID, { outlivesPage: true });
  });

  test('without the lock (no reply open), hiding the page sends nothing', async () => {
    const h = caseHarness();
    await openCase(h);
    window.dispatchEvent(new Event('pagehide'));
    await flushSagas();
    expect(h.api.unlock).not.toHaveBeenCalled();
  });
});

describe('issue 21: the open case follows its colleagues (the list\'s casesChanged signal)', () => {
  // The list's signal (issue 21; followsColleagues.test.ts shows full and delta answers giving it).
  const signalled = (h: CaseHarness, ids: string[]) => h.store.dispatch(casesChanged({ ids }));

  test('a colleague wrote (the case among the changed): the case loads again (the draft stays)', async () => {
    const h = caseHarness();
    await openCase(h);
    h.store.dispatch(replyStarted({ caseId: CASE_ID, mode: 'note' }));
    h.store.dispatch(replyTextChanged({ text: 'Utkast' }));
    await flushSagas(2);
    h.api.getCase.mockResolvedValueOnce(ok(caseDetail({ messages: [message(1), message(2, member, { message: 'Ett nytt meddelande' })] })));
    signalled(h, [CASE_ID]);
    await flushSagas();
    expect(h.api.getCase).toHaveBeenCalledTimes(2);
    expect(selectCasePage(h.state()).detail?.messages.at(-1)?.message).toBe('Ett nytt meddelande');
    expect(selectCasePage(h.state()).reply).toMatchObject({ mode: 'note', text: 'Utkast' });
  });

  test('another handler took the case: the page learns who is replying', async () => {
    const h = caseHarness();
    await openCase(h);
    h.api.getCase.mockResolvedValueOnce(ok(caseDetail({ isLocked: true, lockedBy: kansliStyrelse })));
    signalled(h, [CASE_ID]);
    await flushSagas();
    expect(selectCasePage(h.state()).lock).toEqual({ status: 'lockedByOther', lockedBy: kansliStyrelse });
  });

  test('other cases changed: no new load', async () => {
    const h = caseHarness();
    await openCase(h);
    signalled(h, ['c0000000-0000-4000-8000-000000000099']);
    await flushSagas();
    expect(h.api.getCase).toHaveBeenCalledTimes(1);
  });
});
