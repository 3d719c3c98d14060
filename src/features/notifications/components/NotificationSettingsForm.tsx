import { useId, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { HANDLER_KINDS, NOTICE_KINDS, type NoticeKind, type NotificationSettings } from '../../../domain/notifications';
import { svNotifications as t } from '../../../text/svNotifications';
import { Spinner } from '../../../ui/Spinner';
import { notificationDraftChanged, notificationSettingsSaveRequested, selectNotifications } from '../notificationsSlice';
import '../notifications.css';

/**
 * The own e-mail notices (issue 24): which kinds, the lists a handler follows, and for handlers one
 * mail per event or a daily summary. The address is the profile's; a refused address is shown.
 * Shown on /min-profil and on /aviseringar (for those who have no profile page, spec §2).
 */
export function NotificationSettingsForm({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const dispatch = useAppDispatch();
  const { status, loaded, draft, save } = useAppSelector(selectNotifications);
  const headingId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const heading = <Heading id={headingId}>{t.heading}</Heading>;

  if (status === 'error' || status === 'unauthorised') {
    return <section aria-labelledby={headingId} id="aviseringar">{heading}<p className="notice notice--error" role="alert">{t.loadFailed}</p></section>;
  }
  if (!loaded || !draft) return <section aria-labelledby={headingId} id="aviseringar">{heading}<Spinner /></section>;

  const change = (next: Partial<NotificationSettings>) => dispatch(notificationDraftChanged({ ...draft, ...next }));
  const kinds = NOTICE_KINDS.filter((kind) => loaded.isHandler || !HANDLER_KINDS.includes(kind));
  const toggleKind = (kind: NoticeKind, on: boolean) => change({ kinds: { ...draft.kinds, [kind]: on } });
  const toggleList = (key: string, on: boolean) => change({ follows: on ? [...draft.follows, key] : draft.follows.filter((k) => k !== key) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(notificationSettingsSaveRequested());
  };

  return (
    <section aria-labelledby={headingId} id="aviseringar">
      {heading}
      <form className="notice-settings" onSubmit={submit} noValidate>
        <p className="notice-settings__hint">{t.intro}</p>
        {loaded.address ? <p>{t.address} <strong>{loaded.address}</strong>.</p> : <p className="notice-settings__warning">{t.noAddress}</p>}
        {loaded.bounce && <p className="notice-settings__warning" role="alert">{t.bounce(loaded.bounce.address)}</p>}
        <fieldset>
          <legend>{t.kindsLegend}</legend>
          {kinds.map((kind) => (
            <label key={kind} className="notice-settings__option">
              <input type="checkbox" name={`kind-${kind}`} checked={draft.kinds[kind]} onChange={(event) => toggleKind(kind, event.target.checked)} />
              {t.kinds[kind]}
            </label>
          ))}
        </fieldset>
        {loaded.isHandler && loaded.lists.length > 0 && (
          <fieldset>
            <legend>{t.listsLegend}</legend>
            <p className="notice-settings__hint">{t.listsHint}</p>
            {loaded.lists.map((list) => (
              <label key={list.key} className="notice-settings__option">
                <input type="checkbox" checked={draft.follows.includes(list.key)} onChange={(event) => toggleList(list.key, event.target.checked)} />
                {list.name}
              </label>
            ))}
          </fieldset>
        )}
        {loaded.isHandler && (
          <fieldset>
            <legend>{t.summaryLegend}</legend>
            <p className="notice-settings__hint">{t.summaryHint}</p>
            <label className="notice-settings__option">
              <input type="radio" name="summary" checked={!draft.dailySummary} onChange={() => change({ dailySummary: false })} />
              {t.summaryEach}
            </label>
            <label className="notice-settings__option">
              <input type="radio" name="summary" checked={draft.dailySummary} onChange={() => change({ dailySummary: true })} />
              {t.summaryDaily}
            </label>
          </fieldset>
        )}
        <div className="notice-settings__actions">
          <button type="submit" className="button button--primary" disabled={save === 'saving'}>{save === 'saving' ? t.saving : t.save}</button>
          <p role="status" className="muted">{save === 'saved' ? t.saved : ''}</p>
        </div>
        {save === 'failed' && <p className="notice notice--error" role="alert">{t.saveFailed}</p>}
      </form>
    </section>
  );
}
