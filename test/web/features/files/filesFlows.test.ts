import { runSaga, stdChannel, type Saga } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import type { DocumentFile } from '../../../../src/api/documentTypes';
import { UnauthorizedError, type HttpResult } from '../../../../src/api/http';
import { rootReducer, type RootState } from '../../../../src/app/reducers';
import { deferred } from '../../support/deferred';
import type { Services } from '../../../../src/app/services';
import { userLoaded } from '../../../../src/features/user/userSlice';
import { chosenDocuments } from '../../../../src/features/files/chosenFiles';
import { togglePublic, upload, uploadChannel, deleteDocument } from '../../../../src/features/files/filesFlows';
import type { FilesTransfer } from '../../../../src/features/files/filesTransfer';
import {
  deleteConfirmed, filesLoaded, filesRequested, publicToggled, uploadClosed, uploadFileChosen, uploadOpened, uploadPublicChanged,
  uploadSubmitted, uploadTagsChanged,
} from '../../../../src/features/files/filesSlice';
import { demoUsers, GOTLAND } from '../../support/users';

const doc = (n: number, over: Partial<DocumentFile> = {}): DocumentFile => ({
  id: `d${n}`, fileName: `Protokoll ${n}.pdf`, uploadedBy: { name: 'Karin Holmberg' }, uploadedAt: `2026-0${n}-01T08:00:00.000Z`,
  tags: ['Protokoll'], workplace: null, workplaceId: null, isPublic: false, associationId: GOTLAND, size: 100, ...over,
});
const ok = <T,>(data: T): HttpResult<T> => ({ ok: true, status: 200, data });
const fail = (status: number, errorCode: string): HttpResult<never> => ({ ok: false, status, response: { errorCode, data: null } });

/** A transfer whose upload reports progress and answers when the test says so. */
function fakeTransfer() {
  const answer = deferred<HttpResult<DocumentFile>>();
  let progress: (percent: number) => void = () => {};
  const abort = jest.fn(() => answer.reject(new Error('Upload aborted')));
  const transfer = {
    upload: jest.fn((_area: string, _request: unknown, _file: File, _token: () => string | null, onProgress: (p: number) => void) => {
      progress = onProgress;
      return { result: answer.promise, abort };
    }),
    download: jest.fn(),
  };
  return { transfer, answer, abort, progress: (p: number) => progress(p) };
}

/** One flow against the real root reducer and fake calls; actions dispatched here reach the saga's takes. */
function runner(files = { setPublic: jest.fn(), deleteFile: jest.fn(), getFiles: jest.fn(), transfer: undefined as unknown }) {
  const channel = stdChannel<Action>();
  let state: RootState = rootReducer(undefined, { type: '@@INIT' });
  const dispatched: Action[] = [];
  const dispatch = (action: Action) => {
    state = rootReducer(state, action);
    dispatched.push(action);
    channel.put(action);
    return action;
  };
  dispatch(userLoaded(demoUsers.kanslist));
  dispatch(filesRequested({ area: GOTLAND }));
  dispatch(filesLoaded({ area: GOTLAND, files: [doc(1), doc(2, { isPublic: true })] }));
  dispatched.length = 0;
  const services = { api: { files }, auth: { getAccessToken: () => 'token' }, config: { apiUrl: '/api' } } as unknown as Services;
  return {
    services, dispatch, dispatched, state: () => state,
    toasts: () => dispatched.filter((a) => a.type === 'toasts/toastRequested').map((a) => (a as Action & { payload: { text: string; type: string } }).payload)
      .map(({ text, type }) => ({ text, type })),
    run: <Args extends unknown[]>(saga: Saga<Args>, ...args: Args) => runSaga({ channel, dispatch, getState: () => state }, saga, ...args).toPromise(),
  };
}

