import { startTestServer, type TestServer } from './helpers';
import { unsubscribeToken, unsubscribeUrl } from '../../server/notifications/tokens';
import { loadNotificationState } from '../../server/notifications/settingsStore';
import { mailboxTransport } from '../../server/notifications/transport';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../src/domain/notifications';

/**
 * Issue 33, the notice pages outside the API (pageRoutes.ts) each rule alone, on an empty database:
 * the unsubscribe link's pages (what they name, what they refuse, that they are never cached), and
 * the development mailbox, which exists only with the developer tools on.
 */
let server: TestServer;
let devServer: TestServer;
beforeAll(async () => {
  [server, devServer] = await Promise.all([startTestServer(), startTestServer({ env: { DEV_TOOLS: 'true' } })]);
});
afterAll(async () => { await Promise.all([server?.close(), devServer?.close()]); });

let n = 0;
async function user(): Promise<string> {
  n += 1;
  const id = `0b3c6f8e-7777-4a4a-8a8a-${String(n).padStart(12, '0')}`;
  await server.db.insertInto('users').values({ id, firstname: 'Test', lastname: `Person ${n}`, email: `person${n}@example.com`, username: null, passwordHash: null, phone: null, memberNumber: null, city: null, workAssociationId: null, workplaceId: null }).execute();
  return id;
}
/** The link's path and query, as the mail's List-Unsubscribe names it. */
const linkOf = async (userId: string, kind: 'reply' | 'summary') => (await unsubscribeUrl(server.db, 'http://portal.test', userId, kind)).replace('http://portal.test', '');
const oneClick = (url: string) => server.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });

describe('the unsubscribe link (no sign-in)', () => {
  it('the page of a link asks about its kind by name, posts to the same link, and is never cached', async () => {
    const id = await user();
    const link = await linkOf(id, 'reply');
    const page = await server.app.inject({ method: 'GET', url: link });
    expect([page.statusCode, page.headers['cache-control'], page.headers['content-type']]).toEqual([200, 'no-store', 'text/html; charset=utf-8']);
    expect(page.body).toContain('<h1>Avsluta e-postaviseringar</h1>');
    expect(page.body).toContain('<p>Vill du sluta få e-post om: <strong>Svar i mina ärenden</strong>?</p>');
    expect(page.body).toContain(`<form method="post" action="${link.replaceAll('&', '&amp;')}">`);
    expect(page.body.match(/<link rel="stylesheet" href="[^"]*">/g)).toEqual(['<link rel="stylesheet" href="/oidc-assets/login.css">']);
  });

  it("the daily summary's link is named the daily summary, and turns only the summary off", async () => {
    const id = await user();
    const link = await linkOf(id, 'summary');
    expect((await server.app.inject({ method: 'GET', url: link })).body).toContain('<strong>Daglig sammanfattning</strong>');
    const done = await oneClick(link);
    expect([done.statusCode, done.headers['cache-control']]).toEqual([200, 'no-store']);
    expect(done.body).toContain('<h1>Klart</h1>');
    expect(done.body).toContain('<p>Du får inte längre e-post om: <strong>Daglig sammanfattning</strong>. Du kan slå på det igen under Min profil.</p>');
    expect((await loadNotificationState(server.db, id)).settings).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, dailySummary: false });
  });

  it('a link without its token, or signed for an id that is no uuid, is refused as an invalid link (400), not an error', async () => {
    const id = await user();
    const withoutToken = (await linkOf(id, 'reply')).replace(/&t=[^&]+/, '');
    const notUuid = 'not-a-uuid';
    const forNoUuid = `/avisering/avsluta?u=${notUuid}&k=reply&t=${await unsubscribeToken(server.db, notUuid, 'reply')}`;
    for (const url of [withoutToken, forNoUuid]) {
      for (const method of ['GET', 'POST'] as const) {
        const response = method === 'GET' ? await server.app.inject({ method, url }) : await oneClick(url);
        const invalid = response.body.includes('<h1>Länken fungerar inte</h1>\n<p>Länken är ogiltig. Du kan ändra dina aviseringar under Min profil när du har loggat in.</p>');
        expect({ url, method, status: response.statusCode, invalid, cache: response.headers['cache-control'] })
          .toEqual({ url, method, status: 400, invalid: true, cache: 'no-store' });
      }
    }
    expect((await loadNotificationState(server.db, id)).settings).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });

  it("a one-click body over 4 KB is refused (413) in either form encoding, and turns nothing off", async () => {
    const id = await user();
    const link = await linkOf(id, 'reply');
    const padding = 'x'.repeat(5000);
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=XyZ']) {
      const refused = await server.app.inject({ method: 'POST', url: link, headers: { 'content-type': type }, payload: `List-Unsubscribe=One-Click&pad=${padding}` });
      expect({ type, status: refused.statusCode }).toEqual({ type, status: 413 });
    }
    expect((await loadNotificationState(server.db, id)).settings).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });

  it('the link of a user whose row is gone since is refused as an invalid link, and stores nothing', async () => {
    const id = await user();
    const link = await linkOf(id, 'reply');
    await server.db.deleteFrom('users').where('id', '=', id).execute();
    const refused = await oneClick(link);
    expect([refused.statusCode, refused.body.includes('<h1>Länken fungerar inte</h1>')]).toEqual([400, true]);
    expect(await server.db.selectFrom('notificationSettings').select('userId').where('userId', '=', id).execute()).toEqual([]);
  });
});

