import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { harness, session, fakeAuth, settle, ok, fail } from '../../support/fakeServices';
import { demoUsers, STOCKHOLM } from '../../support/users';
import StatisticsPage from '../../../../src/features/statistics/pages/StatisticsPage';
import { selectStatistics } from '../../../../src/features/statistics/statisticsSlice';
import type { StatisticsResponse } from '../../../../src/api/statisticsTypes';
import type { User } from '../../../../src/api/types';
import type { StatisticsList } from '../../../../src/domain/statisticsLists';
import type { StatisticsPeriod } from '../../../../src/domain/statisticsPeriod';
import { saveBlob } from '../../../../src/lib/saveBlob';

jest.mock('../../../../src/lib/saveBlob', () => ({ saveBlob: jest.fn() }));

/** Issue 36 in the SPA: /statistik, its list and period pickers, its charts with tables and CSV. */
const numbers = (period: StatisticsPeriod): StatisticsResponse => ({
  ...period, today: period.to, created: 5, closed: 3,
  weeks: [{ week: '2026-W47', created: 2, closed: 1 }, { week: '2026-W48', created: 3, closed: 2 }],
  openTotal: 9, backlog: [{ bucket: '0-7', count: 4 }, { bucket: '8-30', count: 3 }, { bucket: '31-90', count: 0 }, { bucket: '90+', count: 2 }],
  pastDeadline: 1, medianFirstReplyHours: 5.5, firstReplies: 4, medianClosingHours: 72,
  byCaseType: [{ key: 'OTHER', name: 'Övrigt', count: 5 }],
  byAssociation: [{ key: STOCKHOLM, name: 'Psykologföreningen i Region Stockholm', count: 4 }, { key: null, name: '', count: 1 }],
});

function signedIn(user: User, answer: (list: StatisticsList, period: StatisticsPeriod) => ReturnType<typeof ok> | ReturnType<typeof fail> = (_list, period) => ok(numbers(period))) {
  const auth = fakeAuth();
  auth.restore.mockResolvedValue(session);
  const h = harness({ auth, user });
  const api = { get: jest.fn(async (list: StatisticsList, period: StatisticsPeriod) => answer(list, period)) };
  (h.api as unknown as { statistics: typeof api }).statistics = api;
  h.goTo('/statistik');
  render(<Provider store={h.store}><MemoryRouter><StatisticsPage /></MemoryRouter></Provider>);
  return { h, api };
}

describe('issue 36: Statistik (/statistik)', () => {
  test("the secretariat's list is counted first, for the last 4 weeks; each chart is an image with its numbers in a table beside it", async () => {
    const { api } = signedIn(demoUsers.kanslist);
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(1));
    const [list, period] = api.get.mock.calls[0];
    expect(list).toMatchObject({ role: 'secretariat', organisationId: null, workplaceId: null });
    expect(new Date(`${period.to}T00:00:00Z`).getTime() - new Date(`${period.from}T00:00:00Z`).getTime()).toBe(27 * 86_400_000);
    const backlog = await screen.findByRole('region', { name: 'Öppna ärenden efter ålder' });
    expect(within(backlog).getByRole('img', { name: 'Öppna ärenden efter ålder' })).toBeInTheDocument();
    const rows = within(within(backlog).getByRole('table')).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['ÅlderAntal', '0–7 dagar4', '8–30 dagar3', '31–90 dagar0', 'Mer än 90 dagar2']);
    expect(screen.getByText('Mediantid till första svar').nextSibling).toHaveTextContent('5,5 timmar');
    expect(screen.getByText('Mediantid till avslut').nextSibling).toHaveTextContent('3 dagar');
    expect(within(screen.getByRole('region', { name: 'Nya ärenden per förening' })).getByRole('rowheader', { name: 'Ingen förening' })).toBeInTheDocument();
  });

  test("'Ladda ner CSV' saves the chart's table for Swedish Excel: a BOM, ';' and the table's Swedish headers", async () => {
    signedIn(demoUsers.kanslist);
    const backlog = await screen.findByRole('region', { name: 'Öppna ärenden efter ålder' });
    fireEvent.click(within(backlog).getByRole('button', { name: 'Ladda ner CSV: Öppna ärenden efter ålder' }));
    const [blob, name] = (saveBlob as jest.Mock).mock.calls[0] as [Blob, string];
    expect(name).toBe('statistik-alder.csv');
    const bytes = await new Promise<ArrayBuffer>((resolve) => { const reader = new FileReader(); reader.onload = () => resolve(reader.result as ArrayBuffer); reader.readAsArrayBuffer(blob); });
    const text = Buffer.from(bytes).toString('utf8');
    expect(text).toBe('\uFEFFÅlder;Antal\r\n0–7 dagar;4\r\n8–30 dagar;3\r\n31–90 dagar;0\r\nMer än 90 dagar;2\r\n');
  });

  test("a board member picks between their lists: the association's numbers are asked for with its id", async () => {
    const { api } = signedIn(demoUsers.styrelse);
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(1));
    expect(api.get.mock.calls[0][0]).toMatchObject({ role: 'organization', organisationId: STOCKHOLM });
    expect(within(screen.getByLabelText('Ärendelista')).queryByRole('option', { name: 'Kansliets ärenden' })).toBeNull();
  });

  test('a reversed custom period is refused in Swedish before anything is asked; a right one is loaded', async () => {
    const { api } = signedIn(demoUsers.kanslist);
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(1));
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'custom' } });
    fireEvent.change(screen.getByLabelText('Från (åååå-mm-dd)'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Till (åååå-mm-dd)'), { target: { value: '2026-02-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Visa' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Från-datum måste vara före eller samma som till-datum.');
    await act(async () => { await settle(); });
    expect(api.get).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByLabelText('Från (åååå-mm-dd)'), { target: { value: '2026-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Visa' }));
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(2));
    expect(api.get.mock.calls[1][1]).toEqual({ from: '2026-01-01', to: '2026-02-01' });
  });

  test("a failed load shows 'Försök igen', which loads again", async () => {
    let calls = 0;
    const { api, h } = signedIn(demoUsers.kanslist, (_list, period) => (++calls === 1 ? fail(500, 'INTERNAL') : ok(numbers(period))));
    fireEvent.click(await screen.findByRole('button', { name: 'Försök igen' }));
    await waitFor(() => expect(selectStatistics(h.state()).status).toBe('success'));
    expect(api.get).toHaveBeenCalledTimes(2);
  });

  test('a member asks for nothing', async () => {
    const { api } = signedIn(demoUsers.medlem);
    await act(async () => { await settle(); });
    expect(api.get).not.toHaveBeenCalled();
  });
});