describe('spec §8: the public flag is optimistic and rolled back when the call fails', () => {
  test('making a file public shows at once and stays, with its toast', async () => {
    const call = deferred<HttpResult<DocumentFile>>();
    const r = runner();
    (r.services.api.files.setPublic as jest.Mock).mockReturnValueOnce(call.promise);
    const action = r.dispatch(publicToggled({ id: 'd1', area: GOTLAND, isPublic: true })) as ReturnType<typeof publicToggled>;
    const saga = r.run(togglePublic, r.services, action);
    expect(r.state().files.items.find((f) => f.id === 'd1')?.isPublic).toBe(true);
    expect(r.services.api.files.setPublic).toHaveBeenCalledWith(GOTLAND, { fileId: 'd1', isPublic: true });
    call.resolve(ok(doc(1, { isPublic: true })));
    await saga;
    expect(r.state().files.items.find((f) => f.id === 'd1')?.isPublic).toBe(true);
    expect(r.toasts()).toEqual([{ text: 'Dokumentet är publikt.', type: 'info' }]);
  });

  test("making a file private fails: rolled back, 'Det gick inte att göra dokumentet privat'", async () => {
    const r = runner();
    (r.services.api.files.setPublic as jest.Mock).mockResolvedValueOnce(fail(403, 'DOCUMENTS_NOT_MANAGED'));
    const action = r.dispatch(publicToggled({ id: 'd2', area: GOTLAND, isPublic: false })) as ReturnType<typeof publicToggled>;
    expect(r.state().files.items.find((f) => f.id === 'd2')?.isPublic).toBe(false);
    await r.run(togglePublic, r.services, action);
    expect(r.state().files.items.find((f) => f.id === 'd2')?.isPublic).toBe(true);
    expect(r.toasts()).toEqual([{ text: 'Det gick inte att göra dokumentet privat', type: 'error' }]);
  });

  test("deliberate deviation: a refusal because only managers toggle the flag names its reason in Swedish after 'Det gick inte att göra dokumentet privat'", async () => {
    const r = runner();
    (r.services.api.files.setPublic as jest.Mock).mockResolvedValueOnce(fail(403, 'PUBLIC_FLAG_MANAGERS_ONLY'));
    const action = r.dispatch(publicToggled({ id: 'd2', area: GOTLAND, isPublic: false })) as ReturnType<typeof publicToggled>;
    await r.run(togglePublic, r.services, action);
    expect(r.state().files.items.find((f) => f.id === 'd2')?.isPublic).toBe(true);
    expect(r.toasts()).toEqual([{
      text: 'Det gick inte att göra dokumentet privat. Bara styrelsen och kansliet får ändra om ett dokument är publikt.', type: 'error',
    }]);
  });

  test("making a file public throws (5xx, network): rolled back, 'Det gick inte att göra dokumentet publikt'", async () => {
    const r = runner();
    (r.services.api.files.setPublic as jest.Mock).mockRejectedValueOnce(new Error('Status 502: Bad Gateway'));
    const action = r.dispatch(publicToggled({ id: 'd1', area: GOTLAND, isPublic: true })) as ReturnType<typeof publicToggled>;
    await r.run(togglePublic, r.services, action);
    expect(r.state().files.items.find((f) => f.id === 'd1')?.isPublic).toBe(false);
    expect(r.toasts()).toEqual([{ text: 'Det gick inte att göra dokumentet publikt', type: 'error' }]);
  });
});

/** The upload form filled and sent: a PDF, a tag, public. */
function choose(r: ReturnType<typeof runner>) {
  chosenDocuments.register('f1', new File(['%PDF-1.7'], 'Protokoll årsmöte.pdf', { type: 'application/pdf' }));
  r.dispatch(uploadOpened());
  r.dispatch(uploadFileChosen({ id: 'f1', name: 'Protokoll årsmöte.pdf', size: 8, type: 'application/pdf' }));
  r.dispatch(uploadTagsChanged(['Protokoll']));
  r.dispatch(uploadPublicChanged(true));
  return r.dispatch(uploadSubmitted({ area: GOTLAND, workplaceId: null })) as ReturnType<typeof uploadSubmitted>;
}

describe('issue 10: the upload progress reaches the saga through an event channel', () => {
  test('the channel emits progress, then the answer, then ends', async () => {
    const fake = fakeTransfer();
    const channel = uploadChannel(fake.transfer as unknown as FilesTransfer, GOTLAND, { associationId: GOTLAND, workplaceId: null, tags: [], isPublic: false }, new File(['x'], 'a.pdf'), () => 't');
    const events: unknown[] = [];
    const taken = new Promise<void>((resolve) => {
      const next = () => channel.take((event) => {
        if (typeof event === 'object' && event !== null && 'type' in event && (event as { type: string }).type === '@@redux-saga/CHANNEL_END') { resolve(); return; }
        events.push(event);
        next();
      });
      next();
    });
    fake.progress(12.5);
    fake.progress(80);
    fake.answer.resolve(ok(doc(9)));
    await taken;
    expect(events).toEqual([{ kind: 'progress', percent: 12.5 }, { kind: 'progress', percent: 80 }, { kind: 'done', result: ok(doc(9)) }]);
  });

  test('the bar follows the bytes sent (whole percents, never backwards); success adds the row and toasts', async () => {
    const fake = fakeTransfer();
    const r = runner({ setPublic: jest.fn(), deleteFile: jest.fn(), getFiles: jest.fn(), transfer: fake.transfer });
    const action = choose(r);
    const saga = r.run(upload, r.services, action);
    expect(fake.transfer.upload).toHaveBeenCalledWith(GOTLAND, { associationId: GOTLAND, workplaceId: null, tags: ['Protokoll'], isPublic: true }, expect.any(File), expect.any(Function), expect.any(Function));
    const progressSeen: number[] = [];
    for (const p of [3.2, 3.9, 41.7, 99.99]) {
      fake.progress(p);
      await Promise.resolve();
      progressSeen.push(r.state().files.upload.progress);
    }
    expect(progressSeen).toEqual([3, 3, 41, 99]);
    expect(r.dispatched.filter((a) => a.type === 'files/uploadProgressed')).toHaveLength(3);
    fake.answer.resolve({ ok: true, status: 201, data: doc(7, { fileName: 'Protokoll årsmöte.pdf' }) });
    await saga;
    expect(r.state().files.upload.open).toBe(false);
    expect(r.state().files.items[0].fileName).toBe('Protokoll årsmöte.pdf');
    expect(chosenDocuments.get('f1')).toBeUndefined();
    expect(r.toasts()).toEqual([{ text: 'Ditt dokument är uppladdat.', type: 'info' }]);
  });

  test('cancel aborts the request; nothing is toasted', async () => {
    const fake = fakeTransfer();
    const r = runner({ setPublic: jest.fn(), deleteFile: jest.fn(), getFiles: jest.fn(), transfer: fake.transfer });
    const saga = r.run(upload, r.services, choose(r));
    fake.progress(20);
    r.dispatch(uploadClosed());
    await saga;
    expect(fake.abort).toHaveBeenCalledTimes(1);
    expect(r.state().files.upload).toMatchObject({ open: false, status: 'idle', file: null });
    expect(r.toasts()).toEqual([]);
  });

  test('a refused upload keeps the form filled, says why, and toasts the failure', async () => {
    const fake = fakeTransfer();
    const r = runner({ setPublic: jest.fn(), deleteFile: jest.fn(), getFiles: jest.fn(), transfer: fake.transfer });
    const saga = r.run(upload, r.services, choose(r));
    fake.answer.resolve(fail(400, 'WRONG_FILE_TYPE'));
    await saga;
    expect(r.state().files.upload).toMatchObject({
      open: true, status: 'failed', errorCode: 'WRONG_FILE_TYPE', tags: ['Protokoll'], isPublic: true, file: { id: 'f1', name: 'Protokoll årsmöte.pdf' },
    });
    expect(r.toasts()).toEqual([{ text: 'Ditt dokument gick inte att ladda upp.', type: 'error' }]);
  });
});

