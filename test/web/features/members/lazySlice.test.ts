import { combineSlices } from '@reduxjs/toolkit';
import { reducers, type LazyLoadedSlices } from '../../../../src/app/reducers';
import { memberLoaded, memberSearchTyped } from '../../../../src/features/members/membersActions';
import { initialMembersState, membersLazySlice } from '../../../../src/features/members/membersSlice';
import { selectMembersState } from '../../../../src/features/members/selectors';
import type { RootState } from '../../../../src/app/store';

/** Issue 38 (the case lists' 150 KB): the member search's state is a lazy slice, out of the first route's bundle. */
describe('the member search as a lazy slice', () => {
  const fresh = () => combineSlices(reducers).withLazyLoadedSlices<LazyLoadedSlices>();

  test('before its chunk has loaded the state has no members key and the selectors give the initial state', () => {
    const state = fresh()(undefined, { type: '@@INIT' });
    expect('members' in state).toBe(false);
    expect(selectMembersState(state as RootState)).toBe(initialMembersState);
  });

  test('once injected, the actions the main bundle puts (apart from the slice) reach it', () => {
    const reducer = fresh();
    reducer.inject(membersLazySlice);
    const typed = reducer(undefined, memberSearchTyped('x'.repeat(120)));
    expect(typed.members?.typedText).toHaveLength(100);
    const member = { id: 'm1' } as Parameters<typeof memberLoaded>[0];
    expect(reducer(typed, memberLoaded(member)).members?.member.data).toBeNull();
    expect(memberSearchTyped.type).toBe('members/memberSearchTyped');
  });
});
