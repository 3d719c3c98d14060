import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { loadRetried } from '../../../app/lifecycle';
import { svMembers } from '../../../text/svMembers';
import { accessLogMoreRequested, type AccessLogSubject } from '../accessLogActions';
import { makeSelectAccessLogView } from '../selectors';
import { AccessLogList } from './AccessLogList';
import '../accessLog.css';

const t = svMembers.accessLog;

/**
 * "Vem har sett mina uppgifter" (issue 37): a section of /min-profil ('own'), or of a protected
 * member's page for the secretariat's management ({ memberId }). The saga loads the log when the
 * view opens (accessLogFlows.ts); this reads it from the store and dispatches the user's events.
 */
export function AccessLogSection({ subject }: { subject: AccessLogSubject }) {
  const own = subject === 'own';
  const memberId = own ? null : subject.memberId;
  const select = useMemo(() => makeSelectAccessLogView(memberId === null ? 'own' : { memberId }), [memberId]);
  const view = useAppSelector(select);
  const dispatch = useAppDispatch();
  return (
    <section aria-labelledby="access-log-heading" className="access-log-section" id="vem-har-sett">
      <h2 id="access-log-heading">{own ? t.heading : t.memberHeading}</h2>
      <p className="muted">{own ? t.intro : t.memberIntro}</p>
      <AccessLogList
        view={view}
        own={own}
        onMore={() => dispatch(accessLogMoreRequested())}
        onRetry={() => dispatch(loadRetried({ what: 'accessLog' }))}
      />
    </section>
  );
}
