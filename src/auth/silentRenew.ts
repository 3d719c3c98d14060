/**
 * The silent-renew page (loaded in a hidden frame by oidc-client-ts): hands the callback URL to
 * the portal window that opened it, and only to our own origin (ARCHITECTURE §7). Kept free of
 * the sign-in library so that the frame loads in a blink. The message shape is the one
 * oidc-client-ts listens for ({ source: 'oidc-client', url, keepOpen }).
 */
if (window.parent && window.parent !== window) {
  window.parent.postMessage({ source: 'oidc-client', url: window.location.href, keepOpen: false }, window.location.origin);
}
