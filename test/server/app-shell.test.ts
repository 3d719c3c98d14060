import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { startTestServer, type TestServer } from './helpers';
import { withInlineConfig } from '../../server/http/spa';

let server: TestServer;
let distDir: string;
const silentScript = "window.parent.postMessage({source:'oidc-client',url:location.href},location.origin)";

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(distDir, 'silent-renew.html'), `<!doctype html><html><head><script>${silentScript}</script></head><body></body></html>`);
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'assets', 'main.0123456789abcdef.js'), 'console.log(1)');
  server = await startTestServer({ env: { PUBLIC_URL: 'https://portal.example', DIST_DIR: distDir, NODE_ENV: 'production' } });
});
afterAll(async () => { await server.close(); fs.rmSync(distDir, { recursive: true, force: true }); });

describe('/config.json for the SPA', () => {
  it('names the API, the content host and the issuer from the server’s environment', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/config.json' });
    expect(res.json()).toEqual({
      apiUrl: 'https://portal.example/api',
      contentUrl: 'https://portal.example/content',
      oidc: { authority: 'https://portal.example/oidc', clientId: 'medlemsportal', scope: 'openid portal-api' },
      devTools: false,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('the SPA from dist/', () => {
  it('falls back to index.html for every SPA route, never cached', async () => {
    for (const url of ['/', '/arenden/mina', '/organisation/abc/aktuellt/def', '/finns-inte']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for good', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/assets/main.0123456789abcdef.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('never serves the page for API or content paths', async () => {
    for (const url of ['/api/unknown', '/content/unknown', '/oidc/unknown']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    }
  });
});

describe('issue 32: what a new tab needs before its sign-in comes with the page', () => {
  it('index.html carries the configuration of /config.json inline, as a data block that no text can end', async () => {
    const config = (await server.app.inject({ method: 'GET', url: '/config.json' })).json();
    for (const url of ['/', '/arenden/mina']) {
      const res = await server.app.inject({ method: 'GET', url });
      const block = /<script id="portal-config" type="application\/json">(.*?)<\/script><\/head>/.exec(res.body);
      expect(block).not.toBeNull();
      expect(JSON.parse(block![1])).toEqual(config);
    }
    expect(withInlineConfig('<head></head>', { devTools: false, apiUrl: '</script><script>alert(1)</script>' } as never)).not.toContain('</script><script>');
  });

  it('the silent sign-in frame\'s page may run its one inline script (by its hash); no other page may', async () => {
    const hash = `'sha256-${createHash('sha256').update(silentScript).digest('base64')}'`;
    const frame = await server.app.inject({ method: 'GET', url: '/silent-renew.html' });
    expect(frame.statusCode).toBe(200);
    expect(String(frame.headers['content-security-policy'])).toContain(`script-src 'self' ${hash}`);
    expect(String(frame.headers['content-security-policy'])).not.toContain('unsafe-inline');
    for (const url of ['/', '/arenden/mina', '/config.json']) {
      expect(String((await server.app.inject({ method: 'GET', url })).headers['content-security-policy'])).not.toContain('sha256');
    }
  });
});

describe('security headers', () => {
  it('forbids inline script, framing by others and sniffing', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('compresses large answers when the browser accepts gzip', async () => {
    fs.writeFileSync(path.join(distDir, 'assets', 'big.0123456789abcdef.js'), 'x'.repeat(20000));
    const res = await server.app.inject({ method: 'GET', url: '/assets/big.0123456789abcdef.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('issue 12: the developer tools (and with them /components) are off in a production start', () => {
  it('NODE_ENV=production turns them off, unless DEV_TOOLS=true says otherwise', async () => {
    const { loadConfig } = await import('../../server/config');
    expect(loadConfig({ NODE_ENV: 'production' }).devTools).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_TOOLS: 'false' }).devTools).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_TOOLS: 'true' }).devTools).toBe(true);
  });

  test('issue 34: DEV_TOOLS takes the usual words for on and off, and refuses anything else with a line naming it', async () => {
    const { loadConfig } = await import('../../server/config');
    for (const on of ['1', 'true', 'TRUE', 'yes', 'on', ' On ']) expect(loadConfig({ DEV_TOOLS: on }).devTools).toBe(true);
    for (const off of ['0', 'false', 'no', 'off', '']) expect(loadConfig({ DEV_TOOLS: off }).devTools).toBe(false);
    expect(() => loadConfig({ DEV_TOOLS: 'maybe' })).toThrow('DEV_TOOLS must be on (1, true, yes, on) or off (0, false, no, off), not "maybe"');
    expect(loadConfig({ LOG_REQUESTS: '1' }).logRequests).toBe(true);
  });

  it('issue 21: a plain start (no NODE_ENV, no DEV_TOOLS) has them off; DEV_TOOLS turns them on', async () => {
    const { loadConfig } = await import('../../server/config');
    expect(loadConfig({}).devTools).toBe(false);
    expect(loadConfig({ DEV_TOOLS: 'true' }).devTools).toBe(true);
  });
});
