/** The stylesheet of the provider's pages (served from /oidc-assets/login.css). */
export const loginCss = `/* The portal's typeface (the SPA's build serves it; issue 34), with the same fallbacks as the SPA. */
@font-face {
  font-family: 'Inter';
  font-style: normal;
  font-weight: 100 900;
  font-display: swap;
  src: url('/assets/inter-latin-wght-normal.woff2') format('woff2');
}
:root {
  color-scheme: light;
  --ink: #1b1f24;
  --muted: #4a525c;
  --line: #c4cad1;
  --page: #f3f5f7;
  --card: #ffffff;
  --accent: #005a87;
  --accent-dark: #00405f;
  --danger: #a3161a;
  --danger-bg: #fdecec;
  --focus: #ffbf47;
}
*, *::before, *::after { box-sizing: border-box; }
html { font-size: 100%; -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  background: var(--page);
  color: var(--ink);
  font-family: Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Noto Sans", "Liberation Sans", Arial, sans-serif;
  font-size: 1rem;
  line-height: 1.5;
}
.page { max-width: 30rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
.brand { margin: 0 0 1rem; font-weight: 700; font-size: 1.125rem; color: var(--accent-dark); letter-spacing: 0.01em; }
.card {
  background: var(--card);
  border: 1px solid var(--line);
  border-radius: 0.5rem;
  padding: 1.5rem 1.25rem;
  margin: 0 0 1.25rem;
  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.06);
}
h1 { font-size: 1.75rem; line-height: 1.2; margin: 0 0 1.25rem; }
h2 { font-size: 1.25rem; line-height: 1.3; margin: 0 0 0.75rem; }
p { margin: 0 0 1rem; }
.field { margin: 0 0 1.25rem; }
label { display: block; font-weight: 600; margin: 0 0 0.375rem; }
input[type="text"], input[type="password"] {
  display: block;
  width: 100%;
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  font: inherit;
  color: inherit;
  background: #fff;
  border: 2px solid var(--muted);
  border-radius: 0.25rem;
}
input[aria-invalid="true"] { border-color: var(--danger); }
button, .button {
  display: inline-block;
  min-height: 2.75rem;
  padding: 0.625rem 1.5rem;
  font: inherit;
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  border-radius: 0.25rem;
  border: 2px solid var(--accent);
  cursor: pointer;
}
button.primary, .button { background: var(--accent); color: #fff; }
button.primary { width: 100%; }
button.primary:hover, .button:hover { background: var(--accent-dark); border-color: var(--accent-dark); }
input:focus-visible, button:focus-visible, a:focus-visible, summary:focus-visible {
  outline: 3px solid var(--focus);
  outline-offset: 2px;
  box-shadow: 0 0 0 5px var(--ink);
}
.error {
  color: var(--danger);
  background: var(--danger-bg);
  border-left: 4px solid var(--danger);
  padding: 0.75rem 1rem;
  font-weight: 600;
}
.demo p { color: var(--muted); }
.password { color: var(--ink); font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.accounts { list-style: none; margin: 0; padding: 0; }
.accounts li { padding: 0.5rem 0; border-top: 1px solid var(--line); }
.accounts li:first-child { border-top: 0; padding-top: 0; }
.username {
  display: block;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-weight: 700;
  overflow-wrap: anywhere;
}
.description { display: block; color: var(--muted); font-size: 0.9375rem; }
.technical { color: var(--muted); font-size: 0.875rem; }
.technical code { overflow-wrap: anywhere; }
a { color: var(--accent); }
@media (min-width: 40rem) {
  .page { padding-top: 3rem; }
  .card { padding: 2rem; }
}
@media (forced-colors: active) {
  .card, input, button, .button { border: 1px solid CanvasText; }
}
`;

/**
 * Submits the end-session form at once when the page asks for it (data-auto-submit), so that
 * signing out needs no click; the visible button stays as the fallback.
 */
export const logoutJs = `(function () {
  'use strict';
  function submit() {
    var button = document.getElementById('logout-button');
    if (button && button.getAttribute('data-auto-submit') === 'true') button.click();
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', submit);
  else submit();
})();
`;
