import { demoAccounts } from './demoAccounts';
import { escapeHtml } from '../../src/lib/escapeHtml';
import { htmlPage, productName } from '../http/htmlPage';

/**
 * The provider's pages, in Swedish. No inline script or style (the CSP allows neither): the look
 * comes from the stylesheet and the behaviour from the script served under /oidc-assets/.
 */
export const assetPaths = {
  stylesheet: '/oidc-assets/login.css',
  logoutScript: '/oidc-assets/logout.js',
} as const;

export const wrongCredentialsMessage = 'Fel användarnamn eller lösenord.';
export const tooManyAttemptsMessage = 'För många misslyckade inloggningar. Vänta en stund och försök igen.';
const layout = ({ title, body, script }: { title: string; body: string; script?: string }) =>
  htmlPage({ title, body, script, stylesheets: [assetPaths.stylesheet] });

export interface LoginPageOptions {
  /** Where the form posts: the interaction's own path. */
  action: string;
  username?: string;
  /** Why the last attempt failed: wrong credentials, or too many failures in a row. */
  error?: 'credentials' | 'throttled';
  /** The demo accounts and their password; absent when the database has no demo data. */
  demoPassword?: string;
}

export function loginPage({ action, username = '', error, demoPassword }: LoginPageOptions): string {
  const message = error === 'throttled' ? tooManyAttemptsMessage : wrongCredentialsMessage;
  const invalid = error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  const body = `<section class="card" aria-labelledby="login-heading">
<h1 id="login-heading">Logga in</h1>
${error ? `<p class="error" id="login-error" role="alert">${escapeHtml(message)}</p>\n` : ''}<form class="login" method="post" action="${escapeHtml(action)}">
<div class="field">
<label for="username">Användarnamn</label>
<input id="username" name="username" type="text" value="${escapeHtml(username)}" autocomplete="username" autocapitalize="none" autocorrect="off" spellcheck="false" maxlength="200" required${invalid}${error ? '' : ' autofocus'}>
</div>
<div class="field">
<label for="password">Lösenord</label>
<input id="password" name="password" type="password" autocomplete="current-password" maxlength="1024" required${invalid}${error ? ' autofocus' : ''}>
</div>
<button type="submit" class="primary">Logga in</button>
</form>
</section>
${demoPassword === undefined ? '' : demoSection(demoPassword)}`;
  const titles = { credentials: 'Logga in (fel användarnamn eller lösenord)', throttled: 'Logga in (för många misslyckade inloggningar)' };
  return layout({ title: error ? titles[error] : 'Logga in', body });
}

function demoSection(password: string): string {
  const items = demoAccounts
    .map((a) => `<li><span class="username">${escapeHtml(a.username)}</span> <span class="description">${escapeHtml(a.description)}</span></li>`)
    .join('\n');
  return `<section class="card demo" aria-labelledby="demo-heading">
<h2 id="demo-heading">Demokonton</h2>
<p>Alla demokonton har lösenordet <strong class="password">${escapeHtml(password)}</strong>.</p>
<ul class="accounts">
${items}
</ul>
</section>
`;
}

/**
 * The end-session page: the provider's form (a hidden xsrf field) with a visible 'Logga ut'
 * button. When the portal sent a valid id_token_hint, the external script clicks it at once.
 */
export function logoutPage({ form, autoSubmit }: { form: string; autoSubmit: boolean }): string {
  const body = `<section class="card" aria-labelledby="logout-heading">
<h1 id="logout-heading">Loggar ut …</h1>
<p>Du loggas ut från ${productName}. Om ingenting händer, tryck på knappen.</p>
${form}
<button type="submit" class="primary" form="op.logoutForm" name="logout" value="yes" id="logout-button"${autoSubmit ? ' data-auto-submit="true"' : ''}>Logga ut</button>
</section>
`;
  return layout({ title: 'Loggar ut', body, script: assetPaths.logoutScript });
}

export function signedOutPage({ portalUrl }: { portalUrl: string }): string {
  const body = `<section class="card" aria-labelledby="signed-out-heading">
<h1 id="signed-out-heading">Du är utloggad</h1>
<p>Du har loggats ut från ${productName}.</p>
<p><a class="button" href="${escapeHtml(portalUrl)}">Till ${productName}</a></p>
</section>
`;
  return layout({ title: 'Du är utloggad', body });
}

/** Swedish texts for the errors a person can meet on the provider's pages. */
const errorTexts: Record<string, string> = {
  invalid_request: 'Inloggningsförfrågan är ogiltig.',
  invalid_client: 'Tjänsten som bad om inloggningen är okänd.',
  invalid_redirect_uri: 'Tjänsten som bad om inloggningen har en okänd returadress.',
  invalid_scope: 'Inloggningsförfrågan bad om en behörighet som inte finns.',
  invalid_target: 'Inloggningsförfrågan gällde en okänd tjänst.',
  unsupported_response_type: 'Inloggningsförfrågan är ogiltig.',
  unsupported_response_mode: 'Inloggningsförfrågan är ogiltig.',
  access_denied: 'Inloggningen avbröts.',
  login_required: 'Du behöver logga in.',
  session_not_found: 'Inloggningen har tagit för lång tid eller har redan avslutats.',
  invalid_grant: 'Inloggningen har gått ut eller har redan använts.',
  server_error: 'Ett oväntat fel inträffade.',
};

export function errorPage({ error, description, portalUrl }: { error: string; description?: string; portalUrl: string }): string {
  const text = errorTexts[error] ?? 'Inloggningen kunde inte genomföras.';
  const body = `<section class="card" aria-labelledby="error-heading">
<h1 id="error-heading">Något gick fel</h1>
<p>${escapeHtml(text)}</p>
<p><a class="button" href="${escapeHtml(portalUrl)}">Tillbaka till ${productName}</a></p>
<details class="technical">
<summary>Teknisk information</summary>
<p><code>${escapeHtml(error)}</code>${description ? `: ${escapeHtml(description)}` : ''}</p>
</details>
</section>
`;
  return layout({ title: 'Något gick fel', body });
}
