import { ProfilePage } from '../../features/profile/pages/ProfilePage';
import { NotificationSettingsPage } from '../../features/notifications/pages/NotificationSettingsPage';

/** The profile route group (one lazy chunk): /min-profil, and /aviseringar (issue 24). */
export default function ProfileScreens({ routeId }: { routeId: string }) {
  return routeId === 'notifications' ? <NotificationSettingsPage /> : <ProfilePage />;
}
