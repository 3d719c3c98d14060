import type { LoadFailure } from '../api/networkState';
import { sv } from '../text/sv';

/**
 * A load that failed (issue 34), the same on every page that loads data: the message and a
 * 'Försök igen' button. When the list was already shown ('warm'), it stays below with a note that
 * it is what came last. `about` names the list for a screen reader when a page has several.
 */
export function LoadFailed({ failure, text, onRetry, about }: { failure: LoadFailure; text: string; onRetry: () => void; about?: string }) {
  if (failure === 'none') return null;
  return (
    <div className={`load-failed load-failed--${failure}`} role="status">
      <p className="load-failed__text">{text}{failure === 'warm' ? ` ${sv.lists.heldNote}` : ''}</p>
      <button type="button" className="button load-failed__retry" aria-label={about ? `${sv.lists.retry}: ${about}` : undefined} onClick={onRetry}>
        {sv.lists.retry}
      </button>
    </div>
  );
}