describe('spec §7: an upload without a token tries again after a silent sign-in', () => {
  const withAuth = (r: ReturnType<typeof runner>, signinSilent: jest.Mock) => {
    let token: string | null = null;
    signinSilent.mockImplementation(async () => { token = 'renewed'; });
    (r.services as { auth: unknown }).auth = { getAccessToken: () => token, signinSilent };
  };

  test('the silent sign-in gives a token: the upload is sent again and succeeds', async () => {
    const fake = fakeTransfer();
    const r = runner({ setPublic: jest.fn(), deleteFile: jest.fn(), getFiles: jest.fn(), transfer: fake.transfer });
    const signinSilent = jest.fn();
    withAuth(r, signinSilent);
    fake.transfer.upload.mockImplementationOnce(() => ({ result: Promise.reject(new UnauthorizedError()), abort: jest.fn() }));
    const saga = r.run(upload, r.services, choose(r));
    fake.answer.resolve(ok(doc(3, { fileName: 'Protokoll årsmöte.pdf' })));
    await saga;
    expect(signinSilent).toHaveBeenCalledTimes(1);
    expect(fake.transfer.upload).toHaveBeenCalledTimes(2);
    expect(r.toasts()).toEqual([{ text: 'Ditt dokument är uppladdat.', type: 'info' }]);
  });

  test('the silent sign-in fails: the upload fails once, with its toast, and the form stays filled', async () => {
    const fake = fakeTransfer();
    const r = runner({ setPublic: jest.fn(), deleteFile: jest.fn(), getFiles: jest.fn(), transfer: fake.transfer });
    const signinSilent = jest.fn();
    withAuth(r, signinSilent);
    signinSilent.mockRejectedValue(new Error('login_required'));
    fake.transfer.upload.mockImplementation(() => ({ result: Promise.reject(new UnauthorizedError()), abort: jest.fn() }));
    await r.run(upload, r.services, choose(r));
    expect(fake.transfer.upload).toHaveBeenCalledTimes(1);
    expect(r.state().files.upload).toMatchObject({ open: true, status: 'failed', tags: ['Protokoll'] });
    expect(r.toasts()).toEqual([{ text: 'Ditt dokument gick inte att ladda upp.', type: 'error' }]);
  });
});

describe('spec §8: delete toasts', () => {
  test('deleted: the row goes', async () => {
    const r = runner();
    (r.services.api.files.deleteFile as jest.Mock).mockResolvedValueOnce(ok({ id: 'd1' }));
    await r.run(deleteDocument, r.services, r.dispatch(deleteConfirmed({ id: 'd1', area: GOTLAND })) as ReturnType<typeof deleteConfirmed>);
    expect(r.state().files.items.map((f) => f.id)).toEqual(['d2']);
    expect(r.toasts()).toEqual([{ text: 'Ditt dokument är borttaget.', type: 'info' }]);
  });
  test('failed: the row stays', async () => {
    const r = runner();
    (r.services.api.files.deleteFile as jest.Mock).mockResolvedValueOnce(fail(404, 'DOCUMENT_NOT_FOUND'));
    await r.run(deleteDocument, r.services, r.dispatch(deleteConfirmed({ id: 'd1', area: GOTLAND })) as ReturnType<typeof deleteConfirmed>);
    expect(r.state().files.items.map((f) => f.id)).toEqual(['d1', 'd2']);
    expect(r.state().files.deleting).toEqual([]);
    expect(r.toasts()).toEqual([{ text: 'Ditt dokument gick inte att ta bort.', type: 'error' }]);
  });
});
