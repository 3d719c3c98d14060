import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { loadRetried } from '../../../app/lifecycle';
import { loadFailure } from '../../../api/networkState';
import { formatSwedishDateTime } from '../../../lib/swedishTime';
import { Spinner } from '../../../ui/Spinner';
import { LoadFailed } from '../../../ui/LoadFailed';
import { svRegisterExtract as t } from '../../../text/svRegisterExtract';
import { extractDownloadRequested, extractRequested } from '../registerExtractActions';
import { initialRegisterExtractState, selectRegisterExtractState } from '../registerExtractSlice';
import '../../../ui/blockList.css';
import '../registerExtract.css';

/**
 * "Mina uppgifter" (issue 37): the member asks for their register extract and downloads it while
 * it is kept (7 days). A section of /min-profil, and the page /mina-uppgifter for those without a
 * profile; with `member`, the member page's section where the secretariat's management has one made
 * for a member who asked by letter. The saga loads the list of the view's subject when the view
 * opens and follows a pending extract until it is ready (registerExtractFlows.ts); this reads the
 * store and dispatches the user's events.
 */
export function RegisterExtractSection({ headingLevel = 2, member }: { headingLevel?: 1 | 2; member?: { id: string; name: string } }) {
  const held = useAppSelector(selectRegisterExtractState);
  const dispatch = useAppDispatch();
  const memberId = member?.id ?? null;
  // Until the view's own list has come, another subject's is not shown.
  const state = held.memberId === memberId ? held : { ...initialRegisterExtractState, memberId };
  const text = member ? { ...t, ...t.byLetterSection, pageTitle: t.byLetterSection.heading } : t;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const failure = loadFailure(state.status, state.extracts.length > 0);
  // The server names the next time only while today's own request stands (GET User/Extracts, the 429).
  const waitingForNext = state.nextAllowedAt !== null;
  const outcome = state.requestOutcome;
  return (
    <section aria-labelledby="register-extract-heading" className="register-extract" id={member ? 'registerutdrag-per-brev' : 'mina-uppgifter'}>
      <Heading id="register-extract-heading">{headingLevel === 1 ? text.pageTitle : text.heading}</Heading>
      <p>{member ? t.byLetterSection.intro(member.name) : t.intro}</p>
      <p className="muted">{text.keep}</p>
      <div className="register-extract__request">
        <button
          type="button"
          className="button button--primary"
          onClick={() => dispatch(extractRequested({ memberId }))}
          disabled={state.requesting || waitingForNext}
          aria-describedby={waitingForNext ? 'register-extract-next' : undefined}
        >
          {state.requesting ? t.requesting : text.request}
        </button>
        {waitingForNext && <p id="register-extract-next" className="muted">{t.nextAllowed(formatSwedishDateTime(state.nextAllowedAt!))}</p>}
      </div>
      <div role="status" className="register-extract__outcome">
        {outcome?.kind === 'requested' && <p>{text.requested}</p>}
        {outcome?.kind === 'refused' && <p className="form-error">{outcome.message ?? t.requestFailed}</p>}
      </div>
      <h3>{text.listHeading}</h3>
      <LoadFailed failure={failure} text={text.loadFailed} onRetry={() => dispatch(loadRetried({ what: 'registerExtract' }))} />
      {(state.status === 'waiting' || (state.status === 'getting' && state.extracts.length === 0)) && failure === 'none' ? <Spinner label={text.loading} /> : null}
      {state.status === 'success' && state.extracts.length === 0 && <p className="muted">{text.empty}</p>}
      {state.extracts.length > 0 && (
        <ul className="block-list">
          {state.extracts.map((extract) => (
            <li key={extract.id} className="block-list__item register-extract__item">
              <p className="register-extract__when">{t.requestedAt(formatSwedishDateTime(extract.requestedAt))}{extract.byLetter && !member ? ` · ${t.byLetter}` : ''}</p>
              {extract.state === 'pending' ? (
                <p className="muted">{text.pending}</p>
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
