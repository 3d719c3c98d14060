import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedInState } from '../../support/renderApp';
import { demoUsers } from '../../support/users';
import type { Member, MemberErasurePreview } from '../../../../src/api/types';
import { initialMembersState } from '../../../../src/features/members/membersSlice';
import { initialMemberErasureState, type MemberErasureState } from '../../../../src/features/memberErasure/memberErasureSlice';
import { memberErased, memberErasureCancelled, memberErasureConfirmed, memberErasureFailed, memberErasureOpened } from '../../../../src/features/memberErasure/memberErasureActions';

/** Issue 37: 'Radera tidigare medlem' on the member page (real store and routes, no sagas). */
const former = { ...demoUsers.medlem, memberNumber: '100001', city: null, association: null, workplace: null, email: null, phone: null, unionRepresentatives: [], psychologyAssociations: [], nationalAssociations: [] } as unknown as Member;
const preview = (standing: MemberErasurePreview['standing'] = 'left'): MemberErasurePreview => ({
  memberId: former.id, standing,
  goes: { signUps: 2, notices: 3, settings: 1, extracts: 0, accessLog: 4 },
  stays: { ownCases: 5, otherCases: 1, messages: 7, files: 2 },
});
const held = (over: Partial<MemberErasureState> = {}): MemberErasureState => ({ ...initialMemberErasureState, memberId: former.id, preview: preview(), status: 'success', ...over });
const page = (user: typeof demoUsers.kanslist, erasure: MemberErasureState = held()) => renderApp(`/medlemmar/${former.id}`, signedInState(user, {
  members: { ...initialMembersState, member: { id: former.id, data: former, status: 'success', error: null } },
  memberErasure: erasure,
}));
const button = () => screen.getByRole('button', { name: 'Radera tidigare medlem' });

describe("issue 37: 'Radera tidigare medlem' on the member page", () => {
  test('the button opens the confirmation, which names what goes and what stays; Escape closes it and the focus returns', async () => {
    const user = userEvent.setup();
    const { store, actions } = await page(demoUsers['kansli-styrelse']);
    await user.click(button());
    expect(actions.map((a) => a.type)).toContain(memberErasureOpened.type);
    const dialog = await screen.findByRole('dialog', { name: 'Radera tidigare medlem?' });
    const lists = within(dialog).getAllByRole('list');
    expect(within(dialog).getByText(`Du raderar ${former.name}. Det går inte att ångra.`)).toBeInTheDocument();
    expect(within(lists[0]).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Profilen: namn, medlemsnummer, e-post, telefon, ort, arbetsplats och inloggning',
      'Anmälningar till kurser (2)', 'Inställningar för aviseringar', 'Skickade aviseringar (3)', 'Registerutdrag (0)',
      'Loggen över vem som har sett uppgifterna (4 poster)',
    ]);
    expect(within(lists[1]).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Ärenden som medlemmen äger (5) finns kvar tills gallringen tar dem', 'Andras ärenden som medlemmen deltog i (1)',
      'Meddelanden som medlemmen skrev (7)', 'Filer som medlemmen laddade upp i ärenden (2) stannar i ärendet',
    ]);
    expect(within(dialog).getByText('I allt som finns kvar står det Tidigare medlem i stället för namnet.')).toBeInTheDocument();
    // Escape on a modal <dialog> makes the browser fire 'cancel' (jsdom does not, so it is fired here; the journey presses Escape).
    act(() => { dialog.dispatchEvent(new Event('cancel', { cancelable: true })); });
    expect(actions.map((a) => a.type)).toContain(memberErasureCancelled.type);
    expect(store.getState().memberErasure?.dialogOpen).toBe(false);
    expect(button()).toHaveFocus();
  });

  test("'Radera medlemmen' confirms; the outcome is a message that takes the focus", async () => {
    const user = userEvent.setup();
    const { store, actions } = await page(demoUsers['kansli-styrelse']);
    await user.click(button());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Radera medlemmen' }));
    expect(actions).toContainEqual(memberErasureConfirmed({ memberId: former.id }));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Raderar …' })).toBeDisabled();
    await act(async () => { store.dispatch(memberErased({ memberId: former.id, erasedAt: '2026-11-28T13:00:00.000Z', goes: preview().goes, stays: preview().stays })); });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Medlemmen är raderad. I ärenden som finns kvar står det nu Tidigare medlem.');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Radera tidigare medlem' })).toBeNull();
  });

  test('a refusal is said in the dialog, in Swedish', async () => {
    const user = userEvent.setup();
    const { store } = await page(demoUsers['kansli-styrelse']);
    await user.click(button());
    await act(async () => {
      store.dispatch(memberErasureConfirmed({ memberId: former.id }));
      store.dispatch(memberErasureFailed({ memberId: former.id, errorCode: 'MEMBER_HAS_NOT_LEFT' }));
    });
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent('Medlemmen har fått ett medlemskap igen och kan inte raderas.');
  });

  test('no button for a member who has not left, nor for a kanslist without the management', async () => {
    await page(demoUsers['kansli-styrelse'], held({ preview: preview('member') }));
    expect(screen.queryByRole('button', { name: 'Radera tidigare medlem' })).toBeNull();
  });

  test('a kanslist without the management sees nothing of it', async () => {
    await page(demoUsers.kanslist);
    expect(screen.queryByRole('region', { name: 'Tidigare medlem' })).toBeNull();
  });

  test('an erased member: the page says so', async () => {
    await page(demoUsers['kansli-styrelse'], held({ preview: preview('erased') }));
    expect(screen.getByRole('status')).toHaveTextContent('Medlemmen är raderad. I ärenden som finns kvar står det Tidigare medlem.');
  });
});

test('after the erasure the page offers no new case for the tombstone', async () => {
  await page(demoUsers['kansli-styrelse'], held({ preview: preview('erased') }));
  expect(screen.queryByRole('button', { name: 'Skapa ärende åt medlem' })).toBeNull();
});

test('a member who has not been erased keeps "Skapa ärende åt medlem"', async () => {
  await page(demoUsers['kansli-styrelse']);
  expect(screen.getByRole('button', { name: 'Skapa ärende åt medlem' })).toBeInTheDocument();
});
