import { createAction } from '@reduxjs/toolkit';
import type { CaseSearchView } from '../../domain/caseSearchUrl';

/**
 * 'Sök i ärenden' (issue 36): the user changed the search of the case list on screen (a term sent,
 * an order or a page chosen; a term of '' goes back to the list). In the main bundle, as the one
 * action its eager saga takes; everything else of the search travels with its chunk.
 */
export const caseSearchRequested = createAction<Partial<CaseSearchView>>('caseSearch/requested');
