import type { Action } from '@reduxjs/toolkit';
import { rootReducer } from '../../../../src/app/reducers';
import { fileDownloadRequested, replyStarted } from '../../../../src/features/casePage/casePageEvents';
import {
  administratorsSubmitted, flagToggled, noteDeleteRequested, replySubmitted, replyTextChanged, usersInviteSubmitted,
} from '../../../../src/features/casePage/casePageActions';
import { inviteUsers, saveAdministrators } from '../../../../src/features/casePage/workers/administratorsAndInvitations';
import { downloadFile } from '../../../../src/features/casePage/workers/downloads';
import { deleteNote } from '../../../../src/features/casePage/workers/notesAndAuditLog';
import { caseModalOpened } from '../../../../src/features/cases/caseModals';
import { sagaRunner, toastTexts } from './sagaRunner';
import {
  CASE_ID, caseDetail, caseHarness, demoUsers, fail, fakeCasePageApi, flushSagas, kanslist, kansliStyrelse, note, ok, openCase,
} from './support';

describe('notes', () => {
  test('deleted: gone with its files, "Din anteckning är borttagen."', async () => {
    const api = fakeCasePageApi();
    const file = { id: 'nf1', fileName: 'avtal.pdf', contentType: 'application/pdf', size: 10, uploadedAt: '2026-11-16T09:00:00.000Z', fileType: 'note' as const };
    const r = sagaRunner(demoUsers.kanslist, caseDetail({ notes: [note(1, kanslist, { files: [file] }), note(2)], files: [file] }), api);
    const action = r.dispatch(noteDeleteRequested({ caseId: CASE_ID, noteId: 'n1' }));
    expect(r.page().busy.notes).toEqual(['n1']);
    await r.run(deleteNote, r.deps, action as ReturnType<typeof noteDeleteRequested>);
    expect(api.deleteNote).toHaveBeenCalledWith('n1');
    expect(r.page().detail?.notes?.map((n) => n.id)).toEqual(['n2']);
    expect(r.page().detail?.files).toEqual([]);
    expect(r.page().busy.notes).toEqual([]);
    expect(toastTexts(r.dispatched)).toEqual([{ text: 'Din anteckning är borttagen.', type: 'info' }]);
  });

  test('not deleted: it stays, "Din anteckning kunde inte tas bort."', async () => {
    const api = fakeCasePageApi();
    api.deleteNote.mockResolvedValueOnce(fail(403, 'NOT_NOTE_AUTHOR'));
    const r = sagaRunner(demoUsers.kanslist, caseDetail({ notes: [note(1)] }), api);
    const action = r.dispatch(noteDeleteRequested({ caseId: CASE_ID, noteId: 'n1' }));
    await r.run(deleteNote, r.deps, action as ReturnType<typeof noteDeleteRequested>);
    expect(r.page().detail?.notes).toHaveLength(1);
    expect(r.page().busy.notes).toEqual([]);
    expect(toastTexts(r.dispatched)).toEqual([{ text: 'Din anteckning kunde inte tas bort.', type: 'error' }]);
  });
});

