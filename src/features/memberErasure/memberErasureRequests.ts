import { createAction } from '@reduxjs/toolkit';

/* The erasure action that the main bundle's saga takes (memberErasureSagas.ts): only it travels with the first route. */

/** 'Radera medlemmen' in the confirmation. */
export const memberErasureConfirmed = createAction<{ memberId: string }>('memberErasure/confirmed');
