import type { RootState } from '../../app/store';

export const selectCurrentToast = (state: RootState) => state.toasts.current;
export const selectToastLeaving = (state: RootState) => state.toasts.leaving;
export const selectNextToast = (state: RootState) => (state.toasts.current === null ? state.toasts.queue[0] ?? null : null);
