import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CaseListItem, User } from '../../../../src/api/types';
import { caseModalOpened } from '../../../../src/features/cases/caseModals';
import { caseCreationOpened } from '../../../../src/features/caseCreation/caseCreationActions';
import { registeredFileCount } from '../../../../src/features/caseCreation/fileRegistry';
import { selectCaseCreation } from '../../../../src/features/caseCreation/caseCreationSlice';
import { STOCKHOLM, SKOLPSYKOLOGER } from '../../support/users';
import {
  created, demoUsers, fail, flush, item, ok, renderPortal, typesForMember, type CasesHarness,
} from '../cases/support';

const dialog = () => screen.getByRole('dialog');
const inDialog = () => within(dialog());
const button = (name: string) => inDialog().getByRole('button', { name });

/** Opens the portal on a list and the modal from the list's button. */
async function open(path: string, user: User, options: { list?: CaseListItem[]; configure?: (h: CasesHarness) => void } = {}) {
  const u = userEvent.setup();
  const portal = await renderPortal(path, { user, list: options.list ?? [], configure: options.configure });
  const opener = screen.getByRole('button', { name: /^(Nytt ärende|Skapa ärende åt medlem)$/ });
  await u.click(opener);
  await screen.findByRole('dialog', {}, { timeout: 5000 });
  await flush();
  return { ...portal, u, opener };
}

async function chooseType(u: ReturnType<typeof userEvent.setup>, name: string) {
  await u.click(inDialog().getByRole('radio', { name }));
  await u.click(button('Nästa'));
  await flush();
}

async function fillForm(u: ReturnType<typeof userEvent.setup>, title = 'Fråga om lön', message = 'Hej! Jag undrar över lönen.') {
  await u.type(inDialog().getByLabelText('Rubrik'), title);
  await u.type(inDialog().getByLabelText('Meddelande'), message);
}

