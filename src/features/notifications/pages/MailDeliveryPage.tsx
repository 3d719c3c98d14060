import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { MailRecipientProblem } from '../../../api/notificationTypes';
import { formatDateTime } from '../../../lib/dates';
import { svMailDelivery as t } from '../../../text/svNotifications';
import { Spinner } from '../../../ui/Spinner';
import { bounceClearRequested, selectNotifications } from '../notificationsSlice';
import '../notifications.css';

/**
 * /kansliet/e-post (issue 33): what the secretariat needs to know when a member's mail does not
 * come: the relay's refusals and lost connections (retried), the addresses refused for good, which
 * it may clear once corrected, and the mails given up. A protected identity is shown without address.
 */
export function MailDeliveryPage() {
  const dispatch = useAppDispatch();
  const { status, problems, clearing, cleared, clearFailed } = useAppSelector(selectNotifications).delivery;
  const failed = status === 'error' || status === 'unauthorised';
  const address = (p: MailRecipientProblem) => p.address ?? <span className="muted">{t.protectedAddress}</span>;
  return (
    <article className="page member-page mail-delivery">
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      {failed && <p className="notice notice--error" role="alert">{t.loadFailed}</p>}
      {!failed && !problems && <Spinner />}
      {problems && (
        <>
          <section aria-labelledby="mail-relay">
            <h2 id="mail-relay">{t.relayHeading}</h2>
            <p>{problems.relay.last7d === 0 ? t.relayNone : t.relayCounts(problems.relay.last24h, problems.relay.last7d)}</p>
            {problems.relay.latest && <p className="muted">{t.relayLatest(formatDateTime(problems.relay.latest.at), problems.relay.latest.reason)}</p>}
            {problems.waiting > 0 && <p>{t.waiting(problems.waiting)}</p>}
          </section>
          <section aria-labelledby="mail-bounced">
            <h2 id="mail-bounced">{t.bouncedHeading}</h2>
            <p className="muted">{t.bouncedIntro}</p>
            {cleared && <p className="notice" role="status">{t.cleared}</p>}
            {clearFailed && <p className="notice notice--error" role="alert">{t.clearFailed}</p>}
            {problems.bounced.length === 0 ? <p>{t.bouncedNone}</p> : (
              <div className="mail-delivery__scroll">
                <table className="mail-delivery__table">
                  <thead><tr><th scope="col">{t.name}</th><th scope="col">{t.address}</th><th scope="col">{t.reason}</th><th scope="col">{t.at}</th><th scope="col"><span className="visually-hidden">{t.clear}</span></th></tr></thead>
                  <tbody>
                    {problems.bounced.map((p) => (
                      <tr key={p.userId}>
                        <td>{p.name}{p.memberNumber && <span className="muted"> ({p.memberNumber})</span>}</td>
                        <td className="mail-delivery__address">{address(p)}</td>
                        <td>{p.reason}</td>
                        <td>{formatDateTime(p.at)}</td>
                        <td>
                          <button type="button" className="button" disabled={clearing !== null} aria-label={t.clearFor(p.name)} onClick={() => dispatch(bounceClearRequested({ userId: p.userId }))}>
                            {clearing === p.userId ? t.clearing : t.clear}
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <section aria-labelledby="mail-failed">
            <h2 id="mail-failed">{t.failedHeading}</h2>
            {problems.failed.length === 0 ? <p>{t.failedNone}</p> : (
              <div className="mail-delivery__scroll">
                <table className="mail-delivery__table">
                  <thead><tr><th scope="col">{t.name}</th><th scope="col">{t.address}</th><th scope="col">{t.reason}</th><th scope="col">{t.at}</th></tr></thead>
                  <tbody>
                    {problems.failed.map((p) => (
                      <tr key={p.id}>
                        <td>{p.name}{p.memberNumber && <span className="muted"> ({p.memberNumber})</span>}</td>
                        <td className="mail-delivery__address">{address(p)}</td>
                        <td>{p.reason}</td>
                        <td>{formatDateTime(p.at)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      )}
    </article>
  );
}
