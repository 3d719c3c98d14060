import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/** A message queue item (spec §3): type info or error, and its text. */
export type ToastType = 'info' | 'error';

export interface Toast {
  id: string;
  type: ToastType;
  text: string;
}

export interface ToastsState {
  queue: Toast[];
  current: Toast | null;
  /** The current toast is fading out (about 200 ms). */
  leaving: boolean;
}

const initialState: ToastsState = { queue: [], current: null, leaving: false };

const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    /** Any feature asks for a toast; a text already queued or shown is ignored (spec §4). */
    toastRequested: {
      reducer(state, action: PayloadAction<Toast>) {
        const { text } = action.payload;
        if (state.current?.text === text || state.queue.some((toast) => toast.text === text)) return;
        state.queue.push(action.payload);
      },
      // The id is made when the action is created, so that a recorded log replays to the same state.
      prepare(toast: { text: string; type?: ToastType }) {
        return { payload: { id: nanoid(), type: toast.type ?? 'info', text: toast.text } };
      },
    },
    toastShown(state, action: PayloadAction<{ id: string }>) {
      const index = state.queue.findIndex((toast) => toast.id === action.payload.id);
      if (index === -1) return;
      state.current = state.queue[index];
      state.queue.splice(index, 1);
      state.leaving = false;
    },
    /** The close button of the toast. */
    toastClosed(_state, _action: PayloadAction<{ id: string }>) {},
    toastLeaving(state, action: PayloadAction<{ id: string }>) {
      if (state.current?.id === action.payload.id) state.leaving = true;
    },
    toastRemoved(state, action: PayloadAction<{ id: string }>) {
      if (state.current?.id === action.payload.id) {
        state.current = null;
        state.leaving = false;
      }
    },
  },
});

export const { toastRequested, toastShown, toastClosed, toastLeaving, toastRemoved } = toastsSlice.actions;
export const toastsReducer = toastsSlice.reducer;
