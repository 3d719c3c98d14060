import { createAction } from '@reduxjs/toolkit';
import type { Member } from '../../api/types';
import type { MemberSortColumn } from '../../domain/memberSearch';

/* The member search's actions that the main bundle's sagas take or put, apart from its lazy slice (membersSlice.ts). */

export const memberSearchTyped = createAction<string>('members/memberSearchTyped');
/** Spec §4: the same column flips, a new one starts ascending (the saga writes the URL). */
export const memberSortRequested = createAction<MemberSortColumn>('members/memberSortRequested');
export const memberSearchPageChosen = createAction<number>('members/memberSearchPageChosen');
export const memberLoaded = createAction<Member>('members/memberLoaded');
