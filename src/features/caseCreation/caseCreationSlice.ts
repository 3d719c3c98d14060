import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { registerLazySlice, type RootState } from '../../app/reducers';
import type { CaseType } from '../../api/types';
import type { NetworkState } from '../../api/networkState';
import { tokenUnloaded } from '../../auth/authSlice';
import type { FileProblem } from '../../domain/fileTypes';
import type { Role } from '../../domain/roles';
import { caseModalOpened } from '../cases/caseModals';
import {
  caseCreated, caseCreationClosed, caseCreationOpened, caseCreationRetried, caseCreationStarted, caseCreationSubmitted, caseFileRemoved,
  type CaseCreationRequest,
} from './caseCreationActions';
import type { AttachedFile, CaseOwnerFacts, CreationOrigin, MemberChoice } from './types';

/**
 * The case-creation modal of spec §2 (whether it is open is `state.cases.openModal`):
 * 'type' (step 1; the secretariat on behalf of a member comes from the member page) → 'form' (step 2) → 'sent'.
 * Everything typed is kept here, so a failure keeps the draft and a recorded log replays it; the
 * chosen files are kept as id, name, size and type (the File objects live in fileRegistry.ts).
 */
export type CreationStep = 'type' | 'form' | 'sent';

export interface CaseDraft {
  caseType: string | null;
  subCategory: string | null;
  associationId: string | null;
  title: string;
  message: string;
  files: AttachedFile[];
  /** The type whose sub-category and association were set (choosing another type sets them again). */
  appliedType: string | null;
}

export interface CaseCreationState {
  step: CreationStep;
  origin: CreationOrigin;
  role: Role;
  organisationId: string | null;
  forAnotherUser: boolean;
  /** The member on whose behalf the case is created. */
  member: MemberChoice | null;
  /** Whose case it is (the user, or the member once loaded). */
  owner: CaseOwnerFacts | null;
  ownerStatus: NetworkState;
  preselectedType: string | null;
  caseTypes: CaseType[];
  typesStatus: NetworkState;
  draft: CaseDraft;
  fileProblem: FileProblem | null;
  submitStatus: NetworkState;
  created: { id: string; title: string; caseType: string } | null;
}

const emptyDraft: CaseDraft = { caseType: null, subCategory: null, associationId: null, title: '', message: '', files: [], appliedType: null };

export const initialCaseCreationState: CaseCreationState = {
  step: 'type',
  origin: 'header',
  role: 'member',
  organisationId: null,
  forAnotherUser: false,
  member: null,
  owner: null,
  ownerStatus: 'waiting',
  preselectedType: null,
  caseTypes: [],
  typesStatus: 'waiting',
  draft: emptyDraft,
  fileProblem: null,
  submitStatus: 'waiting',
  created: null,
};

/**
 * What step 2 starts with for a type: spec §5's auto-selected association and the economist's
 * fixed sub-category (computed by creationRules.ts, in the modal's chunk).
 */
export interface FormEntry {
  caseType: string;
  associationId: string | null;
  subCategory: string | null;
}

/** Step 2 for a type; choosing the same type again keeps what was chosen for it. */
function enterForm(state: CaseCreationState, entry: FormEntry) {
  if (!state.caseTypes.some((t) => t.type === entry.caseType)) return;
  state.draft.caseType = entry.caseType;
  if (state.draft.appliedType !== entry.caseType) {
    state.draft.appliedType = entry.caseType;
    state.draft.subCategory = entry.subCategory;
    state.draft.associationId = entry.associationId;
  }
  state.step = 'form';
}

/** The modal as a request opens it. */
function startedState(request: CaseCreationRequest): CaseCreationState {
  const forAnotherUser = request.forAnotherUser === true && Boolean(request.member);
  return {
    ...initialCaseCreationState,
    step: 'type',
    origin: request.origin,
    role: forAnotherUser ? 'member' : request.role,
    organisationId: forAnotherUser ? null : request.organisationId ?? null,
    forAnotherUser,
    member: forAnotherUser ? request.member ?? null : null,
    owner: forAnotherUser ? null : request.owner,
    ownerStatus: forAnotherUser ? 'getting' : 'success',
    preselectedType: request.caseType ?? null,
    typesStatus: 'getting',
  };
}

