import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuditLogEntry, CaseDetail, CaseNote, InviteSecretariatResponse, LockState } from '../../api/caseHandlingTypes';
import type { CaseMessage, CaseType, CaseUser, CodeTitle, LegalHold, UserRef } from '../../api/types';
import type { NetworkState } from '../../api/networkState';
import { tokenUnloaded } from '../../auth/authSlice';
import { registerLazySlice } from '../../app/reducers';
import { CaseStatus } from '../../domain/caseStatus';

/** Spec §4: the reply modes of the case page ('none': no reply open). */
export type ReplyMode = 'message' | 'note' | 'invite' | 'none';

/** A file chosen for a reply or a note; the File itself waits in fileRegistry.ts. */
export interface DraftFile {
  id: string;
  name: string;
  size: number;
  type: string;
}

/**
 * The lock handshake (spec §4): 'locking' while Case/{id}/Lock is asked, 'held' by this user,
 * 'lockedByOther' (another user is replying: `lockedBy` names them), 'failed' (the call failed).
 */
export type LockStatus = 'free' | 'locking' | 'held' | 'lockedByOther' | 'failed';

export interface CasePageError {
  message: string;
  errorCode: string | null;
  /** The status of a 4xx answer; null for 5xx, network failures and a missing token. */
  httpStatus: number | null;
}

export interface Alternatives<T> {
  status: NetworkState;
  items: T[];
}

/** The alternatives each case modal offers (spec §4: the role, tag and category modals). */
export interface ModalAlternatives {
  role: Alternatives<UserRef>;
  category: Alternatives<CaseType>;
  tag: Alternatives<CodeTitle>;
}
export type CasePageModal = keyof ModalAlternatives;

export interface ReplyDraft {
  mode: ReplyMode;
  text: string;
  files: DraftFile[];
  submitting: boolean;
  /** Why the last chosen file was not added (wrong type, too large, too many). */
  fileError: string | null;
}

/** The controls whose call is in flight (disabled until it answers); `notes`: notes being deleted. */
export interface Busy {
  flag: boolean;
  deadline: boolean;
  close: boolean;
  invite: boolean;
  administrators: boolean;
  category: boolean;
  tags: boolean;
  legalHold: boolean;
  notes: string[];
}
type BusyFlag = Exclude<keyof Busy, 'notes'>;

/**
 * The single case of spec §2 (/arenden/…/arende/{caseId}): the case as Case/Get answered it and as
 * the handlers' calls changed it since, the lock handshake, the reply draft (spec §3 'reply draft',
 * the 'locked-message flag' is lock.status 'lockedByOther'), the modals' alternatives and the
 * selected tags. Every answer names its case: one for a case left behind changes nothing.
 */
export interface CasePageState {
  caseId: string | null;
  status: NetworkState;
  error: CasePageError | null;
  detail: CaseDetail | null;
  lock: { status: LockStatus; lockedBy: UserRef | null };
  reply: ReplyDraft;
  busy: Busy;
  alternatives: ModalAlternatives;
  /** The tags ticked in the tag modal; changing the case type resets them (spec §4). */
  selectedTags: string[];
  /** Case/Get's ETag of the detail as loaded (issue 35: asked again, an unchanged case is a 304). Absent until a load sent one. */
  etag?: string;
}

const emptyDraft: ReplyDraft = { mode: 'none', text: '', files: [], submitting: false, fileError: null };
const none = { status: 'waiting', items: [] } as Alternatives<never>;

export const initialCasePageState: CasePageState = {
  caseId: null,
  status: 'waiting',
  error: null,
  detail: null,
  lock: { status: 'free', lockedBy: null },
  reply: emptyDraft,
  busy: { flag: false, deadline: false, close: false, invite: false, administrators: false, category: false, tags: false, legalHold: false, notes: [] },
  alternatives: { role: none, category: none, tag: none },
  selectedTags: [],
};

type CasePayload<P = object> = { caseId: string } & P;
type WithCase<P = object> = PayloadAction<CasePayload<P>>;

/** A case reducer that runs only when the action is about the case shown. */
const onCase = <P = object>(change: (state: CasePageState, detail: CaseDetail, payload: CasePayload<P>) => void) =>
  (state: CasePageState, action: WithCase<P>) => {
    if (state.caseId === action.payload.caseId && state.detail) change(state, state.detail, action.payload);
  };
