import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { routeById } from '../../../app/routeTable';
import { selectRouteParams } from '../../../app/navigation/selectors';
import { AccessDeniedPage, NotFoundPage } from '../../../app/shell/StatusPages';
import type { User } from '../../../api/types';
import {
  mayManageAssociationDocuments, mayManageSecretariatDocuments, mayReadAssociationDocuments, mayReadBoardDocuments,
  mayReadSecretariatDocuments, mayReadWorkplaceDocuments,
} from '../../../domain/documentAccess';
import { EmptyList } from '../../../ui/EmptyList';
import { Spinner } from '../../../ui/Spinner';
import { LoadFailed } from '../../../ui/LoadFailed';
import { loadRetried } from '../../../app/lifecycle';
import { loadFailure } from '../../../api/networkState';
import { svDocuments as t } from '../../../text/svDocuments';
import { selectUser } from '../../user/selectors';
import { documentPageContext, ownAreaScope, resolvedArea, SECRETARIAT_AREA, type DocumentPageContext, type FilesAreaKey } from '../documentRoutes';
import { uploadOpened } from '../filesSlice';
import {
  makeSelectDocumentRows, makeSelectScopeCount, selectDocumentSearchActive, selectFilesArea, selectFilesHttpStatus, selectFilesStatus,
} from '../selectors';
import { DocumentFilterForm } from '../components/DocumentFilterForm';
import { DocumentTable } from '../components/DocumentTable';
import { UploadDialog } from '../components/UploadDialog';
import { DeleteDialog } from '../components/DeleteDialog';
import '../documents.css';

/** Whether the page opens for the user (the server decides in the end: 403/404). */
function mayOpen(user: User, context: DocumentPageContext, area: FilesAreaKey): boolean {
  if (area === SECRETARIAT_AREA) return mayReadSecretariatDocuments(user);
  if (context.board) return mayReadBoardDocuments(user, area);
  if (context.workplaceId) return mayReadWorkplaceDocuments(user, area, context.workplaceId);
  return mayReadAssociationDocuments(user, area);
}

const mayManage = (user: User, area: FilesAreaKey) =>
  (area === SECRETARIAT_AREA ? mayManageSecretariatDocuments(user) : mayManageAssociationDocuments(user, area));

/** The name under the heading: 'Kansliet', the association's, the workplace's. */
function areaName(user: User, context: DocumentPageContext, area: FilesAreaKey): string | null {
  if (area === SECRETARIAT_AREA) return t.secretariatArea;
  if (context.workplaceId && user.workplace?.id === context.workplaceId) return user.workplace.name;
  const association = [...user.psychologyAssociations, ...user.nationalAssociations].find((a) => a.id === area)
    ?? (user.workAssociation?.id === area ? user.workAssociation : null);
  if (!association) return null;
  return context.board ? t.boardSub(association.name) : association.name;
}

/**
 * The document routes of spec §2: /dokument (the user's own area), /organisation/{id}/dokument,
 * /organisation/{id}/styrelsen/dokument, /organisation/{id}/arbetsplats/{wp}/dokument,
 * /kansliet/dokument and /kansliet/styrelsen/dokument. The files, sort and filters come from the
 * store (the URL's query string fills the view, see filesSlice).
 */
export function DocumentsPage({ routeId }: { routeId: string }) {
  const params = useAppSelector(selectRouteParams);
  const user = useAppSelector(selectUser);
  const loadedArea = useAppSelector(selectFilesArea);
  const httpStatus = useAppSelector(selectFilesHttpStatus);
  const context = useMemo(() => documentPageContext(routeId, params), [routeId, params]);

  if (!context) return <NotFoundPage />;
  if (!user) return <Spinner />;
  const area = resolvedArea(context, user);
  // The heading at once; the list when the area's files are there.
  const waiting = (body: ReactNode) => (
    <section className="page documents-page" data-route={routeId}>
      <h1>{routeById(routeId)?.title}</h1>
      {body}
    </section>
  );
  if (!area) return waiting(<EmptyList group={t.group} />);
  if (!mayOpen(user, context, area) || (loadedArea === area && (httpStatus === 400 || httpStatus === 403 || httpStatus === 404))) {
    return <AccessDeniedPage text={t.notAvailable} />;
  }
  if (loadedArea !== area) return waiting(<Spinner />);
  return <DocumentLibrary routeId={routeId} user={user} context={context} area={area} />;
}

function DocumentLibrary({ routeId, user, context, area }: { routeId: string; user: User; context: DocumentPageContext; area: FilesAreaKey }) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectFilesStatus);
  const searched = useAppSelector(selectDocumentSearchActive);
  const scope = useMemo(() => (context.area ? context.scope : ownAreaScope(area)), [context, area]);
  const selectRows = useMemo(() => makeSelectDocumentRows(), []);
  const selectCount = useMemo(() => makeSelectScopeCount(), []);
  const rows = useAppSelector((state) => selectRows(state, scope));
  const total = useAppSelector((state) => selectCount(state, scope));
  const manages = mayManage(user, area);
  const name = areaName(user, context, area);
  const loading = (status === 'getting' || status === 'waiting') && total === 0;
  // A failed reload keeps the documents already shown (issue 34).
  const held = total > 0;
  const countHeading = useRef<HTMLHeadingElement>(null);
  // A deleted row takes its 'Ta bort' button (the focus) with it: the focus goes to the list's count.
  const previousTotal = useRef(total);
  useEffect(() => {
    const fewer = total < previousTotal.current;
    previousTotal.current = total;
    const active = document.activeElement;
    if (fewer && (!active || active === document.body)) countHeading.current?.focus();
  }, [total]);

  return (
    <section className="page documents-page" data-route={routeId}>
      <div className="documents-header">
        <div>
          <h1>{routeById(routeId)?.title}</h1>
          {name && <p className="documents-header__sub">{name}</p>}
        </div>
        {manages && (
          <button type="button" className="button button--primary" onClick={() => dispatch(uploadOpened())}>{t.upload.open}</button>
        )}
      </div>
      <DocumentFilterForm area={area} showVisibility={area !== SECRETARIAT_AREA && manages} />
      <LoadFailed failure={loadFailure(status, held)} text={t.loadFailed} onRetry={() => dispatch(loadRetried({ what: 'documents' }))} />
      {loading && <Spinner />}
      {!loading && (held || (status !== 'error' && status !== 'unauthorised')) && (
        <>
          <h2 ref={countHeading} tabIndex={-1} className="documents-count" aria-live="polite">{t.count(rows.length)}</h2>
          {rows.length === 0
            ? <EmptyList group={t.group} searched={searched && total > 0} />
            : <DocumentTable rows={rows} area={area} manages={manages} />}
        </>
      )}
      {manages && <UploadDialog area={area} workplaceId={context.workplaceId} workplaceName={context.workplaceId && user.workplace?.id === context.workplaceId ? user.workplace.name : null} />}
      {manages && <DeleteDialog area={area} />}
    </section>
  );
}