const pdf = (name = 'intyg.pdf', size = 100) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('spec §2 case-creation modal, step 1', () => {
  test("'Vad gäller ditt ärende?' with the member's types (spec §6); Nästa disabled until a type is chosen", async () => {
    const { u } = await open('/arenden/mina', demoUsers.medlem);
    expect(dialog()).toHaveAccessibleName('Vad gäller ditt ärende?');
    const radios = inDialog().getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value') && r.closest('label')!.querySelector('.choice__title')!.textContent)).toEqual([
      'Kontakta din psykologförening', 'Rådgivning', 'Övrigt', 'Kontakta en nationell förening', 'Ditt medlemskap',
    ]);
    // Issue 23: each type says what it is for and who answers (spec §5's receivers).
    expect(radios.map((r) => r.getAttribute('aria-describedby') && document.getElementById(r.getAttribute('aria-describedby')!)!.textContent)).toEqual([
      'Frågor om din arbetsplats, till exempel lönesamtal eller omorganisation. Dina fackliga ombud svarar.',
      'Råd om lön, arbetsmiljö, anställningsvillkor eller legitimation. Förbundets kansli svarar.',
      'Allt annat du vill fråga förbundet om. Förbundets kansli svarar.',
      'Till en nationell förening du är medlem i, om dess nätverk och aktiviteter. Föreningens styrelse svarar.',
      'Avgifter, medlemsförmåner eller ändringar i ditt medlemskap. Förbundets kansli svarar.',
    ]);
    expect(inDialog().getByText('Välj vad ärendet gäller för att gå vidare.')).toBeInTheDocument();
    // Spec §9: the types under their group labels.
    expect(inDialog().getAllByRole('group').map((g) => g.querySelector('legend')!.textContent).slice(1)).toEqual([
      'Anställningsärenden', 'Rådgivningsärenden', 'Medlemskapsärenden',
    ]);
    expect(button('Nästa')).toBeDisabled();
    await u.click(inDialog().getByRole('radio', { name: 'Rådgivning' }));
    expect(button('Nästa')).toBeEnabled();
  });

  test('a member without national associations is not offered the national type', async () => {
    await open('/arenden/mina', demoUsers['medlem-flera'] as User);
    expect(inDialog().queryByRole('radio', { name: 'Kontakta en nationell förening' })).toBeNull();
  });

  test('protected identity: step 1 says the case goes to the head office only, and offers only its types', async () => {
    await open('/arenden/mina', demoUsers.skyddad as User);
    expect(inDialog().getByText(/Därför går ditt ärende bara till förbundets kansli/)).toBeInTheDocument();
    expect(inDialog().getAllByRole('radio').map((r) => r.closest('label')!.querySelector('.choice__title')!.textContent)).toEqual(['Rådgivning', 'Övrigt', 'Ditt medlemskap']);
  });

  test('a member without protected identity is not told so', async () => {
    await open('/arenden/mina', demoUsers.medlem);
    expect(inDialog().queryByText(/skyddad identitet/)).toBeNull();
  });

  test('Avbryt closes the modal', async () => {
    const { u, state } = await open('/arenden/mina', demoUsers.medlem);
    await u.click(button('Avbryt'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(state().cases.openModal).toBeNull();
  });

  test('Escape closes the modal and the focus returns to the button that opened it', async () => {
    const { opener } = await open('/arenden/mina', demoUsers.medlem);
    // What the browser's <dialog> does on Escape (jsdom has no key handling for it; the journeys press the key).
    act(() => { dialog().dispatchEvent(new Event('cancel', { cancelable: true })); });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  test('the header case menu has the entry to start a new case (in the member role)', async () => {
    const u = userEvent.setup();
    const { creation } = await renderPortal('/', { user: demoUsers.medlem });
    await u.click(screen.getByRole('button', { name: /^Ärenden/ }));
    await u.click(within(screen.getByRole('navigation', { name: 'Ärendemeny' })).getByRole('button', { name: 'Nytt ärende' }));
    await flush(6);
    expect(dialog()).toHaveAccessibleName('Vad gäller ditt ärende?');
    expect(creation.getCaseTypes).toHaveBeenCalledWith({ role: 'member', organisationId: undefined });
  });
});

describe('spec §2 step 2 and spec §5 rules', () => {
  test("the back link, 'Välj kategori', 'Rubrik', message; Skicka disabled until type, title and message are given", async () => {
    const { u } = await open('/arenden/mina', demoUsers.medlem);
    await chooseType(u, 'Rådgivning');
    expect(dialog()).toHaveAccessibleName('Rådgivning');
    expect(inDialog().getByRole('combobox', { name: 'Kategori' })).toHaveDisplayValue('Välj kategori');
    expect(button('Skicka')).toBeDisabled();
    // Issue 23: the disabled button says, next to it, what is missing.
    expect(button('Skicka')).toHaveAccessibleDescription('Fyll i rubrik och meddelande för att kunna skicka.');
    await u.type(inDialog().getByLabelText('Rubrik'), 'Lön');
    expect(button('Skicka')).toBeDisabled();
    expect(button('Skicka')).toHaveAccessibleDescription('Fyll i meddelande för att kunna skicka.');
    await u.type(inDialog().getByLabelText('Meddelande'), '   ');
    expect(button('Skicka')).toBeDisabled();
    await u.type(inDialog().getByLabelText('Meddelande'), 'Hej');
    expect(button('Skicka')).toBeEnabled();
    expect(button('Skicka')).not.toHaveAccessibleDescription();
    await u.click(button('Tillbaka'));
    expect(dialog()).toHaveAccessibleName('Vad gäller ditt ärende?');
    expect(inDialog().getByRole('radio', { name: 'Rådgivning' })).toBeChecked();
  });

  test('issue 23: a field left empty says so by itself, by the field, until it is filled in', async () => {
    const { u } = await open('/arenden/mina', demoUsers.medlem);
    await chooseType(u, 'Rådgivning');
    const title = inDialog().getByLabelText('Rubrik');
    const message = inDialog().getByLabelText('Meddelande');
    expect(title).not.toHaveAccessibleDescription();
    await u.click(title);
    await u.tab();
    expect(title).toHaveAccessibleDescription('Fel: Skriv en rubrik.');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(message).not.toHaveAccessibleDescription();
    await u.type(title, 'Lön');
    expect(title).not.toHaveAccessibleDescription();
    expect(title).toHaveAttribute('aria-invalid', 'false');
    await u.click(message);
    await u.click(title);
    expect(message).toHaveAccessibleDescription('Fel: Skriv ditt meddelande.');
    await u.type(message, 'Hej');
    expect(message).not.toHaveAccessibleDescription();
  });

  test('spec §5 receiver: the head office for counselling', async () => {
    const { u } = await open('/arenden/mina', demoUsers.medlem);
    await chooseType(u, 'Rådgivning');
    expect(screen.getByTestId('receiver-notice')).toHaveTextContent('Ditt ärende skickas till förbundets kansli.');
  });

  test("spec §5: a member writing to the psychology association gets the work association auto-selected, and the union representatives as receiver", async () => {
    const member: User = { ...demoUsers.medlem, unionRepresentatives: [{ id: 'r1', name: 'Sara Nyström', email: null, phone: null }] };
    const { u } = await open('/arenden/mina', member);
    await chooseType(u, 'Kontakta din psykologförening');
    expect(inDialog().getByRole('combobox', { name: 'Psykologförening' })).toHaveDisplayValue('Psykologföreningen i Region Gotland');
    expect(screen.getByTestId('receiver-notice')).toHaveTextContent('Ditt ärende skickas till dina fackliga ombud: Sara Nyström.');
  });

  test("spec §5: with two national associations the member chooses ('Välj nationell förening'); the notice names its board", async () => {
    const { u } = await open('/arenden/mina', demoUsers.medlem);
    await chooseType(u, 'Kontakta en nationell förening');
    const select = inDialog().getByRole('combobox', { name: 'Nationell förening' });
    expect(select).toHaveDisplayValue('Välj nationell förening');
    await fillForm(u);
    expect(button('Skicka')).toBeDisabled();
    await u.selectOptions(select, 'Sveriges Neuropsykologers Förening');
    expect(button('Skicka')).toBeEnabled();
    expect(screen.getByTestId('receiver-notice')).toHaveTextContent('Ditt ärende skickas till styrelsen för Sveriges Neuropsykologers Förening.');
  });

  test('a single national association is auto-selected', async () => {
    const member: User = { ...demoUsers.medlem, nationalAssociations: [demoUsers.medlem.nationalAssociations[0]] };
    const { u } = await open('/arenden/mina', member);
    await chooseType(u, 'Kontakta en nationell förening');
    expect(inDialog().getByRole('combobox', { name: 'Nationell förening' })).toHaveDisplayValue('Föreningen för Arbetspsykologer');
  });

  test("success: 'Tack, ditt meddelande är skickat!' with the receiver text and 'Stäng'; Case/Create got the draft and its files", async () => {
    const { u, creation, state, actions } = await open('/arenden/mina', demoUsers.medlem);
    await chooseType(u, 'Rådgivning');
    await u.selectOptions(inDialog().getByRole('combobox', { name: 'Kategori' }), 'Lön');
    await fillForm(u);
    await u.upload(inDialog().getByLabelText('Bifoga fil'), pdf());
    expect(selectCaseCreation(state()).draft.files).toEqual([{ id: expect.any(String), name: 'intyg.pdf', size: 100, type: 'application/pdf' }]);
    await u.click(button('Skicka'));
    await flush();
    expect(creation.create).toHaveBeenCalledTimes(1);
    const [request, files] = creation.create.mock.calls[0];
    expect(request).toEqual({
      caseType: 'COUNSELING', title: 'Fråga om lön', message: 'Hej! Jag undrar över lönen.', associationId: null, subCategory: 'SALARY',
      role: 'member', organisationId: null,
    });
    expect(files.map((f: File) => f.name)).toEqual(['intyg.pdf']);
    expect(dialog()).toHaveAccessibleName('Tack, ditt meddelande är skickat!');
    expect(inDialog().getByText('Ditt ärende skickas till förbundets kansli.')).toBeInTheDocument();
    expect(inDialog().getByText('Någon kommer att höra av sig till dig. Vanligtvis svarar vi inom 3–5 arbetsdagar.')).toBeInTheDocument();
    expect(registeredFileCount()).toBe(0);
    // The store and the actions never held the File itself.
    expect(JSON.stringify(actions)).not.toContain('[object File]');
    await u.click(inDialog().getByText('Stäng'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('success restarts the polling: the list is fetched again at once', async () => {
    const { u, cases } = await open('/arenden/mina', demoUsers.medlem);
    const before = cases.getAll.mock.calls.length;
    await chooseType(u, 'Övrigt');
    await fillForm(u);
    await u.click(button('Skicka'));
    await flush();
    expect(cases.getAll.mock.calls.length).toBe(before + 1);
  });

  test("failure: 'Det gick inte att skapa ditt ärende. Försök igen.' and everything typed is kept, files too", async () => {
    const { u, creation } = await open('/arenden/mina', demoUsers.medlem, { configure: (h) => h.creation.create.mockResolvedValueOnce(fail(400, 'ASSOCIATION_REQUIRED')) });
    await chooseType(u, 'Rådgivning');
    await u.selectOptions(inDialog().getByRole('combobox', { name: 'Kategori' }), 'Arbetsmiljö');
    await fillForm(u);
    await u.upload(inDialog().getByLabelText('Bifoga fil'), pdf('bild.png'));
    await u.click(button('Skicka'));
    await flush();
    expect(inDialog().getByRole('alert')).toHaveTextContent('Det gick inte att skapa ditt ärende. Försök igen.');
    expect(inDialog().getByLabelText('Rubrik')).toHaveValue('Fråga om lön');
    expect(inDialog().getByLabelText('Meddelande')).toHaveValue('Hej! Jag undrar över lönen.');
    expect(inDialog().getByRole('combobox', { name: 'Kategori' })).toHaveDisplayValue('Arbetsmiljö');
    expect(inDialog().getByText('bild.png')).toBeInTheDocument();
    expect(button('Skicka')).toBeEnabled();
    await u.click(button('Skicka'));
    await flush();
    expect(creation.create).toHaveBeenCalledTimes(2);
    expect(creation.create.mock.calls[1][1].map((f: File) => f.name)).toEqual(['bild.png']);
    expect(dialog()).toHaveAccessibleName('Tack, ditt meddelande är skickat!');
  });

  test('spec §4: a second submit while one is in flight is ignored', async () => {
    let answer!: (value: unknown) => void;
    const { u, creation, store } = await open('/arenden/mina', demoUsers.medlem, {
      configure: (h) => h.creation.create.mockImplementationOnce(() => new Promise((resolve) => { answer = resolve; })),
    });
    await chooseType(u, 'Övrigt');
    await fillForm(u);
    await u.click(button('Skicka'));
    expect(button('Skickar…')).toBeDisabled();
    // Enter in the form, and the action itself, while the first is in flight.
    await act(async () => {
      store.dispatch({ type: 'caseCreation/caseCreationSubmitted' });
      inDialog().getByLabelText('Rubrik').closest('form')!.requestSubmit();
    });
    await flush();
    expect(creation.create).toHaveBeenCalledTimes(1);
    await act(async () => { answer(ok(created())); });
    await flush();
    expect(dialog()).toHaveAccessibleName('Tack, ditt meddelande är skickat!');
    expect(creation.create).toHaveBeenCalledTimes(1);
  });

  test("spec §5 files: pdf, jpeg, jpg, png only ('Ogiltig dokumenttyp…'), too large refused, 'Ta bort', the add button hidden at the limit", async () => {
    const { u, state } = await open('/arenden/mina', demoUsers.medlem);
    await chooseType(u, 'Övrigt');
    const input = () => inDialog().getByLabelText('Bifoga fil');
    // The picker's accept list is a hint to the browser's dialog; a file of another type can still arrive.
    await userEvent.setup({ applyAccept: false }).upload(input(), new File(['x'], 'anteckning.txt', { type: 'text/plain' }));
    expect(inDialog().getByRole('alert')).toHaveTextContent('Ogiltig dokumenttyp. Välj dokument av typen pdf, jpeg, jpg och png.');
    expect(selectCaseCreation(state()).draft.files).toEqual([]);
    await u.upload(input(), pdf('stor.pdf', 10 * 1024 * 1024 + 1));
    expect(inDialog().getByRole('alert')).toHaveTextContent('Dokumentet du försökte ladda upp är för stort.');
    for (const name of ['a.pdf', 'b.jpeg', 'c.jpg', 'd.png', 'e.PDF']) await u.upload(input(), pdf(name));
    expect(inDialog().queryByRole('alert')).toBeNull();
    expect(selectCaseCreation(state()).draft.files.map((f) => f.name)).toEqual(['a.pdf', 'b.jpeg', 'c.jpg', 'd.png', 'e.PDF']);
    expect(inDialog().queryByLabelText('Bifoga fil')).toBeNull();
    expect(registeredFileCount()).toBe(5);
    await u.click(inDialog().getByRole('button', { name: 'Ta bort b.jpeg' }));
    expect(selectCaseCreation(state()).draft.files.map((f) => f.name)).toEqual(['a.pdf', 'c.jpg', 'd.png', 'e.PDF']);
    expect(registeredFileCount()).toBe(4);
    expect(input()).toHaveFocus();
    await u.click(button('Avbryt'));
    expect(registeredFileCount()).toBe(0);
  });
});

describe('spec §6 types per role, and the organisation, economist and secretariat flows', () => {
  test("a board (the organisation's list): only board matters, straight to step 2 without back link, its association auto-selected; the board confirmation", async () => {
    const { u, creation } = await open(`/arenden/organisation/${STOCKHOLM}`, demoUsers.styrelse);
    expect(creation.getCaseTypes).toHaveBeenCalledWith({ role: 'organization', organisationId: STOCKHOLM });
    expect(dialog()).toHaveAccessibleName('Styrelseärende');
    expect(inDialog().queryByRole('button', { name: 'Tillbaka' })).toBeNull();
    expect(inDialog().getByRole('combobox', { name: 'Psykologförening' })).toHaveDisplayValue('Psykologföreningen i Region Stockholm');
    expect(screen.getByTestId('receiver-notice')).toHaveTextContent('Ditt ärende skickas till styrelsen för Psykologföreningen i Region Stockholm.');
    await fillForm(u);
    await u.click(button('Skicka'));
    await flush();
    expect(creation.create.mock.calls[0][0]).toMatchObject({ caseType: 'BOARD_MATTER', associationId: STOCKHOLM, role: 'organization', organisationId: STOCKHOLM });
    expect(inDialog().getByText('Styrelsen ser meddelandet bland föreningens ärenden.')).toBeInTheDocument();
  });

  test('a national board creates board matters for its national association', async () => {
    const { creation } = await open(`/arenden/organisation/${SKOLPSYKOLOGER}`, demoUsers.nationell);
    expect(creation.getCaseTypes).toHaveBeenCalledWith({ role: 'organization', organisationId: SKOLPSYKOLOGER });
    expect(inDialog().getByRole('combobox', { name: 'Nationell förening' })).toHaveDisplayValue('Sveriges Skolpsykologers Förening');
  });

  test('spec §5: economists create membership cases with the fixed sub-category ECONOMY', async () => {
    const { u, creation } = await open('/arenden/vasabyran', demoUsers.ekonom);
    expect(dialog()).toHaveAccessibleName('Ditt medlemskap');
    const category = inDialog().getByRole('combobox', { name: 'Kategori' });
    expect(category).toHaveDisplayValue('Ekonomi och avgifter');
    expect(category).toBeDisabled();
    await fillForm(u);
    await u.click(button('Skicka'));
    await flush();
    expect(creation.create.mock.calls[0][0]).toMatchObject({ caseType: 'YOUR_MEMBERSHIP', subCategory: 'ECONOMY', role: 'economist' });
  });

  test("the secretariat creates a case on behalf of a member (from the member page): 'Vad gäller ärendet?' with that member's types and notice; the confirmation speaks to the staff member", async () => {
    const member = { ...demoUsers.medlem, unionRepresentatives: [{ id: 'r1', name: 'Sara Nyström', email: null, phone: null }] };
    const u = userEvent.setup();
    const { creation, store } = await renderPortal('/arenden/kansliet', {
      user: demoUsers.kanslist,
      list: [item(1, { ownerUser: { id: member.id, name: member.name } })],
      configure: (h) => {
        h.creation.getUser.mockResolvedValue(ok(member));
        h.creation.getCaseTypesForUser.mockResolvedValue(ok({ caseTypes: typesForMember(member) }));
      },
    });
    // Issue 11: the list's 'Skapa ärende åt medlem' leads to the member search; the member page opens the modal.
    expect(screen.getByRole('link', { name: 'Skapa ärende åt medlem' })).toHaveAttribute('href', '/medlemmar');
    act(() => {
      store.dispatch(caseCreationOpened({ role: 'member', origin: 'memberPage', forAnotherUser: true, member: { id: member.id, name: member.name }, owner: null }));
    });
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    await flush();
    expect(creation.getCaseTypesForUser).toHaveBeenCalledWith(member.id);
    expect(creation.getCaseTypes).not.toHaveBeenCalled();
    expect(dialog()).toHaveAccessibleName('Vad gäller ärendet?');
    expect(inDialog().getByText('Ärende åt Anna Lindqvist')).toBeInTheDocument();
    await chooseType(u, 'Kontakta din psykologförening');
    expect(inDialog().queryByRole('combobox', { name: 'Psykologförening' })).toBeNull();
    expect(screen.getByTestId('receiver-notice')).toHaveTextContent(
      'Ärendet skickas till medlemmens fackliga ombud: Sara Nyström. Texten kommer att vara synlig för medlemmen.',
    );
    await fillForm(u);
    await u.click(button('Skicka'));
    await flush();
    expect(creation.create).not.toHaveBeenCalled();
    expect(creation.createForAnotherUser.mock.calls[0][0]).toEqual({
      userId: member.id, caseType: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', title: 'Fråga om lön', message: 'Hej! Jag undrar över lönen.',
      associationId: null, subCategory: null,
    });
    // Spec §5: the confirmation after Skicka fits who reads it, the staff member (issue 28).
    expect(dialog()).toHaveAccessibleName('Tack, ditt meddelande är skickat!');
    expect(inDialog().getByText('Anna Lindqvist ser ärendet bland sina ärenden och får svar där, vanligtvis inom 3–5 arbetsdagar.')).toBeInTheDocument();
    expect(inDialog().queryByText(/Någon kommer att höra av sig till dig/)).toBeNull();
  });

  test('the types fail to load: the error and Försök igen', async () => {
    const u = userEvent.setup();
    const portal = await renderPortal('/arenden/mina', { user: demoUsers.medlem, configure: (h) => h.creation.getCaseTypes.mockResolvedValueOnce(fail(503, 'X')) });
    await u.click(screen.getByRole('button', { name: 'Nytt ärende' }));
    await flush(6);
    expect(inDialog().getByRole('alert')).toHaveTextContent('Det gick inte att hämta ärendetyperna.');
    await u.click(button('Försök igen'));
    await flush();
    expect(portal.creation.getCaseTypes).toHaveBeenCalledTimes(2);
    expect(inDialog().getAllByRole('radio')).toHaveLength(5);
  });

  test('spec §4: only one of the create-case, role, tag and category modals is open at a time', async () => {
    const { store, state } = await open('/arenden/mina', demoUsers.medlem);
    expect(state().cases.openModal).toBe('createCase');
    await act(async () => { store.dispatch(caseModalOpened('role')); });
    expect(state().cases.openModal).toBe('role');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(selectCaseCreation(state()).typesStatus).toBe('waiting');
  });
});
