import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { selectRouteParams } from '../../../app/navigation/selectors';
import { NotFoundPage } from '../../../app/shell/StatusPages';
import type { User } from '../../../api/types';
import { handledCaseLists } from '../../../domain/caseHomes';
import {
  mayReadAssociationDocuments, mayReadBoardDocuments, mayReadSecretariatDocuments, mayReadWorkplaceDocuments,
} from '../../../domain/documentAccess';
import { mayListMembers } from '../../../domain/memberSearch';
import { sv } from '../../../text/sv';
import { svHomes as t } from '../../../text/svHomes';
import { Spinner } from '../../../ui/Spinner';
import { caseListPath } from '../../cases/caseContext';
import { SECRETARIAT_AREA } from '../../files/documentRoutes';
import { selectUser } from '../../user/selectors';
import { CaseListLink, CoursesSection, HomeSection, ListBody, NewsSection } from '../components/HomeSections';
import { DocumentsSection } from '../components/DocumentsSection';
import { selectBoardMembers, selectOrganisationFacts } from '../placeSelectors';
import { selectHomeName } from '../homeName';
import { mayOpenRoute } from '../../../domain/routeAccess';
import { boardAssociationIds } from '../../../domain/associationRoles';
import '../homes.css';

const ORGANISATION_SCOPE = { kind: 'organisation' } as const;
const AREA_SCOPE = { kind: 'area' } as const;
const SECRETARIAT_CASES = caseListPath({ role: 'secretariat', organisationId: null, workplaceId: null });

/** The page around a home: its heading (and the place's name and kind below it), then its sections. */
function HomePage({ routeId, heading, sub, children }: { routeId: string; heading: string; sub?: string | null; children: ReactNode }) {
  return (
    <section className="page home-page" data-route={routeId}>
      <h1>{heading}</h1>
      {sub && <p className="home-kind">{sub}</p>}
      <div className="home-grid">{children}</div>
    </section>
  );
}

function useHomeUser(): { user: User | null; params: Record<string, string | undefined> } {
  return { user: useAppSelector(selectUser), params: useAppSelector(selectRouteParams) };
}

const isBoardOf = (user: User, organisationId: string) => boardAssociationIds(user).includes(organisationId);

/** /organisation/{id}: the association's name and kind, its news, public documents and courses; for its board the board's ways in. */
export function OrganisationHome() {
  const { user, params } = useHomeUser();
  const id = params.organizationId;
  const facts = useAppSelector((state) => selectOrganisationFacts(state, id));
  if (!id) return <NotFoundPage />;
  if (!user) return <Spinner />;
  const board = isBoardOf(user, id);
  return (
    <HomePage routeId="organisation" heading={facts?.name ?? t.unknownOrganisation} sub={facts ? t.kinds[facts.kind] : null}>
      <NewsSection />
      {mayReadAssociationDocuments(user, id) && mayOpenRoute(user, 'organisationDocuments', { organizationId: id }) && (
        <DocumentsSection area={id} scope={ORGANISATION_SCOPE} publicOnly href={`/organisation/${id}/dokument`} />
      )}
      <CoursesSection />
      {board && (
        <HomeSection id="home-board" heading={t.sections.board}>
          <ul className="home-list" aria-label={t.sections.board}>
            <li className="home-item"><Link to={`/arenden/organisation/${id}`} className="home-item__title">{t.links.caseList}</Link></li>
            {mayOpenRoute(user, 'organisationMembers', { organizationId: id }) && (
              <li className="home-item"><Link to={`/organisation/${id}/medlemmar`} className="home-item__title">{t.links.memberSearch}</Link></li>
            )}
            <li className="home-item"><Link to={`/organisation/${id}/styrelsen`} className="home-item__title">{t.links.boardHome}</Link></li>
          </ul>
        </HomeSection>
      )}
    </HomePage>
  );
}

/** /organisation/{id}/styrelsen: the board's news and documents, the association's case list with its counts, the board's members. */
export function BoardHome() {
  const { user, params } = useHomeUser();
  const id = params.organizationId;
  const facts = useAppSelector((state) => selectOrganisationFacts(state, id));
  if (!id) return <NotFoundPage />;
  if (!user) return <Spinner />;
  const caseList = handledCaseLists(user).find((list) => list.organisationId === id && list.workplaceId === null);
  return (
    <HomePage routeId="board" heading={sv.titles.board} sub={facts?.name ?? null}>
      <NewsSection />
      {mayReadBoardDocuments(user, id) && <DocumentsSection area={id} scope={ORGANISATION_SCOPE} href={`/organisation/${id}/styrelsen/dokument`} />}
      {caseList && (
        <HomeSection id="home-cases" heading={t.sections.cases}>
          <ul className="home-list" aria-label={t.listLabels.handled}>
            <CaseListLink path={caseListPath(caseList)} label={caseList.name} />
          </ul>
        </HomeSection>
      )}
      {mayListMembers(user, { kind: 'board', organisationId: id }) && <BoardMembers organisationId={id} />}
    </HomePage>
  );
}

