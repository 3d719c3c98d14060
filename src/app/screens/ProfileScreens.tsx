import { ProfilePage } from '../../features/profile/pages/ProfilePage';
import { NotificationSettingsPage } from '../../features/notifications/pages/NotificationSettingsPage';
import { MailDeliveryPage } from '../../features/notifications/pages/MailDeliveryPage';

/** The profile route group (one lazy chunk): /min-profil, /aviseringar (issue 24) and the secretariat's /kansliet/e-post (issue 33). */
export default function ProfileScreens({ routeId }: { routeId: string }) {
  if (routeId === 'notifications') return <NotificationSettingsPage />;
  if (routeId === 'mailDelivery') return <MailDeliveryPage />;
  return <ProfilePage />;
}
