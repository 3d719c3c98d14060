import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DocumentFile } from '../../api/documentTypes';
import type { NetworkState } from '../../api/networkState';
import { tokenUnloaded } from '../../auth/authSlice';
import { navigated } from '../../app/navigation/navigationSlice';
import { userIdChanged } from '../../app/lifecycle';
import { defaultDocumentView, type DocumentFilters, type DocumentListView, type DocumentSortColumn } from '../../domain/documents';
import { searchToDocumentView } from '../../domain/documentListUrl';
import type { FileProblem } from '../../domain/fileTypes';
import { isDocumentRoute, type FilesAreaKey } from './documentRoutes';

export { SECRETARIAT_AREA, type FilesAreaKey } from './documentRoutes';

/** The file chosen for upload; the File itself waits in the file registry (ARCHITECTURE §3). */
export interface ChosenFile {
  id: string;
  name: string;
  size: number;
  type: string;
}

export interface UploadState {
  open: boolean;
  file: ChosenFile | null;
  /** Spec §5: the chosen file was refused (wrong type, too large); nothing is chosen then. */
  problem: Exclude<FileProblem, 'TOO_MANY_FILES'> | null;
  tags: string[];
  isPublic: boolean;
  status: 'idle' | 'uploading' | 'failed';
  /** Percent of the bytes sent (0–100) while uploading. */
  progress: number;
  /** The errorCode of a refused upload (kept with the form, which stays filled). */
  errorCode: string | null;
}

export interface FilesState {
  area: FilesAreaKey | null;
  items: DocumentFile[];
  status: NetworkState;
  /** The status of a 4xx answer (403/404: not available); null otherwise. */
  httpStatus: number | null;
  /**
   * Sort and filters as the URL's query string of the last document route says (ARCHITECTURE §3
   * "A list's view"): set only from the URL; a user's change navigates.
   */
  view: DocumentListView;
  /** The search box's text as typed; the URL follows once the typing pauses. */
  typedText: string;
  upload: UploadState;
  /** The document whose deletion is being confirmed. */
  confirmingDelete: string | null;
  /** Documents being deleted. */
  deleting: string[];
}

export const initialUpload: UploadState = {
  open: false, file: null, problem: null, tags: [], isPublic: false, status: 'idle', progress: 0, errorCode: null,
};

export const initialFilesState: FilesState = {
  area: null,
  items: [],
  status: 'waiting',
  httpStatus: null,
  view: defaultDocumentView(),
  typedText: '',
  upload: initialUpload,
  confirmingDelete: null,
  deleting: [],
};

const setPublic = (state: FilesState, id: string, isPublic: boolean) => {
  const item = state.items.find((file) => file.id === id);
  if (item) item.isPublic = isPublic;
};