const caseCreationSlice = createSlice({
  name: 'caseCreation',
  initialState: initialCaseCreationState,
  reducers: {
    caseCreationOwnerLoaded(state, action: PayloadAction<CaseOwnerFacts>) {
      state.owner = action.payload;
      state.ownerStatus = 'success';
    },
    caseCreationTypesLoadStarted(state) {
      state.typesStatus = 'getting';
    },
    /** The creatable types; with a preselected or a single type (`form`), step 1 is skipped (spec §2). */
    caseCreationTypesLoaded(state, action: PayloadAction<{ caseTypes: CaseType[]; form: FormEntry | null }>) {
      state.caseTypes = action.payload.caseTypes;
      state.typesStatus = 'success';
      if (state.step === 'sent') return;
      if (action.payload.form) enterForm(state, action.payload.form);
      else state.step = 'type';
    },
    caseCreationLoadFailed(state, action: PayloadAction<{ status: 'error' | 'unauthorised' }>) {
      state.typesStatus = action.payload.status;
      if (state.ownerStatus === 'getting') state.ownerStatus = action.payload.status;
    },
    /** Step 1: a type is chosen (Nästa stays disabled until then). */
    caseTypeSelected(state, action: PayloadAction<string>) {
      state.draft.caseType = action.payload;
    },
    caseCreationNextClicked(state, action: PayloadAction<FormEntry>) {
      if (state.step === 'type' && state.draft.caseType === action.payload.caseType) enterForm(state, action.payload);
    },
    caseCreationBackClicked(state) {
      if (state.step === 'form') state.step = 'type';
    },
    caseDraftChanged(state, action: PayloadAction<Partial<Pick<CaseDraft, 'subCategory' | 'associationId' | 'title' | 'message'>>>) {
      Object.assign(state.draft, action.payload);
    },
    caseFileAdded(state, action: PayloadAction<AttachedFile>) {
      state.draft.files.push(action.payload);
      state.fileProblem = null;
    },
    caseFileRejected(state, action: PayloadAction<{ problem: FileProblem }>) {
      state.fileProblem = action.payload.problem;
    },
    /** Spec §4: the inline error; everything typed (and the files) is kept. */
    caseCreationFailed(state, _action: PayloadAction<{ message: string; errorCode: string | null }>) {
      state.submitStatus = 'error';
    },
  },
  extraReducers: (builder) => {
    // Opened reaches this reducer once its chunk is there; started always does (recorded logs hold either or both: the same state).
    builder.addCase(caseCreationOpened, (_state, action) => startedState(action.payload));
    builder.addCase(caseCreationStarted, (_state, action) => startedState(action.payload));
    /** 'Försök igen' after the types (or the member) could not be loaded. */
    builder.addCase(caseCreationRetried, (state) => {
      state.typesStatus = 'getting';
      if (state.forAnotherUser) state.ownerStatus = 'getting';
    });
    builder.addCase(caseFileRemoved, (state, action) => {
      state.draft.files = state.draft.files.filter((f) => f.id !== action.payload.id);
      state.fileProblem = null;
    });
    /** Skicka; a second submit while one is in flight is ignored (spec §4). */
    builder.addCase(caseCreationSubmitted, (state) => {
      if (state.submitStatus === 'submitting' || state.step !== 'form') return;
      state.submitStatus = 'submitting';
    });
    builder.addCase(caseCreated, (state, action) => {
      if (state.submitStatus !== 'submitting') return;
      state.submitStatus = 'success';
      state.created = action.payload;
      state.step = 'sent';
      state.draft.files = [];
    });
    // Spec §4: only one of the case modals is open; another one closes this one.
    builder.addCase(caseModalOpened, (state, action) => (action.payload === 'createCase' ? state : initialCaseCreationState));
    builder.addCase(caseCreationClosed, () => initialCaseCreationState);
    builder.addCase(tokenUnloaded, () => initialCaseCreationState);
  },
});

export const {
  caseCreationOwnerLoaded, caseCreationTypesLoadStarted, caseCreationTypesLoaded, caseCreationLoadFailed,
  caseTypeSelected, caseCreationNextClicked, caseCreationBackClicked, caseDraftChanged,
  caseFileAdded, caseFileRejected, caseCreationFailed,
} = caseCreationSlice.actions;
export const caseCreationReducer = caseCreationSlice.reducer;

/** A lazy slice: its code travels with the modal's chunk, not the first route's (the case lists' budget, issue 38). */
export const caseCreationLazySlice = registerLazySlice({ reducerPath: 'caseCreation', reducer: caseCreationReducer });

/** The modal's state; before its chunk has loaded, the state a closed modal has. */
export const selectCaseCreation = (state: RootState): CaseCreationState => state.caseCreation ?? initialCaseCreationState;
