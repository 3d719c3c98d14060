import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { harness, session, fakeAuth, settle, ok } from '../../support/fakeServices';
import { demoUsers } from '../../support/users';
import { selectSavedReplies } from '../../../../src/features/savedReplies/savedRepliesSlice';
import { SavedRepliesPage } from '../../../../src/features/savedReplies/pages/SavedRepliesPage';
import { SavedReplyPicker } from '../../../../src/features/savedReplies/components/SavedReplyPicker';
import type { SavedRepliesResponse, SavedReply } from '../../../../src/api/savedReplyTypes';
import type { User } from '../../../../src/api/types';

/** Issue 36 in the SPA: /svarsmallar, and the case page's 'Infoga svarsmall'. */
const reply = (over: Partial<SavedReply>): SavedReply => ({
  id: 'r1', unit: 'secretariat', title: 'Om lönesamtal', body: 'Hej {förnamn}! Ditt ärende {ärendenummer}. /{handläggare}', updatedBy: 'Mikael Forsberg', updated: '2026-11-20T10:00:00.000Z', ...over,
});
const answer = (user: User, mayEditSecretariat: boolean, replies: SavedReply[] = [reply({})]): SavedRepliesResponse => ({
  units: [{ key: `personal:${user.id}`, name: 'Mina egna', mayEdit: true }, { key: 'secretariat', name: 'Kansliet', mayEdit: mayEditSecretariat }],
  replies,
});

function signedIn(user: User, path: string, list = answer(user, false)) {
  const auth = fakeAuth();
  auth.restore.mockResolvedValue(session);
  const h = harness({ auth, user });
  const api = {
    list: jest.fn(async () => ok(list)),
    create: jest.fn(async (request: { unit: string; title: string; body: string }) => ok(reply({ id: 'new', ...request, updatedBy: user.name }))),
    update: jest.fn(async (id: string, request: { title: string; body: string }) => ok(reply({ id, ...request }))),
    remove: jest.fn(async () => ok(undefined)),
  };
  (h.api as unknown as { savedReplies: typeof api }).savedReplies = api;
  h.goTo(path);
  return { h, api };
}
const page = (h: ReturnType<typeof signedIn>['h']) => render(<Provider store={h.store}><MemoryRouter><SavedRepliesPage /></MemoryRouter></Provider>);

describe('issue 36: Svarsmallar (/svarsmallar)', () => {
  test('a handler loads their units and replies on the page; a member asks for nothing', async () => {
    const { h, api } = signedIn(demoUsers.kanslist, '/svarsmallar');
    await waitFor(() => expect(api.list).toHaveBeenCalledTimes(1));
    expect(selectSavedReplies(h.state()).status).toBe('success');
    const member = signedIn(demoUsers.medlem, '/svarsmallar');
    await settle();
    expect(member.api.list).not.toHaveBeenCalled();
  });

  test("a unit the handler may not keep is shown to be used, without 'Ändra' or 'Ta bort'", async () => {
    const { h } = signedIn(demoUsers.kanslist, '/svarsmallar');
    page(h);
    const secretariat = await screen.findByRole('region', { name: 'Kansliet' });
    expect(within(secretariat).getByText('Om lönesamtal')).toBeInTheDocument();
    expect(within(secretariat).getByText('Du kan använda de här mallarna men inte ändra dem.')).toBeInTheDocument();
    expect(within(secretariat).queryByRole('button', { name: /Ändra|Ta bort|Ny svarsmall/ })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Mina egna' })).getByRole('button', { name: 'Ny svarsmall i Mina egna' })).toBeInTheDocument();
  });

  test('a new reply without title or text shows both problems in the error summary and posts nothing; put right, it is saved', async () => {
    const { h, api } = signedIn(demoUsers.kanslist, '/svarsmallar');
    page(h);
    fireEvent.click(await screen.findByRole('button', { name: 'Ny svarsmall i Mina egna' }));
    fireEvent.click(screen.getByRole('button', { name: 'Spara svarsmallen' }));
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Skriv en rubrik för svarsmallen' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Skriv svarsmallens text' })).toBeInTheDocument();
    expect(api.create).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Rubrik'), { target: { value: 'Välkommen' } });
    fireEvent.change(screen.getByLabelText('Text', { exact: true }), { target: { value: 'Hej {förnamn}!' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Spara svarsmallen' }));
      await settle();
    });
    expect(api.create).toHaveBeenCalledWith({ unit: `personal:${demoUsers.kanslist.id}`, title: 'Välkommen', body: 'Hej {förnamn}!' });
    expect(screen.getByText('Svarsmallen är sparad.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Mina egna' })).getByText('Välkommen')).toBeInTheDocument();
  });

  test("the server's refusal of a field is shown at that field, and what was typed stays", async () => {
    const { h, api } = signedIn(demoUsers.kanslist, '/svarsmallar');
    api.create.mockResolvedValueOnce({ ok: false, status: 400, response: { errorCode: 'SAVED_REPLY_INVALID', data: { body: 'BODY_TOO_LONG' } } } as never);
    page(h);
    fireEvent.click(await screen.findByRole('button', { name: 'Ny svarsmall i Mina egna' }));
    fireEvent.change(screen.getByLabelText('Rubrik'), { target: { value: 'Lång' } });
    fireEvent.change(screen.getByLabelText('Text', { exact: true }), { target: { value: 'x' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Spara svarsmallen' }));
      await settle();
    });
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Texten får vara högst 5000 tecken' })).toBeInTheDocument();
    expect(screen.getByLabelText('Rubrik')).toHaveValue('Lång');
  });

  test('removing asks first, then removes that reply once', async () => {
    const user = demoUsers['kansli-styrelse'];
    const { h, api } = signedIn(user, '/svarsmallar', answer(user, true));
    page(h);
    fireEvent.click(await screen.findByRole('button', { name: 'Ta bort Om lönesamtal' }));
    expect(screen.getByText('Vill du ta bort svarsmallen ”Om lönesamtal”?')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ja, ta bort' }));
      await settle();
    });
    expect(api.remove).toHaveBeenCalledWith('r1');
    expect(screen.getByText('Svarsmallen är borttagen.')).toBeInTheDocument();
    expect(screen.queryByText('Om lönesamtal')).toBeNull();
  });
});