/** A control's call starts or ends. */
const busy = <P = object>(flag: BusyFlag, value: boolean) => onCase<P>((state) => { state.busy[flag] = value; });
/** The flag and the deadline: set at once, saved, or put back (spec §4), with the control busy meanwhile. */
const field = <K extends 'flagged' | 'deadLine', P = object>(key: K, flag: BusyFlag, value: boolean) =>
  onCase<Pick<CaseDetail, K> & P>((state, detail, payload) => {
    (detail as Pick<CaseDetail, K>)[key] = (payload as Pick<CaseDetail, K>)[key];
    state.busy[flag] = value;
  });

/** Spec §4: a case is locked only while CREATED and isLocked. */
function lockOf(detail: CaseDetail, userId: string | null): CasePageState['lock'] {
  if (detail.status !== CaseStatus.CREATED || !detail.isLocked || !detail.lockedBy) return { status: 'free', lockedBy: null };
  return { status: detail.lockedBy.id === userId ? 'held' : 'lockedByOther', lockedBy: detail.lockedBy };
}
/** Lock answers the lock state: held by the caller, or free when the case is no longer new (nothing to lock). */
const held = onCase<{ lock: LockState }>((state, detail, { lock }) => {
  Object.assign(detail, lock);
  state.lock = lock.isLocked ? { status: 'held', lockedBy: lock.lockedBy } : { status: 'free', lockedBy: null };
});
const lockedByOther = onCase<{ lockedBy: UserRef }>((state, detail, { lockedBy }) => {
  detail.isLocked = true;
  detail.lockedBy = lockedBy;
  state.lock = { status: 'lockedByOther', lockedBy };
});
function release(state: CasePageState, detail: CaseDetail) {
  Object.assign(detail, { isLocked: false, lockedBy: null, lockExpiresAt: null });
  state.lock = { status: 'free', lockedBy: null };
}
const draftKept = onCase((state) => { state.reply.submitting = false; });

