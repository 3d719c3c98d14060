import { createAction } from '@reduxjs/toolkit';
import type { RegisterExtract, RegisterExtracts } from '../../api/registerExtractTypes';
import type { NetworkState } from '../../api/networkState';

/* The register extract's actions (issue 37), apart from the slice, whose reducer travels with the profile chunk. */

/**
 * Whose extracts an action is about: the caller's own (null), or those the secretariat's management
 * made by letter for the member whose page is open (that member's id).
 */
export interface ExtractSubject { memberId: string | null }

export const extractsLoadStarted = createAction<ExtractSubject>('registerExtract/loadStarted');
export const extractsLoaded = createAction<ExtractSubject & RegisterExtracts>('registerExtract/loaded');
export const extractsLoadFailed = createAction<ExtractSubject & { status: Extract<NetworkState, 'error' | 'unauthorised'> }>('registerExtract/loadFailed');
/** 'Beställ registerutdrag' (own), 'Beställ registerutdrag åt medlemmen' (by letter). */
export const extractRequested = createAction<ExtractSubject>('registerExtract/requested');
export const extractRequestSucceeded = createAction<ExtractSubject & { extract: RegisterExtract }>('registerExtract/requestSucceeded');
/** A refusal: the server's Swedish message for a second request the same day (with the next time), else null (a general failure). */
export const extractRequestFailed = createAction<ExtractSubject & { message: string | null; nextAllowedAt: string | null }>('registerExtract/requestFailed');
/** 'Hämta zip-fil'. */
export const extractDownloadRequested = createAction<{ id: string }>('registerExtract/downloadRequested');
export const extractDownloadFinished = createAction<{ id: string; ok: boolean }>('registerExtract/downloadFinished');
