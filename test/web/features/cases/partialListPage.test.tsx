import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpResult } from '../../../../src/api/http';
import type { CaseListResponse } from '../../../../src/api/types';
import type { CaseListPart } from '../../../../src/domain/caseListPart';
import { selectHasUnreadCases } from '../../../../src/features/cases/selectors';
import * as listSelectors from '../../../../src/features/cases/listSelectors';
import { demoUsers, flush, item, listResponse, ok, renderPortal } from './support';

/** Issue 26: the secretariat's list page while its closed part is on its way. */

const rows = () => screen.queryAllByTestId('case-row');
const filters = () => screen.getByRole('region', { name: 'Filtrera ärenden' });
const count = () => document.querySelector('.case-list__count')?.textContent;

/** 25 open cases (two pages) and 30 closed ones, one of them unread. */
const open = Array.from({ length: 25 }, (_, i) => item(i + 1, { status: i % 2 === 0 ? 1 : 2 }));
const closed = Array.from({ length: 30 }, (_, i) => item(100 + i, { status: 3, hasUnreadMessages: i === 7, ownerUser: { id: `bbbbbbbb-0000-4000-8000-${String(i).padStart(12, '0')}`, name: `Ägare ${i}` } }));

async function renderInParts() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => { release = resolve; });
  const view = await renderPortal('/arenden/kansliet', {
    user: demoUsers.kanslist,
    configure: (h) => h.cases.getAll.mockImplementation(async (query: unknown): Promise<HttpResult<CaseListResponse | null>> => {
      const part = (query as { part?: CaseListPart }).part;
      if (part === 'open') return ok({ ...listResponse(open), cursor: 'o1', rest: { part: 'closed', count: closed.length, unread: 1 } });
      await gate;
      return ok({ ...listResponse(closed), cursor: 'c1' });
    }),
  });
  return { ...view, release: async () => { await act(async () => release()); await flush(); } };
}

describe('the secretariat\'s list in parts (issue 26)', () => {
  test('counts right before the rest arrives: the first page, the count of open cases and the unread dot', async () => {
    const { state, release } = await renderInParts();
    // The closed part waits until a view asks for it.
    expect(state().cases.parts?.closed.status).toBe('waiting');
    expect(rows()).toHaveLength(20);
    expect(count()).toBe('Visar 1–20 av 25 ärenden');
    expect(within(screen.getByRole('navigation', { name: 'Sidor' })).getByRole('button', { name: 'Sida 2' })).toBeInTheDocument();
    expect(selectHasUnreadCases(state())).toBe(true);
    await release();
    expect(count()).toBe('Visar 1–20 av 25 ärenden');
  });

  test('Avslutade before the closed part has come: placeholders, no count, then the closed cases', async () => {
    const user = userEvent.setup();
    const { release } = await renderInParts();
    await user.click(within(filters()).getByRole('checkbox', { name: 'Avslutade' }));
    await flush();
    expect(screen.getByTestId('case-list-placeholder')).toBeInTheDocument();
    expect(rows()).toHaveLength(0);
    expect(count()).toBe('');
    await release();
    expect(screen.queryByTestId('case-list-placeholder')).not.toBeInTheDocument();
    expect(count()).toBe('Visar 1–20 av 55 ärenden');
  });

  test('issue 38: no filter option is counted until the whole list is held (a select shows its chosen value alone meanwhile); then every one', async () => {
    const counted = jest.spyOn(listSelectors, 'caseFilterOptions');
    try {
      const user = userEvent.setup();
      const { release } = await renderInParts();
      expect(rows()).toHaveLength(20);
      expect(counted).not.toHaveBeenCalled();
      await user.click(within(filters()).getByRole('checkbox', { name: 'Avslutade' }));
      await release();
      expect(counted).toHaveBeenCalled();
      expect(counted.mock.calls.at(-1)![0]).toHaveLength(open.length + closed.length);
    } finally {
      counted.mockRestore();
    }
  });

  test('a filter\'s options are made of the whole list: the owners of closed cases show once the closed part is held', async () => {
    const user = userEvent.setup();
    const { release } = await renderInParts();
    const owner = within(filters()).getByRole('combobox', { name: 'Medlem' });
    await user.hover(owner);
    await flush();
    // Not a part of the options (only the open cases' owners) while the rest is on its way.
    expect(within(owner).queryByRole('option', { name: demoUsers.medlem.name })).not.toBeInTheDocument();
    await release();
    await user.hover(owner);
    await flush();
    expect(within(owner).getByRole('option', { name: 'Ägare 3' })).toBeInTheDocument();
    expect(within(owner).getByRole('option', { name: demoUsers.medlem.name })).toBeInTheDocument();
  });
});
