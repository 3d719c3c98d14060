import { fireEvent, screen, within } from '@testing-library/react';
import { selectCasePage } from '../../../../src/features/casePage/selectors';
import userEvent from '@testing-library/user-event';
import {
  CASE_ID, caseDetail, demoUsers, fail, fakeCasePageApi, flushInAct, kanslist, kansliStyrelse, ok, renderCasePage,
} from './support';

describe('the handler\'s controls on the case page', () => {
  test('deadline: saved at once; a failed save shows the old one again', async () => {
    const user = userEvent.setup();
    const api = fakeCasePageApi(caseDetail({ deadLine: '2026-12-01' }), kanslist);
    let answer: (value: unknown) => void = () => undefined;
    api.setDeadline.mockReturnValueOnce(new Promise((resolve) => { answer = resolve; }));
    const view = await renderCasePage({ api });
    const input = screen.getByLabelText('Ny sista dag');
    expect(input).toHaveValue('2026-12-01');
    fireEvent.change(input, { target: { value: '2026-12-24' } });
    await user.click(screen.getByRole('button', { name: 'Spara sista dag' }));
    expect(screen.getByTestId('case-deadline')).toHaveTextContent('24 dec. 2026');
    expect(screen.getByRole('button', { name: 'Spara sista dag' })).toBeDisabled();
    answer(fail(400, 'INVALID_DEADLINE'));
    await flushInAct();
    expect(api.setDeadline).toHaveBeenCalledWith(CASE_ID, '2026-12-24');
    expect(screen.getByTestId('case-deadline')).toHaveTextContent('1 dec. 2026');
    expect(input).toHaveValue('2026-12-01');

    await user.click(screen.getByRole('button', { name: 'Ta bort sista dag' }));
    await flushInAct();
    expect(api.clearDeadline).toHaveBeenCalledWith(CASE_ID);
    expect(screen.getByTestId('case-deadline')).toHaveTextContent('Ingen sista dag');
    expect(view.types()).toContain('cases/caseListRefreshRequested');
  });

  test('close: asks first, then Avslutat', async () => {
    const user = userEvent.setup();
    const view = await renderCasePage();
    await user.click(screen.getByRole('button', { name: 'Avsluta ärendet' }));
    const dialog = screen.getByRole('dialog', { name: 'Avsluta ärendet?' });
    await user.click(within(dialog).getByRole('button', { name: 'Avsluta ärendet' }));
    await flushInAct();
    expect(view.api.close).toHaveBeenCalledWith(CASE_ID);
    expect(screen.getByTestId('case-status')).toHaveTextContent('Avslutat');
    expect(screen.queryByRole('button', { name: 'Avsluta ärendet' })).not.toBeInTheDocument();
    // The button is gone: the focus is on the case's title, not lost to the page's body.
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    // No reply to a closed case.
    expect(screen.queryByRole('button', { name: 'Svara' })).not.toBeInTheDocument();
  });

  test('category: another type (its tags reset) and a sub-category', async () => {
    const user = userEvent.setup();
    const api = fakeCasePageApi(caseDetail({ tags: [{ type: 'LON', title: 'Lön' }] }), kanslist);
    api.getCaseTypeAlternatives.mockResolvedValue(ok({ caseTypes: [
      { type: 'YOUR_MEMBERSHIP', title: 'Ditt medlemskap', subCategories: [{ type: 'MEMBER_BENEFITS', title: 'Medlemsförmåner' }], nationalAssociations: [], psychologyAssociations: [] },
    ] }));
    api.setCaseType.mockResolvedValueOnce(ok(caseDetail({ caseType: { type: 'YOUR_MEMBERSHIP', title: 'Ditt medlemskap' }, tags: [] })));
    api.setSubCategories.mockResolvedValueOnce(ok({ subCategories: [{ type: 'MEMBER_BENEFITS', title: 'Medlemsförmåner' }] }));
    const view = await renderCasePage({ api });
    await user.click(screen.getByRole('button', { name: 'Ändra ärendetyp och kategori' }));
    await flushInAct();
    const dialog = screen.getByRole('dialog', { name: 'Ärendetyp och kategori' });
    await user.selectOptions(within(dialog).getByLabelText('Ärendetyp'), 'YOUR_MEMBERSHIP');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Medlemsförmåner' }));
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await flushInAct();
    expect(api.setCaseType).toHaveBeenCalledWith({ caseId: CASE_ID, caseType: 'YOUR_MEMBERSHIP', associationId: null });
    expect(api.setSubCategories).toHaveBeenCalledWith(CASE_ID, { subCategories: ['MEMBER_BENEFITS'] });
    expect(screen.queryByRole('dialog', { name: 'Ärendetyp och kategori' })).not.toBeInTheDocument();
    expect(screen.getByText('Ditt medlemskap')).toBeInTheDocument();
    expect(screen.getByText('Medlemsförmåner')).toBeInTheDocument();
    expect(selectCasePage(view.state()).selectedTags).toEqual([]);
  });

  test('tags: ticked in the tag modal and saved', async () => {
    const user = userEvent.setup();
    const view = await renderCasePage();
    await user.click(screen.getByRole('button', { name: 'Ändra taggar' }));
    await flushInAct();
    const dialog = screen.getByRole('dialog', { name: 'Taggar' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Lön' }));
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await flushInAct();
    expect(view.api.setTags).toHaveBeenCalledWith(CASE_ID, { tags: ['LON'] });
    expect(view.state().cases.openModal).toBeNull();
  });

  test('a board member without the secretariat\'s rights sees no tag or type change', async () => {
    const api = fakeCasePageApi(caseDetail({ access: { mayManage: true, mayReply: true, mayReadNotes: true, mayInviteSecretariat: true, mayManageTagsAndCaseType: false } }));
    await renderCasePage({ user: demoUsers.styrelse, api, path: `/arenden/organisation/a0000000-0000-4000-8000-000000000004/arende/${CASE_ID}` });
    expect(screen.queryByRole('button', { name: 'Ändra taggar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ändra ärendetyp och kategori' })).toBeInTheDocument();
  });

  test('invite: users of the case\'s area, and the secretariat for a board', async () => {
    const user = userEvent.setup();
    const api = fakeCasePageApi(caseDetail({ access: { mayManage: true, mayReply: true, mayReadNotes: true, mayInviteSecretariat: true, mayManageTagsAndCaseType: false } }), kanslist);
    api.addUser.mockResolvedValueOnce(ok({ users: [{ ...kansliStyrelse, isAdministrating: false }] }));
    await renderCasePage({ user: demoUsers.kanslist, api });
    await user.click(screen.getByRole('button', { name: 'Bjud in' }));
    await flushInAct();
    // The user who invites is not offered; the others of the area are.
    expect(screen.queryByRole('checkbox', { name: 'Lena Ekström' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Mikael Forsberg' }));
    await user.click(screen.getByRole('button', { name: 'Bjud in valda' }));
    await flushInAct();
    expect(api.addUser).toHaveBeenCalledWith(CASE_ID, kansliStyrelse.id);
    expect(screen.getByText('Inbjudna')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bjud in valda' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Bjud in' }));
    await user.click(screen.getByRole('button', { name: 'Bjud in kansliet' }));
    await flushInAct();
    expect(api.inviteSecretariat).toHaveBeenCalledWith(CASE_ID);
  });

  test('a file too large or of another type is refused with the spec\'s text', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderCasePage();
    await user.click(screen.getByRole('button', { name: 'Svara' }));
    await flushInAct();
    await user.upload(screen.getByLabelText(/Bifoga fil/), new File(['x'], 'anteckning.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Ogiltig dokumenttyp. Välj dokument av typen pdf, jpeg, jpg och png.');
    await user.upload(screen.getByLabelText(/Bifoga fil/), new File(['%PDF'], 'intyg.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('intyg.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ta bort intyg.pdf' }));
    expect(screen.queryByText('intyg.pdf')).not.toBeInTheDocument();
  });
});
