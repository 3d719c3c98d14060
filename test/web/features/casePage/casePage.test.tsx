import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CASE_ID, caseDetail, demoUsers, fakeCasePageApi, flushInAct, isLocked, kanslist, kansliStyrelse, member, memberView, message, note,
  renderCasePage,
} from './support';

const memberPath = `/arenden/mina/arende/${CASE_ID}`;

describe('the case page (real store, routes and sagas; fake calls)', () => {
  test('a member sees the case and the handler\'s reply, but no notes, no audit log and no handler controls', async () => {
    const detail = memberView({ messages: [message(1, member), message(2, kanslist, { message: 'Vi har tittat på ditt ärende.' })] });
    await renderCasePage({ user: demoUsers.medlem, api: fakeCasePageApi(detail, member), path: memberPath });
    expect(screen.getByRole('heading', { level: 1, name: 'Fråga om lönesamtal' })).toBeInTheDocument();
    expect(screen.getByText('Vi har tittat på ditt ärende.')).toBeInTheDocument();
    expect(screen.getByText('Rådgivning')).toBeInTheDocument();
    expect(screen.getAllByText('Nytt').length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Anteckningar' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Händelselogg/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ny anteckning' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Flagga ärendet' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Avsluta ärendet' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Svara' })).toBeEnabled();
  });

  test('a handler sees the notes and the audit log; dates as spec §9', async () => {
    const detail = caseDetail({ notes: [note(1, kanslist, { text: 'Ring medlemmen på fredag.' })], deadLine: '2026-12-24' });
    await renderCasePage({ api: fakeCasePageApi(detail, kanslist) });
    const notes = screen.getByRole('region', { name: 'Anteckningar' });
    expect(within(notes).getByText('Ring medlemmen på fredag.')).toBeInTheDocument();
    expect(notes.querySelector('time')?.textContent).toMatch(/^2026-11-16 \d{2}:01$/);
    expect(screen.getByText(/Händelselogg/)).toBeInTheDocument();
    expect(screen.getByTestId('case-deadline')).toHaveTextContent('24 dec. 2026');
    expect(screen.getByText('16 nov. 2026')).toBeInTheDocument();
    expect(screen.getAllByTestId('case-message')[0].querySelector('time')?.textContent).toMatch(/^16 nov\. 2026 \d{2}:01$/);
  });

  test("issue 23, 34: a closed case says what it still allows and offers exactly that: notes, no reply, invitation, flag, close, deadline or 'Ändra'", async () => {
    await renderCasePage({ api: fakeCasePageApi(caseDetail({ status: 3 }), kanslist) });
    expect(screen.getByText('Ärendet är avslutat. Det går inte längre att svara i det eller ändra det, men du kan skriva anteckningar.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ny anteckning' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Svara' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bjud in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /flagga/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Avsluta ärendet' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Ändra/ })).not.toBeInTheDocument();
  });

  test('issue 34: a closed case tells its member only that it can no longer be answered', async () => {
    await renderCasePage({ user: demoUsers.medlem, api: fakeCasePageApi(memberView({ status: 3 }), member), path: memberPath });
    expect(screen.getByText('Ärendet är avslutat. Det går inte längre att svara i det.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Svara' })).not.toBeInTheDocument();
  });

  test('issue 34: the close dialog says the member is told by e-mail unless that notice is off', async () => {
    await renderCasePage({ api: fakeCasePageApi(caseDetail(), kanslist) });
    await userEvent.click(screen.getByRole('button', { name: 'Avsluta ärendet' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/Flaggan tas bort\. Anteckningar kan skrivas även efteråt\./)).toBeInTheDocument();
    expect(within(dialog).getByText(`${member.name} får besked om det via e-post, om hen inte har stängt av den aviseringen.`)).toBeInTheDocument();
  });

  test('issue 34, caseAsSeenBy: the owner is not shown the handlers\' flag, even if a server sent it', async () => {
    const detail = memberView({ flagged: true, tags: [{ type: 'URGENT', title: 'Brådskande' }], deadLine: '2031-05-20' });
    await renderCasePage({ user: demoUsers.medlem, api: fakeCasePageApi(detail, member), path: memberPath });
    expect(screen.getByRole('heading', { level: 1, name: 'Fråga om lönesamtal' })).toBeInTheDocument();
    expect(screen.queryByText('Flaggat')).not.toBeInTheDocument();
    expect(screen.queryByText('Brådskande')).not.toBeInTheDocument();
    expect(screen.queryByText(/Sista dag/)).not.toBeInTheDocument();
  });

  test('issue 34: a handler is shown the flag', async () => {
    await renderCasePage({ api: fakeCasePageApi(caseDetail({ flagged: true }), kanslist) });
    expect(screen.getByText('Flaggat')).toBeInTheDocument();
  });

  test("issue 34: 'Kategori' is told only where the case type has categories (no 'Ingen kategori' on a type without any)", async () => {
    const facts = () => screen.getByRole('region', { name: 'Om ärendet' });
    const other = await renderCasePage({ api: fakeCasePageApi(caseDetail({ caseType: { type: 'OTHER', title: 'Övrigt' }, subCategories: [] }), kanslist) });
    expect(within(facts()).queryByText('Kategori')).not.toBeInTheDocument();
    expect(within(facts()).queryByText('Ingen kategori')).not.toBeInTheDocument();
    other.unmount();
    await renderCasePage({ api: fakeCasePageApi(caseDetail({ subCategories: [] }), kanslist) });
    expect(within(facts()).getByText('Kategori')).toBeInTheDocument();
    expect(within(facts()).getByText('Ingen kategori')).toBeInTheDocument();
  });

  test("issue 23: the three 'Ändra' say what they change", async () => {
    await renderCasePage({ api: fakeCasePageApi(caseDetail(), kanslist) });
    expect(screen.getAllByRole('button', { name: /^Ändra/ }).map((b) => b.textContent)).toEqual(['Ändra ärendetyp och kategori', 'Ändra taggar', 'Ändra ansvariga']);
  });

  test('locked by another: starting a reply keeps it closed and says who is replying', async () => {
    const api = fakeCasePageApi(caseDetail(), kanslist);
    api.lock.mockResolvedValue(isLocked(kansliStyrelse));
    await renderCasePage({ api });
    await userEvent.click(screen.getByRole('button', { name: 'Svara' }));
    await flushInAct();
    expect(screen.getByRole('status')).toHaveTextContent('Mikael Forsberg svarar just nu på ärendet.');
    expect(screen.queryByLabelText('Ditt svar')).not.toBeInTheDocument();
  });

  test('a case loaded as locked by another already says so', async () => {
    await renderCasePage({ api: fakeCasePageApi(caseDetail({ isLocked: true, lockedBy: kansliStyrelse }), kanslist) });
    expect(screen.getByText('Mikael Forsberg svarar just nu på ärendet.')).toBeInTheDocument();
  });

  test('free: the reply opens with the focus in its text; Avbryt closes it, unlocks, and the focus goes back', async () => {
    const user = userEvent.setup();
    const view = await renderCasePage();
    await user.click(screen.getByRole('button', { name: 'Svara' }));
    await flushInAct();
    const text = screen.getByLabelText('Ditt svar');
    expect(text).toHaveFocus();
    await user.type(text, 'Hej');
    expect(screen.getByRole('button', { name: 'Skicka' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Avbryt' }));
    await flushInAct();
    expect(screen.queryByLabelText('Ditt svar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Svara' })).toHaveFocus();
    expect(view.api.unlock).toHaveBeenCalledWith(CASE_ID);
  });

  test("the flag toggles at once, its button then saying 'Ta bort flaggan' (issue 23), with its toast once saved", async () => {
    const user = userEvent.setup();
    const view = await renderCasePage();
    const flag = screen.getByRole('button', { name: 'Flagga ärendet' });
    await user.click(flag);
    expect(flag).toHaveAccessibleName('Ta bort flaggan');
    await flushInAct();
    expect(view.api.setFlag).toHaveBeenCalledWith({ caseId: CASE_ID, flagged: true });
    expect(screen.getAllByText('Flaggat').length).toBeGreaterThan(0);
    expect(view.state().toasts.current?.text ?? view.state().toasts.queue[0]?.text).toBe('Ärendet är flaggat.');
  });

  test('administrators: the role modal opens from its Ändra, saves, and only one case modal is open at a time', async () => {
    const user = userEvent.setup();
    const view = await renderCasePage();
    await user.click(screen.getByRole('button', { name: 'Ändra ansvariga' }));
    await flushInAct();
    const dialog = screen.getByRole('dialog', { name: 'Ansvariga på ärendet' });
    expect(view.state().cases.openModal).toBe('role');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Mikael Forsberg' }));
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await flushInAct();
    expect(view.api.setAdministrators).toHaveBeenCalledWith(CASE_ID, { administratorUserIds: [kansliStyrelse.id] });
    expect(view.state().cases.openModal).toBeNull();
    expect(screen.getByTestId('case-administrators')).toHaveTextContent('Mikael Forsberg');

    await user.click(screen.getByRole('button', { name: 'Ändra taggar' }));
    await flushInAct();
    expect(view.state().cases.openModal).toBe('tag');
    expect(screen.getByRole('dialog', { name: 'Taggar' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Ansvariga på ärendet' })).not.toBeInTheDocument();
    // Escape: the browser's cancel event on the dialog closes it.
    act(() => { fireEvent(screen.getByRole('dialog', { name: 'Taggar' }), new Event('cancel', { cancelable: true })); });
    expect(view.state().cases.openModal).toBeNull();
  });

  test('a case that may not be seen says so', async () => {
    const api = fakeCasePageApi();
    api.getCase.mockResolvedValue({ ok: false, status: 404, response: { errorCode: 'CASE_NOT_FOUND', data: null } });
    await renderCasePage({ api });
    expect(screen.getByRole('heading', { level: 1, name: 'Ärendet kan inte visas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Till ärendelistan/ })).toHaveAttribute('href', '/arenden/kansliet');
  });

  test('spec §9 go-back delay: the back link leaves the case page 100 ms after the click', async () => {
    const user = userEvent.setup();
    const view = await renderCasePage();
    await user.click(screen.getByRole('link', { name: /Till ärendelistan/ }));
    expect(view.services.navigate).not.toHaveBeenCalledWith('/arenden/kansliet');
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(view.services.navigate).toHaveBeenCalledWith('/arenden/kansliet');
  });
});
