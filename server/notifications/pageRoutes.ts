import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AppContext } from '../app';
import { newestMailboxMails, turnOff, userExists } from './settingsStore';
import { verifyUnsubscribeToken } from './tokens';
import { escapeHtml } from '../../src/lib/escapeHtml';
import { htmlPage } from '../http/htmlPage';
import { assetPaths } from '../oidc/pages';
import { formatSwedishDateTime } from '../../src/lib/swedishTime';
import { NOTICE_KIND_LABELS } from '../../src/domain/notificationMessages';
import type { NoticeKind } from '../../src/domain/notifications';

/** A notice page: the portal's page layout, its title as the card's heading. */
const page = (title: string, body: string, stylesheet?: string) => htmlPage({
  title,
  body: `<section class="card">\n<h1>${escapeHtml(title)}</h1>\n${body}\n</section>`,
  stylesheets: [assetPaths.stylesheet, ...(stylesheet ? [stylesheet] : [])],
});

const label = (kind: string) => (kind === 'summary' ? 'Daglig sammanfattning' : NOTICE_KIND_LABELS[kind as NoticeKind]);
const unsubscribeQuery = {
  type: 'object',
  required: ['u', 'k', 't'],
  additionalProperties: false,
  properties: { u: { type: 'string', format: 'uuid' }, k: { type: 'string', pattern: '^[A-Za-z]{1,20}$' }, t: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}$' } },
} as const;
type UnsubscribeQuery = { u: string; k: string; t: string };

const html = (reply: FastifyReply, status: number, body: string) => reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
const invalidLink = (reply: FastifyReply) => html(reply, 400, page('Länken fungerar inte', '<p>Länken är ogiltig. Du kan ändra dina aviseringar under Min profil när du har loggat in.</p>'));

/**
 * Pages outside the API (no sign-in): the mail's unsubscribe link (RFC 8058: a POST with
 * List-Unsubscribe=One-Click turns the kind off at once; a GET shows a button that posts), and the
 * development mailbox (only where the developer tools are on: DEV_TOOLS).
 */
export function notificationPageRoutes({ db, config }: AppContext): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    // RFC 8058 §3.1: the one-click POST's body is List-Unsubscribe=One-Click, as a form; mail
    // providers send it urlencoded or as multipart/form-data (the RFC's own example). The signed link
    // is what decides, so the body is taken as text in either encoding and not parsed further.
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => done(null, body));
    }

    app.get<{ Querystring: UnsubscribeQuery }>('/avisering/avsluta', { schema: { querystring: unsubscribeQuery }, attachValidation: true }, async (request, reply) => {
      const { u, k, t } = request.query;
      if (request.validationError || !(await verifyUnsubscribeToken(db, u, k, t))) return invalidLink(reply);
      const action = `/avisering/avsluta?u=${encodeURIComponent(u)}&k=${encodeURIComponent(k)}&t=${encodeURIComponent(t)}`;
      return html(reply, 200, page('Avsluta e-postaviseringar', `<p>Vill du sluta få e-post om: <strong>${escapeHtml(label(k))}</strong>?</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" class="button">Avsluta</button></form>`));
    });

    app.post<{ Querystring: UnsubscribeQuery }>('/avisering/avsluta', { schema: { querystring: unsubscribeQuery }, attachValidation: true }, async (request, reply) => {
      const { u, k, t } = request.query;
      if (request.validationError || !(await verifyUnsubscribeToken(db, u, k, t))) return invalidLink(reply);
      if (!(await userExists(db, u))) return invalidLink(reply);
      await turnOff(db, u, k);
      return html(reply, 200, page('Klart', `<p>Du får inte längre e-post om: <strong>${escapeHtml(label(k))}</strong>. Du kan slå på det igen under Min profil.</p>
<p><a href="/">Till Min sida</a></p>`));
    });

    if (!config.devTools) return;
    const linkify = (text: string) => escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
    app.get('/dev/e-post.css', async (_request, reply) => reply.type('text/css; charset=utf-8')
      .send('.mail pre { white-space: pre-wrap; overflow-wrap: anywhere; font-size: 0.875rem; } .mail { border-top: 1px solid #ccc; padding-top: 0.5rem; }\n'));
    app.get('/dev/e-post.json', async () => newestMailboxMails(db, 100));
    app.get('/dev/e-post', async (_request, reply) => {
      const mails = await newestMailboxMails(db, 50);
      const items = mails.map((m) => `<article class="mail"><h2>${escapeHtml(m.subject)}</h2>
<p>Till: ${escapeHtml(m.recipient)} · <time datetime="${new Date(m.deliveredAt).toISOString()}">${escapeHtml(formatSwedishDateTime(new Date(m.deliveredAt).toISOString()))}</time></p>
<pre>${linkify(m.textBody)}</pre></article>`).join('\n');
      return html(reply, 200, page('Utvecklarens brevlåda', `<p>Mejl som portalen har skickat utan SMTP_URL (visas bara med utvecklarverktygen på). Nyast först.</p>
${items || '<p>Inga mejl än.</p>'}`, '/dev/e-post.css'));
    });
  };
}
