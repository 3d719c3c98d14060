import { startTestServer, type TestServer } from './helpers';

/** Issue 34: the development mailbox shows Swedish time, and the server's pages the portal's typeface. */
describe('the development mailbox and the server pages look like the portal', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { DEV_TOOLS: 'true' } });
  });
  afterAll(async () => { await server.close(); });

  test('a mail delivered at 10:05 UTC in June reads 12:05, Swedish summer time', async () => {
    await server.db.insertInto('notificationMailbox').values({
      outboxId: '0e000000-0000-4000-8000-000000000001', recipient: 'anna@example.com', subject: 'Nytt svar i ditt ärende',
      textBody: 'Hej!', htmlBody: '<p>Hej!</p>', headers: JSON.stringify({}), deliveredAt: new Date('2026-06-01T10:05:00.000Z'),
    } as never).execute();
    const page = await server.app.inject({ method: 'GET', url: '/dev/e-post' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<time datetime="2026-06-01T10:05:00.000Z">2026-06-01 12:05</time>');
    expect(page.body).not.toContain('UTC');
  });

  test("the server pages' stylesheet uses the portal's typeface, Inter", async () => {
    const { loginCss } = await import('../../server/oidc/assets');
    expect(loginCss).toContain("src: url('/assets/inter-latin-wght-normal.woff2')");
    expect(loginCss).toMatch(/font-family: Inter,/);
  });
});