const filesSlice = createSlice({
  name: 'files',
  initialState: initialFilesState,
  reducers: {
    filesRequested(state, action: PayloadAction<{ area: FilesAreaKey }>) {
      if (state.area !== action.payload.area) {
        state.area = action.payload.area;
        state.items = [];
        state.httpStatus = null;
      }
      state.status = 'getting';
    },
    filesLoaded(state, action: PayloadAction<{ area: FilesAreaKey; files: DocumentFile[] }>) {
      if (state.area !== action.payload.area) return;
      state.items = action.payload.files;
      state.status = 'success';
      state.httpStatus = null;
    },
    filesLoadFailed(state, action: PayloadAction<{ area: FilesAreaKey; status: 'error' | 'unauthorised'; httpStatus: number | null }>) {
      if (state.area !== action.payload.area) return;
      state.status = action.payload.status;
      state.httpStatus = action.payload.httpStatus;
    },
    /** A filter changed: the URL changes (filesFlows.ts navigateToView); the typed text shows at once. */
    documentFiltersChanged(state, action: PayloadAction<Partial<DocumentFilters>>) {
      if (action.payload.text !== undefined) state.typedText = action.payload.text;
    },
    documentFiltersCleared(state) {
      state.typedText = '';
    },
    /** Spec §4: the same column flips, a new column starts ascending (in the URL: filesFlows.ts). */
    documentSortRequested(_state, _action: PayloadAction<DocumentSortColumn>) {},

    uploadOpened(state) {
      state.upload = { ...initialUpload, open: true };
    },
    /** Cancel or close: an upload under way is aborted by the saga. */
    uploadClosed(state) {
      state.upload = initialUpload;
    },
    uploadFileChosen(state, action: PayloadAction<ChosenFile>) {
      state.upload.file = action.payload;
      state.upload.problem = null;
      state.upload.errorCode = null;
    },
    uploadFileRefused(state, action: PayloadAction<{ problem: UploadState['problem'] }>) {
      state.upload.file = null;
      state.upload.problem = action.payload.problem;
    },
    uploadFileRemoved(state) {
      state.upload.file = null;
      state.upload.problem = null;
      state.upload.errorCode = null;
    },
    uploadTagsChanged(state, action: PayloadAction<string[]>) {
      state.upload.tags = action.payload;
    },
    uploadPublicChanged(state, action: PayloadAction<boolean>) {
      state.upload.isPublic = action.payload;
    },
    uploadSubmitted(state, _action: PayloadAction<{ area: FilesAreaKey; workplaceId: string | null }>) {
      if (!state.upload.file || state.upload.status === 'uploading') return;
      state.upload.status = 'uploading';
      state.upload.progress = 0;
      state.upload.errorCode = null;
    },
    uploadProgressed(state, action: PayloadAction<{ percent: number }>) {
      if (state.upload.status === 'uploading') state.upload.progress = Math.max(state.upload.progress, Math.min(100, Math.round(action.payload.percent)));
    },
    uploadSucceeded(state, action: PayloadAction<{ area: FilesAreaKey; file: DocumentFile }>) {
      state.upload = initialUpload;
      if (state.area === action.payload.area) state.items = [action.payload.file, ...state.items.filter((f) => f.id !== action.payload.file.id)];
    },
    /** The form stays filled (bad input loses nothing); the errorCode says why. */
    uploadFailed(state, action: PayloadAction<{ errorCode: string | null }>) {
      if (state.upload.status !== 'uploading') return;
      state.upload.status = 'failed';
      state.upload.progress = 0;
      state.upload.errorCode = action.payload.errorCode;
    },

    deleteAsked(state, action: PayloadAction<{ id: string }>) {
      state.confirmingDelete = action.payload.id;
    },
    deleteCancelled(state) {
      state.confirmingDelete = null;
    },
    deleteConfirmed(state, action: PayloadAction<{ id: string; area: FilesAreaKey }>) {
      state.confirmingDelete = null;
      if (!state.deleting.includes(action.payload.id)) state.deleting.push(action.payload.id);
    },
    documentDeleted(state, action: PayloadAction<{ id: string }>) {
      state.items = state.items.filter((file) => file.id !== action.payload.id);
      state.deleting = state.deleting.filter((id) => id !== action.payload.id);
    },
    deleteFailed(state, action: PayloadAction<{ id: string }>) {
      state.deleting = state.deleting.filter((id) => id !== action.payload.id);
    },

    /** Optimistic (spec §8): the flag changes at once and is rolled back if the call fails. */
    publicToggled(state, action: PayloadAction<{ id: string; area: FilesAreaKey; isPublic: boolean }>) {
      setPublic(state, action.payload.id, action.payload.isPublic);
    },
    publicToggleFailed(state, action: PayloadAction<{ id: string; isPublic: boolean }>) {
      setPublic(state, action.payload.id, !action.payload.isPublic);
    },
    publicToggleSaved(_state, _action: PayloadAction<{ id: string; isPublic: boolean }>) {},

    downloadRequested(_state, _action: PayloadAction<{ id: string; area: FilesAreaKey; fileName: string }>) {},
  },
  extraReducers: (builder) => {
    builder.addCase(tokenUnloaded, () => initialFilesState);
    builder.addCase(userIdChanged, (state, action) => {
      if (action.payload.previousUserId !== null) return initialFilesState;
      return state;
    });
    // The list's view follows the URL (a link, a bookmark, back/forward, or a user's change).
    builder.addCase(navigated, (state, action) => {
      if (!isDocumentRoute(action.payload.routeId)) return;
      state.confirmingDelete = null;
      state.view = searchToDocumentView(action.payload.search);
      // Typing not yet in the URL, or trailing blanks the URL drops, stay in the box.
      if (state.typedText.trim() !== state.view.filters.text) state.typedText = state.view.filters.text;
    });
  },
});

export const {
  filesRequested, filesLoaded, filesLoadFailed, documentFiltersChanged, documentFiltersCleared, documentSortRequested,
  uploadOpened, uploadClosed, uploadFileChosen, uploadFileRefused, uploadFileRemoved, uploadTagsChanged, uploadPublicChanged,
  uploadSubmitted, uploadProgressed, uploadSucceeded, uploadFailed,
  deleteAsked, deleteCancelled, deleteConfirmed, documentDeleted, deleteFailed,
  publicToggled, publicToggleFailed, publicToggleSaved, downloadRequested,
} = filesSlice.actions;
export const filesReducer = filesSlice.reducer;
