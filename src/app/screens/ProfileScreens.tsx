import { ProfilePage } from '../../features/profile/pages/ProfilePage';
import { NotificationSettingsPage } from '../../features/notifications/pages/NotificationSettingsPage';
import { MailDeliveryPage } from '../../features/notifications/pages/MailDeliveryPage';
import { SavedRepliesPage } from '../../features/savedReplies/pages/SavedRepliesPage';
import { RegisterExtractPage } from '../../features/registerExtract/pages/RegisterExtractPage';

/** The profile route group (one lazy chunk): /min-profil, /aviseringar (issue 24), the secretariat's /kansliet/e-post (issue 33) and /svarsmallar (issue 36), /mina-uppgifter (issue 37). */
export default function ProfileScreens({ routeId }: { routeId: string }) {
  if (routeId === 'notifications') return <NotificationSettingsPage />;
  if (routeId === 'mailDelivery') return <MailDeliveryPage />;
  if (routeId === 'savedReplies') return <SavedRepliesPage />;
  if (routeId === 'registerExtract') return <RegisterExtractPage />;
  return <ProfilePage />;
}
