import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    seed: async (db) => {
      await db.insertInto('pages').values([
        { slug: 'kontakt', key: 'contact', linkText: 'Kontakt', title: 'Kontakta oss', body: 'Ring oss.', externalUrl: null, sortOrder: 2 },
        { slug: 'om-portalen', key: 'about', linkText: 'Om portalen', title: 'Om portalen', body: 'Om.', externalUrl: null, sortOrder: 1 },
        { slug: 'forbundet', key: 'union', linkText: 'Förbundet', title: 'Förbundet', body: '', externalUrl: 'https://example.org/', sortOrder: 3 },
      ]).execute();
    },
  });
});
afterAll(() => server.close());

describe('CMS pages on the content host', () => {
  it('lists the pages in footer order without a token (the footer shows on signed-out pages)', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/content/pages' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: { slug: string }) => p.slug)).toEqual(['om-portalen', 'kontakt', 'forbundet']);
    expect(res.json()[2]).toEqual({ slug: 'forbundet', key: 'union', link_text: 'Förbundet', title: 'Förbundet', body: '', external_url: 'https://example.org/' });
  });

  it('answers one page by slug, 404 for an unknown one and 400 for a malformed slug', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/content/pages/kontakt' })).json()).toMatchObject({ title: 'Kontakta oss' });
    const unknown = await server.app.inject({ method: 'GET', url: '/content/pages/finns-inte' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('PAGE_NOT_FOUND');
    expect((await server.app.inject({ method: 'GET', url: '/content/pages/..%2Fetc' })).statusCode).toBe(400);
  });
});
