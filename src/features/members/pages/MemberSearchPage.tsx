import { useId } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { AccessDeniedPage } from '../../../app/shell/StatusPages';
import { mayListMembers, memberContextOfRoute, memberPagePath, type MemberContext } from '../../../domain/memberSearch';
import type { User } from '../../../api/types';
import { svMembers } from '../../../text/svMembers';
import { EmptyList } from '../../../ui/EmptyList';
import { Spinner } from '../../../ui/Spinner';
import { LoadFailed } from '../../../ui/LoadFailed';
import { loadRetried } from '../../../app/lifecycle';
import { loadFailure } from '../../../api/networkState';
import { Pagination } from '../../cases/components/Pagination';
import { selectUser } from '../../user/selectors';
import { memberSearchPageChosen, memberSearchTyped, memberSortRequested } from '../membersSlice';
import { selectMemberPage, selectMembersState } from '../selectors';
import { MemberTable } from '../components/MemberTable';
import '../../cases/cases.css';
import '../members.css';

const t = svMembers.search;

/**
 * Member search on every member route (issue 11): a search box (debounced, in the URL), the
 * results table sorted by name ascending, paging on the server, 'Du har inga medlemmar' /
 * 'Inga medlemmar hittades'.
 */
export function MemberSearchPage({ routeId }: { routeId: string }) {
  const user = useAppSelector(selectUser);
  const params = useAppSelector((state) => state.navigation.params);
  const members = useAppSelector(selectMembersState);
  const page = useAppSelector(selectMemberPage);
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const fieldId = useId();
  const hintId = useId();
  const context = memberContextOfRoute(routeId, params);

  if (!user) return <Spinner />;
  if (!context || !mayListMembers(user, context) || members.status === 'unauthorised') return <AccessDeniedPage text={t.notAllowed} />;

  const loading = members.status === 'getting' || members.status === 'waiting';
  const searched = members.view.text.trim() !== '';
  return (
    <section className="page member-search">
      <h1>{t.heading}</h1>
      <p className="muted">{contextName(user, context) ?? ''}</p>
      <form className="field member-search__field" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={fieldId} className="field__label">{t.field}</label>
        <input
          id={fieldId}
          type="search"
          className="input"
          value={members.typedText}
          maxLength={100}
          autoComplete="off"
          aria-describedby={hintId}
          onChange={(event) => dispatch(memberSearchTyped(event.target.value))}
        />
        <p id={hintId} className="field__hint">{t.hint}</p>
      </form>
      <p className="member-search__count muted" role="status">{members.results && page.total > 0 ? t.count(page.total, page.from, page.to) : ''}</p>
      <LoadFailed failure={loadFailure(members.status, members.results !== null)} text={t.loadFailed} onRetry={() => dispatch(loadRetried({ what: 'members' }))} />
      {loading && !members.results && <Spinner />}
      {members.results && page.total === 0 && <EmptyList group={t.group} searched={searched} />}
      {page.rows.length > 0 && (
        <MemberTable
          rows={page.rows}
          sort={members.view.sort}
          onSort={(column) => dispatch(memberSortRequested(column))}
          hrefOf={(id) => memberPagePath(pathname.replace(/\/$/, ''), id)}
        />
      )}
      <Pagination page={page.page} pageCount={page.pageCount} onPage={(n) => dispatch(memberSearchPageChosen(n))} />
    </section>
  );
}

/** Whose members these are, as far as the user's own data names it. */
function contextName(user: User, context: MemberContext): string | null {
  if (context.kind === 'all') return t.allOrganisations;
  if (context.kind === 'workplace' && user.workplace?.id === context.workplaceId) return user.workplace.name;
  const association = [...user.psychologyAssociations, ...user.nationalAssociations].find((a) => a.id === context.organisationId);
  return association?.name ?? (user.workAssociation?.id === context.organisationId ? user.workAssociation.name : null);
}
