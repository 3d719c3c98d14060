import { NotificationSettingsForm } from '../components/NotificationSettingsForm';

/** /aviseringar (issue 24): the notice settings on a page of their own, for every user; the secretariat and economists reach it from the user menu. */
export function NotificationSettingsPage() {
  return (
    <article className="page member-page">
      <NotificationSettingsForm headingLevel={1} />
    </article>
  );
}
