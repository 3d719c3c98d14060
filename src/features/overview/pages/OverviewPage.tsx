import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { User } from '../../../api/types';
import { caseStatusLabel, type CaseStatus } from '../../../domain/caseStatus';
import { sv } from '../../../text/sv';
import { svHomes as t } from '../../../text/svHomes';
import { Spinner } from '../../../ui/Spinner';
import { caseCreationOpened } from '../../caseCreation/caseCreationActions';
import { selectHeaderCreationRequest } from '../../caseCreation/openRequest';
import { caseListPath, casePath, defaultCaseContext, SECRETARIAT_LIST } from '../../cases/caseContext';
import { selectCaseListError, selectCaseListStatus } from '../../cases/selectors';
import { CaseListLink, CoursesSection, HomeSection, ListBody, NewsSection } from '../../homes/components/HomeSections';
import { HOME_LIST_SIZE, selectHandledCaseLists, selectMyOpenCases } from '../../homes/selectors';
import { selectUser } from '../../user/selectors';
import type { RootState } from '../../../app/store';
import '../../homes/homes.css';
import { MyRegistrationsSection } from '../../courses/components/MyRegistrationsSection';

/**
 * '/': Min översikt (issue 12). A greeting; the user's open cases, unread first, and 'Nytt
 * ärende'; for the secretariat, board members and representatives the lists they handle with their
 * new and unread counts; the latest news of the user's places; upcoming courses; the user's associations and
 * workplace. Everything comes from the features' state (their sagas load it).
 */
export default function OverviewPage() {
  const user = useAppSelector(selectUser);
  const ready = useAppSelector(selectOverviewSettled);
  return (
    <section className="page home-page" data-route="overview">
      <h1>{sv.titles.overview}</h1>
      {user && ready ? <Overview user={user} /> : <Spinner />}
    </section>
  );
}

const settled = (status: string) => status !== 'waiting' && status !== 'getting';

/**
 * The sections show together once the cases, news and courses they list have answered (or
 * failed): sections filling in one by one would push each other down (layout shift ≤ 0.05).
 */
const selectOverviewSettled = (state: RootState) =>
  settled(state.cases.status) && settled(state.posts.listStatus) && settled(state.courses.listStatus);

function Overview({ user }: { user: User }) {
  const associationLists = useAppSelector(selectHandledCaseLists);
  // Issue 34: a secretariat handler's overview leads to Kansliets ärenden, with its counts, as Intranätet does.
  const secretariat = user.isKanslist ? [{ path: caseListPath(SECRETARIAT_LIST), name: sv.titles.secretariatCases }] : [];
  const handled = [...secretariat, ...associationLists];
  return (
    <>
      <div className="home-intro">
        <p className="lead">{sv.overview.greeting(user.firstname)}</p>
        {!user.protectedIdentity && <NewCaseButton />}
      </div>
      {user.protectedIdentity && <ProtectedIdentityNotice />}
      <div className="home-grid">
        <MyCases user={user} />
        {handled.length > 0 && (
          <HomeSection id="home-handled" heading={t.sections.casesToHandle}>
            <ul className="home-list" aria-label={t.listLabels.handled}>
              {handled.map((list) => <CaseListLink key={list.path} path={list.path} label={list.name} />)}
            </ul>
          </HomeSection>
        )}
        <NewsSection />
        <CoursesSection />
        <MyRegistrationsSection />
        <MyPlaces user={user} />
      </div>
    </>
  );
}

function MyCases({ user }: { user: User }) {
  const cases = useAppSelector(selectMyOpenCases);
  const status = useAppSelector(selectCaseListStatus);
  const error = useAppSelector(selectCaseListError);
  const context = defaultCaseContext(user);
  const shown = (cases ?? []).slice(0, HOME_LIST_SIZE);
  return (
    <HomeSection id="home-cases" heading={t.sections.myCases} more={{ href: '/arenden/mina', label: t.links.allCases }}>
      <ListBody status={cases ? status : 'waiting'} count={shown.length} group={t.groups.cases} retry="cases" about={t.sections.myCases} refreshFailed={!!error}>
        <ul className="home-list" aria-label={t.listLabels.cases}>
          {shown.map((item) => (
            <li key={item.id} className={`home-item${item.hasUnreadMessages ? ' home-item--unread' : ''}`}>
              <h3 className="home-item__title">
                {item.hasUnreadMessages && <><span className="unread-dot-mark" aria-hidden="true" /><span className="visually-hidden">{t.unread}</span></>}
                <Link to={casePath(context, item.id)}>{item.title}</Link>
              </h3>
              <p className="home-item__meta"><span className={`status-badge status-badge--${item.status}`}>{caseStatusLabel[item.status as CaseStatus]}</span><span>{item.caseType.title}</span></p>
            </li>
          ))}
        </ul>
      </ListBody>
    </HomeSection>
  );
}

/** The home's primary action, beside the greeting: where a member starts a case. */
function NewCaseButton({ text = t.links.newCase }: { text?: string }) {
  const request = useAppSelector(selectHeaderCreationRequest);
  const dispatch = useAppDispatch();
  if (!request) return null;
  return <button type="button" className="button button--primary" onClick={() => dispatch(caseCreationOpened(request))}>{text}</button>;
}

/**
 * Issue 34: a member with protected identity has no case icon (spec §2) and writes to the head
 * office only (src/domain/caseTypesForRole.ts, the same types the server offers and accepts). The
 * overview says why it looks different, who reads what they write, and offers that one way.
 */
function ProtectedIdentityNotice() {
  const p = t.protectedIdentity;
  return (
    <section className="protected-notice" aria-labelledby="protected-notice-heading">
      <h2 id="protected-notice-heading">{p.heading}</h2>
      <p>{p.intro}</p>
      <p>{p.readers}</p>
      <p>{p.answers}</p>
      <NewCaseButton text={p.write} />
    </section>
  );
}

/** The user's associations and workplace as links to their homes. */
function MyPlaces({ user }: { user: User }) {
  const places = [
    ...user.psychologyAssociations.map((a) => ({ href: `/organisation/${a.id}`, name: a.name, kind: t.kinds.psychology })),
    ...user.nationalAssociations.map((a) => ({ href: `/organisation/${a.id}`, name: a.name, kind: t.kinds.national })),
    ...(user.workAssociation && user.workplace
      ? [{ href: `/organisation/${user.workAssociation.id}/arbetsplats/${user.workplace.id}`, name: user.workplace.name, kind: t.kinds.workplace }]
      : []),
  ];
  if (places.length === 0) return null;
  return (
    <HomeSection id="home-places" heading={t.sections.places}>
      <ul className="home-list" aria-label={t.listLabels.places}>
        {places.map((place) => (
          <li key={place.href} className="home-item">
            <Link to={place.href} className="home-item__title">{place.name}</Link>
            <p className="home-item__meta">{place.kind}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
