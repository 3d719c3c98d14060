import type { MemberSearchResponse, Member } from '../../api/types';
import type { NetworkState } from '../../api/networkState';
import type { MemberContext } from '../../domain/memberSearch';
import { defaultMemberView, type MemberSearchView } from './memberView';

export interface MembersFailure {
  message: string;
  errorCode: string | null;
  httpStatus: number | null;
}

/**
 * The member search and the member page (issue 11). `view` is what the URL says (and what is
 * loaded); `typedText` what the search box shows while typing (the URL follows once typing pauses).
 */
export interface MembersState {
  context: MemberContext | null;
  view: MemberSearchView;
  typedText: string;
  results: MemberSearchResponse | null;
  status: NetworkState;
  error: MembersFailure | null;
  member: { id: string | null; data: Member | null; status: NetworkState; error: MembersFailure | null };
}

export const initialMembersState: MembersState = {
  context: null,
  view: defaultMemberView,
  typedText: '',
  results: null,
  status: 'waiting',
  error: null,
  member: { id: null, data: null, status: 'waiting', error: null },
};
