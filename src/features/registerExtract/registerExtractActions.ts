import { createAction } from '@reduxjs/toolkit';
import type { RegisterExtract, RegisterExtracts } from '../../api/registerExtractTypes';
import type { NetworkState } from '../../api/networkState';

/* The register extract's actions (issue 37), apart from the slice, whose reducer travels with the profile chunk. */

export const extractsLoadStarted = createAction('registerExtract/loadStarted');
export const extractsLoaded = createAction<RegisterExtracts>('registerExtract/loaded');
export const extractsLoadFailed = createAction<{ status: Extract<NetworkState, 'error' | 'unauthorised'> }>('registerExtract/loadFailed');
/** 'Beställ registerutdrag'. */
export const extractRequested = createAction('registerExtract/requested');
export const extractRequestSucceeded = createAction<RegisterExtract>('registerExtract/requestSucceeded');
/** A refusal: the server's Swedish message for a second request the same day (with the next time), else null (a general failure). */
export const extractRequestFailed = createAction<{ message: string | null; nextAllowedAt: string | null }>('registerExtract/requestFailed');
/** 'Hämta zip-fil'. */
export const extractDownloadRequested = createAction<{ id: string }>('registerExtract/downloadRequested');
export const extractDownloadFinished = createAction<{ id: string; ok: boolean }>('registerExtract/downloadFinished');
