import { createAction } from '@reduxjs/toolkit';
import type { NetworkState } from '../../api/networkState';
import type { StatisticsResponse } from '../../api/statisticsTypes';
import type { StatisticsPreset } from '../../domain/statisticsPeriod';

/* Statistics' actions (issue 36), apart from the slice, whose reducer travels with the page's chunk. */

/** The list picked (its key, statisticsListKey). */
export const statisticsListChosen = createAction<{ key: string }>('statistics/listChosen');
export const statisticsPresetChosen = createAction<{ preset: StatisticsPreset }>('statistics/presetChosen');
export const statisticsCustomChanged = createAction<{ field: 'from' | 'to'; value: string }>('statistics/customChanged');
/** 'Visa' on the custom period: loads it if the period rule lets it through. */
export const statisticsCustomApplied = createAction('statistics/customApplied');
export const statisticsLoadStarted = createAction<{ key: string; from: string; to: string }>('statistics/loadStarted');
export const statisticsLoaded = createAction<StatisticsResponse>('statistics/loaded');
export const statisticsLoadFailed = createAction<{ status: NetworkState; message?: string }>('statistics/loadFailed');
