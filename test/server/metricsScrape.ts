import type { TestServer } from './helpers';

/** Scraping a test server's /metrics (issue 38): the token its tests configure, and one series' value. */
export const TOKEN = 'metrics-secret-0123456789';
export const scrape = (server: TestServer, authorization?: string) =>
  server.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one series in Prometheus' text format, e.g. `portal_outbox_pending` or `name{label="x"}`. */
export function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

