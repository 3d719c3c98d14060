import { createCaseStreams, type CaseStream } from '../../server/cases/stream/caseStreams';
import { parseCaseChange, type CaseChange, type CaseChangeSource } from '../../server/cases/stream/caseChanges';
import type { Database } from '../../server/db/database';
import { demoUsers } from '../web/support/users';

/** Issue 35: the process's open case streams, over a source the test drives. */
function fakeSource() {
  const listeners = new Set<(change: CaseChange) => void>();
  const lost = new Set<() => void>();
  const source: CaseChangeSource = {
    subscribe: (listener) => { listeners.add(listener); return () => listeners.delete(listener); },
    onLost: (listener) => { lost.add(listener); return () => lost.delete(listener); },
    listening: () => true,
  };
  return { source, tell: (change: CaseChange) => { for (const l of listeners) l(change); }, lose: () => { for (const l of lost) l(); } };
}

function fakeStream(tokenId: string | null = null) {
  const written: string[] = [];
  const stream: CaseStream & { ended: boolean; written: string[] } = {
    actor: demoUsers.kanslist, tokenId, written, ended: false,
    write: (chunk) => { written.push(chunk); },
    end: () => { stream.ended = true; },
  };
  return stream;
}

const noDatabase = {} as Database;

describe('the case streams of a process', () => {
  test('a notice\'s payload: the version and the ids; too many (or anything unreadable) is "all"', () => {
    const id = 'c0000000-0000-4000-8000-000000000001';
    expect(parseCaseChange(`771;${id}`)).toEqual({ version: '771', ids: [id] });
    expect(parseCaseChange('772;*')).toEqual({ version: '772', ids: 'all' });
    expect(parseCaseChange('773;not-an-id')).toEqual({ version: '773', ids: 'all' });
  });

  test('too many changed to name: every stream is told to ask its list (resync), naming nothing', () => {
    const { source, tell } = fakeSource();
    const streams = createCaseStreams(noDatabase, source);
    const stream = fakeStream();
    streams.add(stream);
    tell({ version: '9', ids: 'all' });
    expect(stream.written).toEqual(['id: 9\nevent: resync\ndata: {"version":"9"}\n\n']);
    streams.closeAll();
  });

  test('a process that loses its change feed ends every stream (the browsers fall back to the poll and reconnect)', () => {
    const { source, lose } = fakeSource();
    const streams = createCaseStreams(noDatabase, source);
    const [a, b] = [fakeStream(), fakeStream()];
    streams.add(a);
    streams.add(b);
    lose();
    expect([a.ended, b.ended]).toEqual([true, true]);
    streams.closeAll();
  });

  test('a stream whose token was revoked (signed out) ends at the next check; one still valid goes on', async () => {
    const { source } = fakeSource();
    const revoked = new Set(['t-revoked']);
    const streams = createCaseStreams(noDatabase, source, { tokenActive: async (id) => !revoked.has(id), revocationCheckMs: 20 });
    const [gone, kept] = [fakeStream('t-revoked'), fakeStream('t-kept')];
    streams.add(gone);
    streams.add(kept);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect([gone.ended, kept.ended]).toEqual([true, false]);
    streams.closeAll();
  });
});