describe('the development mailbox (DEV_TOOLS)', () => {
  const mail = (i: number, subject: string, text: string) => mailboxTransport(devServer.db).send({
    outboxId: `0b3c6f8e-7777-4a4a-8a8a-1000000000${String(i).padStart(2, '0')}`, to: `mottagare${i}@example.com`, subject, text, html: '<p>Hej!</p>', headers: {},
  });

  it('without the developer tools there is no mailbox: its page, its list and its stylesheet are not found', async () => {
    for (const url of ['/dev/e-post', '/dev/e-post.json', '/dev/e-post.css']) {
      expect({ url, status: (await server.app.inject({ method: 'GET', url })).statusCode }).toEqual({ url, status: 404 });
    }
  });

  it('an empty mailbox says so, with its own stylesheet', async () => {
    await devServer.db.deleteFrom('notificationMailbox').execute();
    const page = await devServer.app.inject({ method: 'GET', url: '/dev/e-post' });
    expect([page.statusCode, page.headers['cache-control']]).toEqual([200, 'no-store']);
    expect(page.body).toContain('<h1>Utvecklarens brevlåda</h1>');
    expect(page.body).toContain('<p>Inga mejl än.</p>');
    expect(page.body).toContain('<link rel="stylesheet" href="/dev/e-post.css">');
    const css = await devServer.app.inject({ method: 'GET', url: '/dev/e-post.css' });
    expect([css.statusCode, css.headers['content-type']]).toEqual([200, 'text/css; charset=utf-8']);
    expect(css.body).toContain('.mail pre { white-space: pre-wrap;');
  });

  it('lists the newest mail first, each with its subject and recipient escaped, and its web addresses as links', async () => {
    await devServer.db.deleteFrom('notificationMailbox').execute();
    await mail(1, 'Första', 'Hej!');
    await mail(2, 'Andra <b>fet</b>', 'Se http://portal.test/arenden/mina/arende/1 och\nhttps://portal.test/min-profil#aviseringar; tack.');
    const page = await devServer.app.inject({ method: 'GET', url: '/dev/e-post' });
    expect(page.body).not.toContain('Inga mejl än.');
    const articles = page.body.match(/<article class="mail">[\s\S]*?<\/article>/g) ?? [];
    expect(articles).toHaveLength(2);
    expect(articles[0]).toContain('<h2>Andra &lt;b&gt;fet&lt;/b&gt;</h2>');
    expect(articles[0]).toContain('<p>Till: mottagare2@example.com · <time datetime=');
    expect(articles[0]).toContain('<pre>Se <a href="http://portal.test/arenden/mina/arende/1">http://portal.test/arenden/mina/arende/1</a> och\n'
      + '<a href="https://portal.test/min-profil#aviseringar;">https://portal.test/min-profil#aviseringar;</a> tack.</pre>');
    expect(articles[1]).toContain('<h2>Första</h2>');
    expect(page.body).toContain('</article>\n<article class="mail">');
    const json = await devServer.app.inject({ method: 'GET', url: '/dev/e-post.json' });
    expect(json.json<{ subject: string }[]>().map((m) => m.subject)).toEqual(['Andra <b>fet</b>', 'Första']);
  });
});
