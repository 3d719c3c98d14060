import { HeadingOnlyPage } from './HeadingOnlyPage';

/**
 * The documents route group (one lazy chunk). Each route id of the group maps to its screen here;
 * the feature that builds a screen replaces its heading-only entry.
 */
export default function DocumentsScreens({ routeId }: { routeId: string }) {
  switch (routeId) {
    default:
      return <HeadingOnlyPage routeId={routeId} />;
  }
}