describe('inviting users and setting administrators', () => {
  const added = (...users: { id: string; name: string }[]) => ok({ users: users.map((u) => ({ ...u, isAdministrating: false })) });

  test.each([
    [[kanslist.id], 'Användaren är inbjuden'],
    [[kanslist.id, kansliStyrelse.id], 'Användarna är inbjudna'],
  ])('AddUser for each of %j: "%s", the reply mode closes', async (userIds, text) => {
    const api = fakeCasePageApi();
    api.addUser.mockResolvedValueOnce(added(kanslist)).mockResolvedValueOnce(added(kanslist, kansliStyrelse));
    const r = sagaRunner(demoUsers['kansli-styrelse'], caseDetail(), api);
    const action = r.dispatch(usersInviteSubmitted({ caseId: CASE_ID, userIds }));
    await r.run(inviteUsers, r.deps, action as ReturnType<typeof usersInviteSubmitted>);
    expect(api.addUser.mock.calls).toEqual(userIds.map((id) => [CASE_ID, id]));
    expect(r.page().detail?.users).toHaveLength(userIds.length);
    expect(toastTexts(r.dispatched)).toEqual([{ text, type: 'info' }]);
  });

  test('a refused invitation keeps those added before it', async () => {
    const api = fakeCasePageApi();
    api.addUser.mockResolvedValueOnce(added(kanslist)).mockResolvedValueOnce(fail(400, 'USER_NOT_ALLOWED'));
    const r = sagaRunner(demoUsers['kansli-styrelse'], caseDetail(), api);
    const action = r.dispatch(usersInviteSubmitted({ caseId: CASE_ID, userIds: [kanslist.id, 'x'] }));
    await r.run(inviteUsers, r.deps, action as ReturnType<typeof usersInviteSubmitted>);
    expect(r.page().detail?.users.map((u) => u.id)).toEqual([kanslist.id]);
    expect(r.page().busy.invite).toBe(false);
    expect(toastTexts(r.dispatched)).toEqual([{ text: 'Det gick inte att bjuda in användaren.', type: 'error' }]);
  });

  test('administrators saved: "Ansvariga på ärendet har uppdaterats", the role modal closes', async () => {
    const api = fakeCasePageApi();
    const r = sagaRunner(demoUsers['kansli-styrelse'], caseDetail(), api);
    r.dispatch(caseModalOpened('role'));
    const action = r.dispatch(administratorsSubmitted({ caseId: CASE_ID, userIds: [kanslist.id] }));
    await r.run(saveAdministrators, r.deps, action as ReturnType<typeof administratorsSubmitted>);
    expect(api.setAdministrators).toHaveBeenCalledWith(CASE_ID, { administratorUserIds: [kanslist.id] });
    expect(r.page().detail?.users).toEqual([{ ...kanslist, isAdministrating: true }]);
    expect(r.state().cases.openModal).toBeNull();
    expect(toastTexts(r.dispatched)).toEqual([{ text: 'Ansvariga på ärendet har uppdaterats', type: 'info' }]);
  });
});

describe('downloads', () => {
  test('the file is fetched with the token in a header (never in the store or a URL) and saved', async () => {
    const api = fakeCasePageApi();
    const created = jest.fn(() => 'blob:portal/1');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const r = sagaRunner(demoUsers.kanslist, caseDetail(), api);
    await r.run(downloadFile, r.deps, fileDownloadRequested({ fileId: 'f1', kind: 'note', fileName: 'avtal.pdf' }));
    expect(api.downloadFile).toHaveBeenCalledWith('note', 'f1', r.deps.getAccessToken);
    expect(created).toHaveBeenCalled();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(r.state())).not.toContain('token');
    clicked.mockRestore();
  });

  test('a failed download says so and is kept as the last network error', async () => {
    const api = fakeCasePageApi();
    api.downloadFile.mockRejectedValueOnce(new Error('Status 404: download failed'));
    const r = sagaRunner(demoUsers.kanslist, caseDetail(), api);
    await r.run(downloadFile, r.deps, fileDownloadRequested({ fileId: 'f1', kind: 'case', fileName: 'a.pdf' }));
    expect(toastTexts(r.dispatched)).toEqual([{ text: 'Det gick inte att hämta filen.', type: 'error' }]);
    expect(r.state().network.lastError).toMatchObject({ url: 'Case/DownloadFile/f1', message: 'Status 404: download failed' });
  });
});

describe('ARCHITECTURE §3: a recorded action log replays to the same state', () => {
  test('a journey on the case page, replayed through the root reducer without sagas or network', async () => {
    const h = caseHarness();
    await openCase(h);
    h.store.dispatch(replyStarted({ caseId: CASE_ID, mode: 'message' }));
    await flushSagas(2);
    h.store.dispatch(replyTextChanged({ text: 'Hej' }));
    h.store.dispatch(replySubmitted({ caseId: CASE_ID }));
    await flushSagas();
    h.store.dispatch(flagToggled({ caseId: CASE_ID, flagged: true }));
    await flushSagas();
    h.goTo('/arenden/kansliet');
    await flushSagas();

    const recorded = JSON.parse(JSON.stringify(h.actions)) as Action[];
    expect(recorded.map((a) => a.type)).toEqual(expect.arrayContaining([
      'casePage/caseLoaded', 'casePage/lockAcquired', 'casePage/replySent', 'casePage/flagSaved', 'casePage/caseLeft',
    ]));
    const replayed = recorded.reduce((state, action) => rootReducer(state, action), rootReducer(undefined, { type: '@@INIT' }));
    expect(replayed).toEqual(h.state());
  });
});