function BoardMembers({ organisationId }: { organisationId: string }) {
  const members = useAppSelector(selectBoardMembers);
  const rows = members?.rows ?? [];
  return (
    <HomeSection id="home-members" heading={t.sections.boardMembers} more={{ href: `/organisation/${organisationId}/medlemmar`, label: t.links.memberSearch }}>
      <ListBody status={members?.status ?? 'waiting'} count={rows.length} group={t.groups.members} retry="members" about={t.sections.boardMembers}>
        <ul className="home-people" aria-label={t.listLabels.members}>
          {rows.map((member) => (
            <li key={member.id}>
              <Link to={`/organisation/${organisationId}/medlemmar/${member.id}`}>{member.name}</Link>
              {member.city && <p>{member.city}</p>}
            </li>
          ))}
        </ul>
      </ListBody>
    </HomeSection>
  );
}

/** /organisation/{id}/arbetsplats/{wp}: the workplace's news, documents, union representatives, and member search for those who may. */
export function WorkplaceHome() {
  const { user, params } = useHomeUser();
  const id = params.organizationId;
  const workplaceId = params.workplaceId;
  const facts = useAppSelector((state) => selectOrganisationFacts(state, id));
  const name = useAppSelector(selectHomeName);
  if (!id || !workplaceId) return <NotFoundPage />;
  if (!user) return <Spinner />;
  const own = user.workplace?.id === workplaceId ? user.workplace : null;
  const routeParams = { organizationId: id, workplaceId };
  // Issue 21: never a link to a page the user may not open (the route guard's own rule).
  const searches = mayListMembers(user, { kind: 'workplace', organisationId: id, workplaceId }) && mayOpenRoute(user, 'workplaceMembers', routeParams);
  const documents = mayReadWorkplaceDocuments(user, id, workplaceId) && mayOpenRoute(user, 'workplaceDocuments', routeParams);
  return (
    <HomePage routeId="workplace" heading={name ?? sv.titles.workplace} sub={facts?.name ?? null}>
      <NewsSection />
      {documents && (
        <DocumentsSection area={id} scope={{ kind: 'workplace', workplaceId }} href={`/organisation/${id}/arbetsplats/${workplaceId}/dokument`} />
      )}
      {own && (
        <HomeSection id="home-representatives" heading={t.sections.representatives}>
          <ListBody status="success" count={own.unionRepresentatives.length} group={t.groups.representatives} retry="members" about={t.sections.representatives}>
            <ul className="home-people" aria-label={t.listLabels.representatives}>
              {own.unionRepresentatives.map((rep) => (
                <li key={rep.id}>
                  <strong>{rep.name}</strong>
                  {rep.email && <p><a href={`mailto:${rep.email}`}>{rep.email}</a></p>}
                  {rep.phone && <p>{rep.phone}</p>}
                </li>
              ))}
            </ul>
          </ListBody>
        </HomeSection>
      )}
      {searches && (
        <HomeSection id="home-search" heading={t.links.memberSearch}>
          <p><Link to={`/organisation/${id}/arbetsplats/${workplaceId}/medlemmar`}>{t.links.memberSearch}</Link></p>
        </HomeSection>
      )}
    </HomePage>
  );
}

/**
 * /kansliet (Intranätet) and /kansliet/styrelsen: the secretariat's news with unread marks, its
 * documents, courses (Intranätet), the secretariat case list with its counts; the board part only
 * for canManageSecretariat.
 */
export function SecretariatHome({ board }: { board: boolean }) {
  const user = useAppSelector(selectUser);
  if (!user) return <Spinner />;
  return (
    <HomePage routeId={board ? 'secretariatBoard' : 'secretariat'} heading={board ? sv.titles.board : sv.titles.intranet} sub={board ? sv.titles.secretariat : null}>
      <NewsSection />
      {mayReadSecretariatDocuments(user) && (
        <DocumentsSection area={SECRETARIAT_AREA} scope={AREA_SCOPE} href={board ? '/kansliet/styrelsen/dokument' : '/kansliet/dokument'} />
      )}
      {!board && <CoursesSection />}
      {user.isKanslist && (
        <HomeSection id="home-cases" heading={t.sections.cases}>
          <ul className="home-list" aria-label={t.listLabels.handled}>
            <CaseListLink path={SECRETARIAT_CASES} label={sv.titles.secretariatCases} />
            {!board && user.canManageSecretariat && (
              <li className="home-item"><Link to="/kansliet/styrelsen" className="home-item__title">{t.links.boardPart}</Link></li>
            )}
          </ul>
        </HomeSection>
      )}
    </HomePage>
  );
}
