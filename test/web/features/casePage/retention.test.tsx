import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CASE_ID, caseDetail, demoUsers, fail, fakeCasePageApi, flushInAct, kansliStyrelse, memberView, renderCasePage } from './support';

/**
 * Issue 37 on the case page: a closed case says when it will be erased (src/domain/retention.ts
 * erasureDate over Case/Get's retention), or that a legal hold keeps it; the secretariat's
 * management places and lifts the hold.
 */
const closed = (over: Parameters<typeof caseDetail>[0] = {}) => ({
  status: 3,
  retention: { closedAt: '2026-03-10T10:00:00.000Z', retentionDays: 1095, legalHold: null, mayHold: false },
  ...over,
});

describe('issue 37: retention on the case page', () => {
  test('a closed case names the date it will be erased, in Swedish: closed 10 mars 2026 + 1095 days', async () => {
    const api = fakeCasePageApi(memberView(closed()));
    await renderCasePage({ api, user: demoUsers.medlem, path: `/arenden/mina/arende/${CASE_ID}` });
    expect(screen.getByTestId('case-retention')).toHaveTextContent('Ärendet gallras tidigast 9 mars 2029');
    // No hold button for one without canManageSecretariat.
    expect(screen.queryByRole('button', { name: 'Undanta från gallring' })).not.toBeInTheDocument();
  });

  test('an open case says nothing about retention', async () => {
    const api = fakeCasePageApi(caseDetail({ retention: { closedAt: null, retentionDays: 1095, legalHold: null, mayHold: true } }), kansliStyrelse);
    await renderCasePage({ api, user: demoUsers['kansli-styrelse'] });
    expect(screen.queryByTestId('case-retention')).not.toBeInTheDocument();
  });

  test('the secretariat\'s management puts a hold on a closed case and lifts it; the page shows the hold instead of the date', async () => {
    const user = userEvent.setup();
    const api = fakeCasePageApi(caseDetail(closed({ retention: { closedAt: '2026-03-10T10:00:00.000Z', retentionDays: 1095, legalHold: null, mayHold: true } })), kansliStyrelse);
    await renderCasePage({ api, user: demoUsers['kansli-styrelse'] });
    await user.click(screen.getByRole('button', { name: 'Undanta från gallring' }));
    await flushInAct();
    expect(api.setLegalHold).toHaveBeenCalledWith(CASE_ID, true);
    // The hold is an event of the audit log: a handler's page fetches the log again.
    expect(api.getAuditLogs).toHaveBeenCalledWith(CASE_ID);
    const line = screen.getByTestId('case-retention');
    expect(line).toHaveTextContent('Ärendet är undantaget från gallring');
    expect(line).toHaveTextContent(`Undantaget lades av ${kansliStyrelse.name} 20 nov. 2026.`);
    expect(line).not.toHaveTextContent('gallras tidigast');
    expect(screen.getByText('Ärendet är undantaget från gallring.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ta bort undantaget' }));
    await flushInAct();
    expect(api.setLegalHold).toHaveBeenLastCalledWith(CASE_ID, false);
    expect(screen.getByTestId('case-retention')).toHaveTextContent('Ärendet gallras tidigast 9 mars 2029');
  });

  test('a refused hold says so and changes nothing', async () => {
    const user = userEvent.setup();
    const api = fakeCasePageApi(caseDetail(closed({ retention: { closedAt: '2026-03-10T10:00:00.000Z', retentionDays: 1095, legalHold: null, mayHold: true } })), kansliStyrelse);
    api.setLegalHold.mockResolvedValueOnce(fail(403, 'LEGAL_HOLD_NOT_ALLOWED'));
    await renderCasePage({ api, user: demoUsers['kansli-styrelse'] });
    await user.click(screen.getByRole('button', { name: 'Undanta från gallring' }));
    await flushInAct();
    expect(screen.getByText('Det gick inte att ändra undantaget från gallring.')).toBeInTheDocument();
    expect(screen.getByTestId('case-retention')).toHaveTextContent('Ärendet gallras tidigast 9 mars 2029');
    expect(screen.getByRole('button', { name: 'Undanta från gallring' })).toBeEnabled();
  });
});
