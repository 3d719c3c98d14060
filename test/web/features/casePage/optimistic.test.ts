import { ServerError } from '../../../../src/api/http';
import {
  caseCloseRequested, categorySubmitted, deadlineChanged, deadlineClearRequested, flagToggled, secretariatInviteRequested, tagToggled, alternativesLoaded, alternativesRequested,
} from '../../../../src/features/casePage/casePageActions';
import {
  clearDeadline, closeCase, saveCategory, saveDeadline, saveFlag,
} from '../../../../src/features/casePage/workers/caseAttributes';
import { inviteSecretariat } from '../../../../src/features/casePage/workers/administratorsAndInvitations';
import { caseListRefreshRequested } from '../../../../src/features/cases/casesSlice';
import { sagaRunner, toastTexts } from './sagaRunner';
import { CASE_ID, caseDetail, demoUsers, fail, fakeCasePageApi, ok } from './support';
import { deferred } from '../../support/deferred';

describe('spec §4: the flag is toggled at once and reverted if the call fails', () => {
  test('flagging: shown at once (page and list), kept when saved, with its toast', async () => {
    const api = fakeCasePageApi();
    const call = deferred<unknown>();
    api.setFlag.mockReturnValueOnce(call.promise);
    const r = sagaRunner(demoUsers.kanslist, caseDetail(), api);
    const action = r.dispatch(flagToggled({ caseId: CASE_ID, flagged: true }));
    const saga = r.run(saveFlag, r.deps, action as ReturnType<typeof flagToggled>);
    expect(r.page().detail?.flagged).toBe(true);
    expect(r.page().busy.flag).toBe(true);
    expect(r.types()).not.toContain(caseListRefreshRequested.type);
    expect(api.setFlag).toHaveBeenCalledWith({ caseId: CASE_ID, flagged: true });

    call.resolve(ok({ flagged: true }));
    await saga;
    expect(r.page().detail?.flagged).toBe(true);
    expect(r.page().busy.flag).toBe(false);
    expect(toastTexts(r.dispatched)).toEqual([{ text: 'Ärendet är flaggat.', type: 'info' }]);
    // Issue 21: the list learns the saved flag from the server (a poll at once), not from the page.
    expect(r.types()).toContain(caseListRefreshRequested.type);
  });

  test.each([
    [true, 'Det gick inte att flagga ärendet.'],
    [false, 'Det gick inte att avflagga ärendet.'],
  ])('flagged=%s fails: the flag goes back (page and list) with "%s"', async (flagged, text) => {
    const api = fakeCasePageApi();
    api.setFlag.mockResolvedValueOnce(fail(403, 'NOT_CASE_HANDLER'));
    const r = sagaRunner(demoUsers.kanslist, caseDetail({ flagged: !flagged }), api);
    const action = r.dispatch(flagToggled({ caseId: CASE_ID, flagged }));
    expect(r.page().detail?.flagged).toBe(flagged);
    await r.run(saveFlag, r.deps, action as ReturnType<typeof flagToggled>);
    expect(r.page().detail?.flagged).toBe(!flagged);
    expect(r.page().busy.flag).toBe(false);
    expect(r.types()).not.toContain(caseListRefreshRequested.type);
    expect(toastTexts(r.dispatched)).toEqual([{ text, type: 'error' }]);
  });

  test('unflagging saved: "Ärendet är avflaggat."', async () => {
    const api = fakeCasePageApi();
    const r = sagaRunner(demoUsers.kanslist, caseDetail({ flagged: true }), api);
    const action = r.dispatch(flagToggled({ caseId: CASE_ID, flagged: false }));
    await r.run(saveFlag, r.deps, action as ReturnType<typeof flagToggled>);
    expect(r.page().detail?.flagged).toBe(false);
    expect(toastTexts(r.dispatched)).toEqual([{ text: 'Ärendet är avflaggat.', type: 'info' }]);
  });
});

