import {
  BOARD_MATTER_CONFIRMATION, confirmationText, DEFAULT_CONFIRMATION, FOR_ANOTHER_USER_NOTICE, receiverNotice, receiverText,
} from '../../src/domain/receiver';

const reps = [{ name: 'Sara Nyström' }, { name: 'Olof Berg' }];

describe('spec §5: receiver text', () => {
  it('direct contact with the psychology association goes to one\'s own union representatives', () => {
    expect(receiverText({ caseType: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', association: { name: 'Gotland' }, unionRepresentatives: reps }))
      .toBe('Ditt ärende skickas till dina fackliga ombud: Sara Nyström och Olof Berg.');
  });
  it('on behalf of a member, to the member\'s union representatives', () => {
    expect(receiverText({ caseType: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', association: null, unionRepresentatives: [], forAnotherUser: true }))
      .toBe('Ärendet skickas till medlemmens fackliga ombud.');
  });
  it('with a chosen organisation, to its board', () => {
    expect(receiverText({ caseType: 'DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION', association: { name: 'Sveriges Skolpsykologers Förening' }, unionRepresentatives: reps }))
      .toBe('Ditt ärende skickas till styrelsen för Sveriges Skolpsykologers Förening.');
  });
  it('otherwise to the union\'s head office', () => {
    expect(receiverText({ caseType: 'COUNSELING', association: null, unionRepresentatives: reps })).toBe('Ditt ärende skickas till förbundets kansli.');
  });
  it('the notice for one\'s own case is the receiver alone', () => {
    expect(receiverNotice({ caseType: 'COUNSELING', association: null, unionRepresentatives: [] })).toBe('Ditt ärende skickas till förbundets kansli.');
    expect(receiverNotice({ caseType: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', association: null, unionRepresentatives: [], forAnotherUser: false }))
      .toBe('Ditt ärende skickas till dina fackliga ombud.');
  });
  it('on behalf of a member, the member\'s representatives are named, and a chosen board too', () => {
    expect(receiverText({ caseType: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', association: null, unionRepresentatives: reps.slice(0, 1), forAnotherUser: true }))
      .toBe('Ärendet skickas till medlemmens fackliga ombud: Sara Nyström.');
    expect(receiverText({ caseType: 'BOARD_MATTER', association: { name: 'Gotland' }, unionRepresentatives: [], forAnotherUser: true }))
      .toBe('Ärendet skickas till styrelsen för Gotland.');
  });

  it('for another user the notice says the text will be visible to the member', () => {
    expect(receiverNotice({ caseType: 'OTHER', association: null, unionRepresentatives: [], forAnotherUser: true }))
      .toBe(`Ärendet skickas till förbundets kansli. ${FOR_ANOTHER_USER_NOTICE}`);
    expect(FOR_ANOTHER_USER_NOTICE).toBe('Texten kommer att vara synlig för medlemmen.');
  });
});

describe('spec §5: confirmation', () => {
  it('BOARD_MATTER says the board will see the message in the association\'s cases', () => {
    expect(confirmationText('BOARD_MATTER')).toBe(BOARD_MATTER_CONFIRMATION);
    expect(BOARD_MATTER_CONFIRMATION).toMatch(/styrelsen/i);
  });
  it('otherwise someone will get in touch, usually answering within 3-5 working days', () => {
    expect(confirmationText('COUNSELING')).toBe(DEFAULT_CONFIRMATION);
    expect(DEFAULT_CONFIRMATION).toContain('3–5 arbetsdagar');
  });
  it('on behalf of a member the confirmation fits the staff member reading it: what the member sees, not "someone will get in touch with you"', () => {
    const text = confirmationText('COUNSELING', { name: 'Anna Lindqvist' });
    expect(text).toBe('Anna Lindqvist ser ärendet bland sina ärenden och får svar där, vanligtvis inom 3–5 arbetsdagar.');
    expect(text).not.toMatch(/dig/);
    expect(confirmationText('OTHER', { name: null })).toMatch(/^Medlemmen ser ärendet/);
  });
  it('a board matter sent on behalf of a member still says the board will see it', () => {
    expect(confirmationText('BOARD_MATTER', { name: 'Anna Lindqvist' })).toBe('Styrelsen ser meddelandet bland föreningens ärenden.');
  });
});
