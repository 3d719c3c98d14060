import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page (another path, not a new query string: filters write the URL as you type) moves
 * focus to the main region, so a screen reader starts reading the new page and the keyboard
 * starts from it instead of from a link that is gone. A link or a redirect also starts the page
 * at its top; back and forward leave the browser's own scroll position.
 */
export function useNewPageFocus(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType !== 'POP') document.scrollingElement?.scrollTo?.(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [pathname, navigationType, main]);
}
