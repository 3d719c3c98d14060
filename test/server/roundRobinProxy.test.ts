import { backendOrder, endToEnd } from '../../scripts/lib/portalCluster';

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

  test('takes turns over the backends seen ready, and skips one that was not', () => {
    const ready = new Map([[1, true], [2, false], [3, true]]);
    expect([0, 1, 2].map((turn) => backendOrder([1, 2, 3], ready, turn))).toEqual([[1, 3], [3, 1], [1, 3]]);
  });

  test('fails open: with no backend seen ready it tries them all rather than answer 502 itself', () => {
    const ready = new Map([[1, false], [2, false]]);
    expect(backendOrder([1, 2], ready, 1)).toEqual([2, 1]);
  });

  test('sends a pinned request to that backend alone, whatever its health', () => {
    expect(backendOrder([1, 2], new Map([[1, true], [2, false]]), 0, 1)).toEqual([2]);
  });
});