describe('spec §4, §8: the deadline is set at once and rolled back if saving fails', () => {
  test('set at once, saved', async () => {
    const api = fakeCasePageApi();
    const call = deferred<unknown>();
    api.setDeadline.mockReturnValueOnce(call.promise);
    const r = sagaRunner(demoUsers.kanslist, caseDetail({ deadLine: '2026-12-01' }), api);
    const action = r.dispatch(deadlineChanged({ caseId: CASE_ID, deadLine: '2026-12-24', previous: '2026-12-01' }));
    const saga = r.run(saveDeadline, r.deps, action as ReturnType<typeof deadlineChanged>);
    expect(r.page().detail?.deadLine).toBe('2026-12-24');
    expect(api.setDeadline).toHaveBeenCalledWith(CASE_ID, '2026-12-24');
    call.resolve(ok({ deadLine: '2026-12-24' }));
    await saga;
    expect(r.page().detail?.deadLine).toBe('2026-12-24');
    expect(r.page().busy.deadline).toBe(false);
    expect(r.types()).toContain(caseListRefreshRequested.type);
  });

  test('saving fails: the old deadline is restored (page and list)', async () => {
    const api = fakeCasePageApi();
    api.setDeadline.mockRejectedValueOnce(new ServerError(500, null, 'Status 500'));
    const r = sagaRunner(demoUsers.kanslist, caseDetail({ deadLine: '2026-12-01' }), api);
    const action = r.dispatch(deadlineChanged({ caseId: CASE_ID, deadLine: '2026-12-24', previous: '2026-12-01' }));
    await r.run(saveDeadline, r.deps, action as ReturnType<typeof deadlineChanged>);
    expect(r.page().detail?.deadLine).toBe('2026-12-01');
    expect(r.types()).not.toContain(caseListRefreshRequested.type);
    expect(toastTexts(r.dispatched)).toEqual([{ text: 'Det gick inte att spara sista dagen.', type: 'error' }]);
  });

  test('clearing calls the server, then sets null and refreshes the case list in the background', async () => {
    const api = fakeCasePageApi();
    const r = sagaRunner(demoUsers.kanslist, caseDetail({ deadLine: '2026-12-01' }), api);
    const action = r.dispatch(deadlineClearRequested({ caseId: CASE_ID }));
    expect(r.page().detail?.deadLine).toBe('2026-12-01');
    await r.run(clearDeadline, r.deps, action as ReturnType<typeof deadlineClearRequested>);
    expect(api.clearDeadline).toHaveBeenCalledWith(CASE_ID);
    expect(r.page().detail?.deadLine).toBeNull();
    expect(r.types()).toContain(caseListRefreshRequested.type);
  });

  test('clearing fails: the deadline stays', async () => {
    const api = fakeCasePageApi();
    api.clearDeadline.mockResolvedValueOnce(fail(403, 'NOT_CASE_HANDLER'));
    const r = sagaRunner(demoUsers.kanslist, caseDetail({ deadLine: '2026-12-01' }), api);
    const action = r.dispatch(deadlineClearRequested({ caseId: CASE_ID }));
    await r.run(clearDeadline, r.deps, action as ReturnType<typeof deadlineClearRequested>);
    expect(r.page().detail?.deadLine).toBe('2026-12-01');
    expect(r.types()).not.toContain(caseListRefreshRequested.type);
  });
});

describe('spec §4: closing', () => {
  test('sets Avslutat, refreshes the list and the audit log, "Ärendet avslutat."', async () => {
    const api = fakeCasePageApi();
    const closedLog = [{ id: 'a2', eventType: 'CASE_CLOSED', occurredAt: '2026-11-16T10:00:00.000Z', user: null, data: {} }];
    api.getAuditLogs.mockResolvedValueOnce(ok({ auditLogs: closedLog }));
    const r = sagaRunner(demoUsers.kanslist, caseDetail(), api);
    const action = r.dispatch(caseCloseRequested({ caseId: CASE_ID }));
    await r.run(closeCase, r.deps, action as ReturnType<typeof caseCloseRequested>);
    expect(r.page().detail?.status).toBe(3);
    expect(r.types()).toContain(caseListRefreshRequested.type);
    expect(r.page().detail?.auditLogs).toEqual(closedLog);
    expect(toastTexts(r.dispatched)).toEqual([{ text: 'Ärendet avslutat.', type: 'info' }]);
  });

  test('a failure: "Det gick inte att avsluta ärendet." and the status stays', async () => {
    const api = fakeCasePageApi();
    api.close.mockResolvedValueOnce(fail(403, 'NOT_CASE_HANDLER'));
    const r = sagaRunner(demoUsers.kanslist, caseDetail(), api);
    const action = r.dispatch(caseCloseRequested({ caseId: CASE_ID }));
    await r.run(closeCase, r.deps, action as ReturnType<typeof caseCloseRequested>);
    expect(r.page().detail?.status).toBe(1);
    expect(toastTexts(r.dispatched)).toEqual([{ text: 'Det gick inte att avsluta ärendet.', type: 'error' }]);
  });
});

