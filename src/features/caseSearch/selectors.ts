import { createSelector } from '@reduxjs/toolkit';
import { selectLocation } from '../../app/navigation/selectors';
import { caseSearchFromUrl } from '../../domain/caseSearchUrl';

/** The search of the case list on screen, as its URL holds it (the one reading, src/domain/caseSearch.ts). */
export const selectCaseSearchView = createSelector([selectLocation], (location) => caseSearchFromUrl(location?.search ?? ''));
