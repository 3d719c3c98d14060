import { endToEnd } from '../../scripts/lib/portalCluster';

describe("the cluster suite's round-robin proxy (scripts/lib/portalCluster.ts)", () => {
  test("passes on none of the backend's hop-by-hop headers: its keep-alive is its own", () => {
    const answer = { connection: 'close', 'keep-alive': 'timeout=72', 'transfer-encoding': 'chunked', 'content-type': 'application/json' };
    expect(endToEnd(answer)).toEqual({ 'content-type': 'application/json' });
  });

  test("passes on no header the backend's Connection names", () => {
    expect(endToEnd({ connection: 'X-Backend-Hint', 'x-backend-hint': '1', etag: '"v1"' })).toEqual({ etag: '"v1"' });
  });

  test('keeps every end-to-end header', () => {
    expect(endToEnd({ 'content-length': '21', vary: 'Authorization', 'cache-control': 'no-cache' })).toEqual({ 'content-length': '21', vary: 'Authorization', 'cache-control': 'no-cache' });
  });
});