describe('spec §4: inviting the secretariat', () => {
  test('shown at once; a failure resets invitationFromBoardMember to false', async () => {
    const api = fakeCasePageApi();
    api.inviteSecretariat.mockResolvedValueOnce(fail(403, 'INVITE_NOT_ALLOWED'));
    const r = sagaRunner(demoUsers.styrelse, caseDetail({ caseType: { type: 'BOARD_MATTER', title: 'Styrelseärende' } }), api);
    const action = r.dispatch(secretariatInviteRequested({ caseId: CASE_ID }));
    expect(r.page().detail?.invitationFromBoardMember).toBe(true);
    await r.run(inviteSecretariat, r.deps, action as ReturnType<typeof secretariatInviteRequested>);
    expect(r.page().detail?.invitationFromBoardMember).toBe(false);
  });

  test('saved: "Kansliet är inbjudet"', async () => {
    const api = fakeCasePageApi();
    const r = sagaRunner(demoUsers.styrelse, caseDetail({ shouldBeHandledByKanslist: false }), api);
    const action = r.dispatch(secretariatInviteRequested({ caseId: CASE_ID }));
    await r.run(inviteSecretariat, r.deps, action as ReturnType<typeof secretariatInviteRequested>);
    expect(r.page().detail).toMatchObject({ invitationFromBoardMember: true, shouldBeHandledByKanslist: true });
    expect(toastTexts(r.dispatched)).toEqual([{ text: 'Kansliet är inbjudet', type: 'info' }]);
  });
});

describe('spec §4: changing the case type resets the selected tags', () => {
  test('type changed: "Ärendetypen ändrad.", the tag selection is empty, the sub-categories are saved next', async () => {
    const api = fakeCasePageApi();
    const changed = caseDetail({ caseType: { type: 'OTHER', title: 'Övrigt' }, tags: [] });
    api.setCaseType.mockResolvedValueOnce(ok(changed));
    api.setSubCategories.mockResolvedValueOnce(ok({ subCategories: [{ type: 'X', title: 'X' }] }));
    const r = sagaRunner(demoUsers.kanslist, caseDetail({ tags: [{ type: 'LON', title: 'Lön' }] }), api);
    r.dispatch(alternativesRequested({ caseId: CASE_ID, modal: 'tag' }));
    r.dispatch(alternativesLoaded({ caseId: CASE_ID, modal: 'tag', items: [{ type: 'LON', title: 'Lön' }, { type: 'A', title: 'A' }] }));
    r.dispatch(tagToggled({ type: 'A' }));
    expect(r.page().selectedTags).toEqual(['LON', 'A']);

    const action = r.dispatch(categorySubmitted({ caseId: CASE_ID, caseType: 'OTHER', subCategories: ['X'] }));
    await r.run(saveCategory, r.deps, action as ReturnType<typeof categorySubmitted>);
    expect(api.setCaseType).toHaveBeenCalledWith({ caseId: CASE_ID, caseType: 'OTHER', associationId: null });
    expect(api.setSubCategories).toHaveBeenCalledWith(CASE_ID, { subCategories: ['X'] });
    expect(r.page().selectedTags).toEqual([]);
    expect(r.page().detail?.caseType.type).toBe('OTHER');
    expect(r.page().detail?.subCategories).toEqual([{ type: 'X', title: 'X' }]);
    expect(r.state().cases.openModal).toBeNull();
    expect(toastTexts(r.dispatched)).toEqual([{ text: 'Ärendetypen ändrad.', type: 'info' }]);
  });

  test('type change fails: "Det gick inte att byta ärendetyp." and the category is not sent', async () => {
    const api = fakeCasePageApi();
    api.setCaseType.mockResolvedValueOnce(fail(400, 'CASE_TYPE_NOT_ALLOWED'));
    const r = sagaRunner(demoUsers.kanslist, caseDetail(), api);
    const action = r.dispatch(categorySubmitted({ caseId: CASE_ID, caseType: 'OTHER', subCategories: ['X'] }));
    await r.run(saveCategory, r.deps, action as ReturnType<typeof categorySubmitted>);
    expect(api.setSubCategories).not.toHaveBeenCalled();
    expect(r.page().busy.category).toBe(false);
    expect(toastTexts(r.dispatched)).toEqual([{ text: 'Det gick inte att byta ärendetyp.', type: 'error' }]);
  });

  test('category change fails: "Det gick inte att byta kategori."', async () => {
    const api = fakeCasePageApi();
    api.setSubCategories.mockResolvedValueOnce(fail(400, 'INVALID_SUB_CATEGORY'));
    const r = sagaRunner(demoUsers.kanslist, caseDetail(), api);
    const action = r.dispatch(categorySubmitted({ caseId: CASE_ID, caseType: 'COUNSELING', subCategories: ['X'] }));
    await r.run(saveCategory, r.deps, action as ReturnType<typeof categorySubmitted>);
    expect(api.setCaseType).not.toHaveBeenCalled();
    expect(toastTexts(r.dispatched)).toEqual([{ text: 'Det gick inte att byta kategori.', type: 'error' }]);
  });
});
