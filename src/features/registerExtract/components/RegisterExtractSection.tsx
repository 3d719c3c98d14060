import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { loadRetried } from '../../../app/lifecycle';
import { loadFailure } from '../../../api/networkState';
import { formatSwedishDateTime } from '../../../lib/dates';
import { Spinner } from '../../../ui/Spinner';
import { LoadFailed } from '../../../ui/LoadFailed';
import { svRegisterExtract as t } from '../../../text/svRegisterExtract';
import { extractDownloadRequested, extractRequested } from '../registerExtractActions';
import { selectRegisterExtractState } from '../registerExtractSlice';
import '../registerExtract.css';

/**
 * "Mina uppgifter" (issue 37): the member asks for their register extract and downloads it while
 * it is kept (7 days). A section of /min-profil, and the page /mina-uppgifter for those without a
 * profile. The saga loads the list when the view opens and follows a pending extract until it is
 * ready (registerExtractFlows.ts); this reads the store and dispatches the user's events.
 */
export function RegisterExtractSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const state = useAppSelector(selectRegisterExtractState);
  const dispatch = useAppDispatch();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const failure = loadFailure(state.status, state.extracts.length > 0);
  // The server names the next time only while today's request stands (GET User/Extracts, the 429).
  const waitingForNext = state.nextAllowedAt !== null;
  const outcome = state.requestOutcome;
  return (
    <section aria-labelledby="register-extract-heading" className="register-extract" id="mina-uppgifter">
      <Heading id="register-extract-heading">{headingLevel === 1 ? t.pageTitle : t.heading}</Heading>
      <p>{t.intro}</p>
      <p className="muted">{t.keep}</p>
      <div className="register-extract__request">
        <button
          type="button"
          className="button button--primary"
          onClick={() => dispatch(extractRequested())}
          disabled={state.requesting || waitingForNext}
          aria-describedby={waitingForNext ? 'register-extract-next' : undefined}
        >
          {state.requesting ? t.requesting : t.request}
        </button>
        {waitingForNext && <p id="register-extract-next" className="muted">{t.nextAllowed(formatSwedishDateTime(state.nextAllowedAt!))}</p>}
      </div>
      <div role="status" className="register-extract__outcome">
        {outcome?.kind === 'requested' && <p>{t.requested}</p>}
        {outcome?.kind === 'refused' && <p className="form-error">{outcome.message ?? t.requestFailed}</p>}
      </div>
      <h3>{t.listHeading}</h3>
      <LoadFailed failure={failure} text={t.loadFailed} onRetry={() => dispatch(loadRetried({ what: 'registerExtract' }))} />
      {(state.status === 'waiting' || (state.status === 'getting' && state.extracts.length === 0)) && failure === 'none' ? <Spinner label={t.loading} /> : null}
      {state.status === 'success' && state.extracts.length === 0 && <p className="muted">{t.empty}</p>}
      {state.extracts.length > 0 && (
        <ul className="register-extract__list">
          {state.extracts.map((extract) => (
            <li key={extract.id} className="register-extract__item">
              <p className="register-extract__when">{t.requestedAt(formatSwedishDateTime(extract.requestedAt))}{extract.byLetter ? ` · ${t.byLetter}` : ''}</p>
              {extract.state === 'pending' ? (
                <p className="muted">{t.pending}</p>
              ) : (
                <>
                  <p className="muted">
                    {t.ready(formatSwedishDateTime(extract.readyAt!))} · {t.size(extract.size ?? 0)} · {t.expires(formatSwedishDateTime(extract.expiresAt!))}
                  </p>
                  <button
                    type="button"
                    className="button"
                    aria-label={t.downloadLabel(formatSwedishDateTime(extract.readyAt!))}
                    disabled={state.downloading === extract.id}
                    onClick={() => dispatch(extractDownloadRequested({ id: extract.id }))}
                  >
                    {state.downloading === extract.id ? t.downloading : t.download}
                  </button>
                  {state.downloadFailed === extract.id && <p className="form-error" role="alert">{t.downloadFailed}</p>}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