describe("issue 36: 'Infoga svarsmall' in a reply", () => {
  test('choosing a reply fills in the placeholders, puts it after what is written, and gives the focus back to the text', async () => {
    const { h } = signedIn(demoUsers.kanslist, '/arenden/kansliet/arende/3f2a91c0-1111-4000-8000-000000000000');
    const onInsert = jest.fn();
    render(
      <Provider store={h.store}>
        <MemoryRouter>
          <textarea id="reply-text" aria-label="Svar" defaultValue="" />
          <SavedReplyPicker textId="reply-text" target={{ caseId: '3f2a91c0-1111-4000-8000-000000000000', ownerName: 'Anna Lindqvist', handlerName: 'Lena Ekström', draft: 'Tack för frågan.', onInsert }} />
        </MemoryRouter>
      </Provider>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Infoga svarsmall' }));
      await settle();
    });
    expect(screen.getByLabelText('Sök bland svarsmallar')).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: /Om lönesamtal/ }));
    expect(onInsert).toHaveBeenCalledWith('Tack för frågan.\n\nHej Anna! Ditt ärende 3f2a91c0. /Lena Ekström');
    expect(screen.getByLabelText('Svar')).toHaveFocus();
    expect(screen.getByText('Svarsmallen ”Om lönesamtal” är infogad. Läs igenom och anpassa texten innan du skickar.')).toBeInTheDocument();
  });

  test('the search narrows the list; Escape closes it and gives the focus back to its button', async () => {
    const user = demoUsers.kanslist;
    const { h } = signedIn(user, '/arenden/kansliet/arende/3f2a91c0-1111-4000-8000-000000000000', answer(user, false, [reply({}), reply({ id: 'r2', title: 'Semester', body: 'Om semesterlagen' })]));
    render(<Provider store={h.store}><MemoryRouter><SavedReplyPicker textId="x" target={{ caseId: 'c', ownerName: 'A B', handlerName: 'C', draft: '', onInsert: jest.fn() }} /></MemoryRouter></Provider>);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Infoga svarsmall' }));
      await settle();
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Sök bland svarsmallar'), { target: { value: 'semester' } });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    fireEvent.keyDown(screen.getByLabelText('Sök bland svarsmallar'), { key: 'Escape' });
    expect(screen.queryByLabelText('Sök bland svarsmallar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Infoga svarsmall' })).toHaveFocus();
  });
});