const casePageSlice = createSlice({
  name: 'casePage',
  initialState: initialCasePageState,
  reducers: {
    // Loading (on navigation to a case route) and leaving (spec §2).
    caseLoadRequested: (state, { payload: { caseId } }: WithCase): CasePageState =>
      (state.caseId === caseId ? { ...state, status: 'getting' } : { ...initialCasePageState, caseId, status: 'getting' }),
    caseLoaded(state, { payload }: WithCase<{ detail: CaseDetail; userId: string | null; etag?: string }>) {
      if (state.caseId !== payload.caseId) return;
      state.detail = payload.detail;
      if (payload.etag) state.etag = payload.etag;
      else delete state.etag;
      state.status = 'success';
      state.error = null;
      // An open reply keeps its own handshake; otherwise the case's facts say who holds it.
      if (state.reply.mode === 'none' && state.lock.status !== 'locking') state.lock = lockOf(payload.detail, payload.userId);
    },
    /** Case/Get answered 304: the case held is the case as it stands. */
    caseUnchanged(state, { payload }: WithCase) {
      if (state.caseId === payload.caseId && state.detail) state.status = 'success';
    },
    caseLoadFailed(state, { payload }: WithCase<{ error: CasePageError; status: 'error' | 'unauthorised' }>) {
      if (state.caseId !== payload.caseId) return;
      state.status = payload.status;
      state.error = payload.error;
    },
    /** The case page was left: a held lock has been let go and the unsent draft is cancelled. */
    caseLeft: (_state, _action: WithCase) => initialCasePageState,

    // The lock handshake (spec §4).
    lockRequested: onCase((state) => { state.lock = { status: 'locking', lockedBy: null }; }),
    lockAcquired: held,
    lockRenewed: held,
    /** IS_LOCKED naming another user: the reply stays closed; the page says who is replying. */
    lockRefused: lockedByOther,
    /** The lease lapsed and another user took the case while the reply was open: the draft stays. */
    lockLost: lockedByOther,
    lockFailed: onCase((state) => { state.lock = { status: 'failed', lockedBy: null }; }),
    lockReleased: onCase(release),

    // The reply and its draft.
    replyOpened: onCase<{ mode: ReplyMode }>((state, _detail, { mode }) => { state.reply = { ...state.reply, mode, submitting: false }; }),
    /** Closing the reply cancels the unsent draft (the saga unlocks a held case). */
    replyClosed(state, { payload }: WithCase) {
      if (state.caseId === payload.caseId) state.reply = emptyDraft;
    },
    replyTextChanged(state, { payload }: PayloadAction<{ text: string }>) {
      state.reply.text = payload.text;
    },
    replyFileAdded(state, { payload }: PayloadAction<DraftFile>) {
      state.reply.files.push(payload);
      state.reply.fileError = null;
    },
    replyFileRejected(state, { payload }: PayloadAction<{ error: string }>) {
      state.reply.fileError = payload.error;
    },
    replyFileRemoved(state, { payload }: PayloadAction<{ id: string }>) {
      state.reply.files = state.reply.files.filter((file) => file.id !== payload.id);
      state.reply.fileError = null;
    },
    /** Send the draft: a message or a note, by the reply mode. */
    replySubmitted: onCase((state) => { state.reply.submitting = true; }),
    /** Spec §4: a sent reply sets the case to Pågående locally (the server's status); the lock is released. */
    replySent: onCase<{ message: CaseMessage; status: number }>((state, detail, { message, status }) => {
      detail.messages.push(message);
      detail.files.push(...message.files);
      detail.status = status;
      release(state, detail);
      state.reply = emptyDraft;
    }),
    /** The draft (text and files) stays for another try. */
    replyFailed: draftKept,

    // Notes and the audit log.
    noteCreated: onCase<{ note: CaseNote }>((state, detail, { note }) => {
      detail.notes = [...(detail.notes ?? []), note];
      detail.files.push(...note.files);
      state.reply = emptyDraft;
    }),
    noteCreateFailed: draftKept,
    noteDeleteRequested: onCase<{ noteId: string }>((state, _detail, { noteId }) => { state.busy.notes.push(noteId); }),
    noteDeleted: onCase<{ noteId: string }>((state, detail, { noteId }) => {
      const gone = new Set(detail.notes?.find((n) => n.id === noteId)?.files.map((f) => f.id));
      detail.notes = detail.notes && detail.notes.filter((n) => n.id !== noteId);
      detail.files = detail.files.filter((f) => !gone.has(f.id));
      state.busy.notes = state.busy.notes.filter((id) => id !== noteId);
    }),
    noteDeleteFailed: onCase<{ noteId: string }>((state, _detail, { noteId }) => {
      state.busy.notes = state.busy.notes.filter((id) => id !== noteId);
    }),
    auditLogsLoaded: onCase<{ auditLogs: AuditLogEntry[] }>((_state, detail, { auditLogs }) => {
      if (detail.auditLogs) detail.auditLogs = auditLogs;
    }),

    // Flag and deadline: optimistic, put back when the call fails (spec §4).
    flagToggled: field('flagged', 'flag', true),
    flagSaved: field('flagged', 'flag', false),
    flagReverted: field('flagged', 'flag', false),
    /** `previous` is what a failure restores. */
    deadlineChanged: field<'deadLine', { previous: string | null }>('deadLine', 'deadline', true),
    deadlineSaved: field('deadLine', 'deadline', false),
    deadlineRolledBack: field('deadLine', 'deadline', false),
    deadlineClearRequested: busy('deadline', true),
    deadlineCleared: onCase((state, detail) => {
      detail.deadLine = null;
      state.busy.deadline = false;
    }),
    deadlineClearFailed: busy('deadline', false),

    // Close.
    caseCloseRequested: busy('close', true),
    caseClosed: onCase<{ status: number }>((state, detail, { status }) => {
      detail.status = status;
      release(state, detail);
      state.busy.close = false;
    }),
    caseCloseFailed: busy('close', false),

    // Issue 37: the legal hold (the secretariat's management).
    legalHoldRequested: busy<{ hold: boolean }>('legalHold', true),
    legalHoldChanged: onCase<{ legalHold: LegalHold | null }>((state, detail, { legalHold }) => {
      if (detail.retention) detail.retention.legalHold = legalHold;
      state.busy.legalHold = false;
    }),
    legalHoldFailed: busy('legalHold', false),

    // Inviting users and the secretariat (reply mode 'invite').
    usersInviteSubmitted: busy<{ userIds: string[] }>('invite', true),
    usersInvited: onCase<{ users: CaseUser[] }>((state, detail, { users }) => {
      detail.users = users;
      state.busy.invite = false;
      state.reply = emptyDraft;
    }),
    /** Some or none were added: `users` is the case's users after the last call that succeeded. */
    usersInviteFailed: onCase<{ users: CaseUser[] | null }>((state, detail, { users }) => {
      if (users) detail.users = users;
      state.busy.invite = false;
    }),
    secretariatInviteRequested: onCase((state, detail) => {
      detail.invitationFromBoardMember = true;
      state.busy.invite = true;
    }),
    secretariatInvited: onCase<InviteSecretariatResponse>((state, detail, payload) => {
      detail.shouldBeHandledByKanslist = payload.shouldBeHandledByKanslist;
      detail.invitationFromBoardMember = payload.invitationFromBoardMember;
      state.busy.invite = false;
      state.reply = emptyDraft;
    }),
    /** Spec §4: a failed invitation of the secretariat resets invitationFromBoardMember to false. */
    secretariatInviteFailed: onCase((state, detail) => {
      detail.invitationFromBoardMember = false;
      state.busy.invite = false;
    }),

    // The modals' alternatives: role (administrators), category (case types), tag.
    alternativesRequested: onCase<{ modal: CasePageModal }>((state, detail, { modal }) => {
      state.alternatives[modal].status = 'getting';
      if (modal === 'tag') state.selectedTags = detail.tags.map((tag) => tag.type);
    }),
    alternativesLoaded: onCase<{ modal: CasePageModal; items: ModalAlternatives[CasePageModal]['items'] }>((state, _detail, { modal, items }) => {
      state.alternatives[modal] = { status: 'success', items } as Alternatives<never>;
    }),
    alternativesFailed: onCase<{ modal: CasePageModal; status: 'error' | 'unauthorised' }>((state, _detail, { modal, status }) => {
      state.alternatives[modal].status = status;
    }),
    administratorsSubmitted: busy<{ userIds: string[] }>('administrators', true),
    /** The new administrators (and, when the server sends them, all users of the case; else the invited ones stay). */
    administratorsUpdated: onCase<{ administrators: CaseUser[]; users?: CaseUser[] }>((state, detail, { administrators, users }) => {
      const ids = new Set(administrators.map((u) => u.id));
      detail.users = users ?? [...administrators, ...detail.users.filter((u) => !u.isAdministrating && !ids.has(u.id))];
      state.busy.administrators = false;
    }),
    administratorsUpdateFailed: busy('administrators', false),
    categorySubmitted: busy<{ caseType: string; subCategories: string[] }>('category', true),
    /** Spec §4: changing the case type resets the selected tags (the server dropped those of the old type). */
    caseTypeChanged: onCase<{ detail: CaseDetail }>((state, before, { detail }) => {
      state.detail = { ...detail, access: detail.access ?? before.access };
      state.selectedTags = [];
      state.alternatives.tag = none;
    }),
    subCategoriesChanged: onCase<{ subCategories: CodeTitle[] }>((_state, detail, { subCategories }) => { detail.subCategories = subCategories; }),
    categorySubmitFinished: busy('category', false),
    tagToggled(state, { payload: { type } }: PayloadAction<{ type: string }>) {
      state.selectedTags = state.selectedTags.includes(type) ? state.selectedTags.filter((t) => t !== type) : [...state.selectedTags, type];
    },
    tagsSubmitted: busy<{ tags: string[] }>('tags', true),
    tagsChanged: onCase<{ tags: CodeTitle[] }>((state, detail, { tags }) => {
      detail.tags = tags;
      state.selectedTags = tags.map((tag) => tag.type);
      state.busy.tags = false;
    }),
    tagsChangeFailed: busy('tags', false),
  },
  extraReducers: (builder) => {
    // Spec §4: on token unload the user's data goes.
    builder.addCase(tokenUnloaded, () => initialCasePageState);
  },
});

/** The slice's action creators: named in casePageActions.ts, which travels with the case screens' chunk. */
export const casePageActions = casePageSlice.actions;
export const casePageReducer = casePageSlice.reducer;

/**
 * The case page's state travels with the case route chunk, so the main bundle does not carry it:
 * this module registers it when the chunk loads (ARCHITECTURE §3 "Lazy features"). Until the next
 * action the key is absent: read it through selectCasePage.
 */
export const casePageLazySlice = registerLazySlice({ reducerPath: 'casePage', reducer: casePageReducer });
