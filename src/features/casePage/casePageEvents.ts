import { createAction } from '@reduxjs/toolkit';
import type { CaseFileKind } from './casePageApi';
import type { ReplyMode } from './casePageSlice';

/**
 * Events of the case page that change no state by themselves (the sagas answer them with the
 * slice's actions). Kept out of the slice so that they travel with the case screens' chunk.
 */

/** The user starts a reply in a mode; a message to a new case locks it first (spec §4). */
export const replyStarted = createAction<{ caseId: string; mode: ReplyMode }>('casePage/replyStarted');

/** Spec §9 'go-back delay 100 ms': the back link leaves the case page after a short pause (its clean-up starts first). */
export const GO_BACK_DELAY_MS = 100;
export const caseBackRequested = createAction<{ to: string }>('casePage/backRequested');

/** Download a message or note file: the saga fetches it with the bearer token and saves it. */
export const fileDownloadRequested = createAction<{ fileId: string; kind: CaseFileKind; fileName: string }>('casePage/fileDownloadRequested');
