import {
  areSeatsAndQuestionsWellFormed, isRegistrationInput, mayCancelRegistration, mayOfferFreedSeats, maySignUpFor, normalQuestions, participantAsSeen,
  registrationAnswers, seatsToOffer, signUpWindow, statusForNewSignUp, swedishToday, userMaySignUpFor, validateRegistration, validateSeatsAndQuestions,
} from '../../src/domain/courseRegistration';
import { CSV_BOM, csvCell, participantsCsv } from '../../src/domain/courseRegistrationCsv';
import type { CourseParticipant } from '../../src/api/contentTypes';

describe('only users who may see a course (spec §5) may sign up', () => {
  it('no organisations: everyone; otherwise a member of one of them', () => {
    expect(maySignUpFor({ organisationIds: [] }, { organisationIds: [] })).toBe(true);
    expect(maySignUpFor({ organisationIds: ['a'] }, { organisationIds: ['b', 'a'] })).toBe(true);
    expect(maySignUpFor({ organisationIds: ['c'] }, { organisationIds: ['b', 'a'] })).toBe(false);
  });
});

describe('after the last application date or once the course has started, no sign-up', () => {
  const course = { starts_at: '2027-03-10T08:00:00.000Z', last_application_date: '2027-02-28' };
  it('the last application date is a Swedish day: open through its end in Sweden', () => {
    expect(signUpWindow(course, new Date('2027-02-28T22:59:00Z'))).toBe('OPEN'); // 23:59 in Sweden
    expect(signUpWindow(course, new Date('2027-02-28T23:00:00Z'))).toBe('APPLICATION_CLOSED'); // 00:00 on 1 March
  });
  it('without a last date, open until the start', () => {
    const open = { ...course, last_application_date: null };
    expect(signUpWindow(open, new Date('2027-03-10T07:59:59Z'))).toBe('OPEN');
    expect(signUpWindow(open, new Date('2027-03-10T08:00:00Z'))).toBe('COURSE_STARTED');
  });
  it('cancelling until the course starts', () => {
    expect(mayCancelRegistration(course, new Date('2027-03-10T07:59:59Z'))).toBe(true);
    expect(mayCancelRegistration(course, new Date('2027-03-10T08:00:00Z'))).toBe(false);
  });
  it('Swedish today across the summer time change', () => {
    expect(swedishToday(new Date('2027-06-30T22:30:00Z'))).toBe('2027-07-01');
    expect(swedishToday(new Date('2027-12-31T22:30:00Z'))).toBe('2027-12-31');
  });
});

describe('seats and the waiting list', () => {
  it('a seat while there is one, else the waiting list; no limit never waits', () => {
    expect(statusForNewSignUp(5, 4)).toBe('registered');
    expect(statusForNewSignUp(5, 5)).toBe('waiting');
    expect(statusForNewSignUp(null, 500)).toBe('registered');
  });
  it('a freed seat goes to the first waiting, never more than wait', () => {
    expect(seatsToOffer(5, 4, 3)).toBe(1);
    expect(seatsToOffer(5, 5, 3)).toBe(0);
    expect(seatsToOffer(8, 2, 3)).toBe(3);
    expect(seatsToOffer(2, 4, 3)).toBe(0);
    expect(seatsToOffer(null, 4, 3)).toBe(3);
  });
  it('a freed seat is offered only before the course starts (issue 33)', () => {
    const course = { starts_at: '2026-03-10T08:00:00.000Z' };
    expect(mayOfferFreedSeats(course, new Date('2026-03-10T07:59:59.999Z'))).toBe(true);
    expect(mayOfferFreedSeats(course, new Date('2026-03-10T08:00:00.000Z'))).toBe(false);
    expect(mayOfferFreedSeats(course, new Date('2026-03-11T08:00:00.000Z'))).toBe(false);
  });
});

describe('the optional questions of a course, validated', () => {
  const all = { dietary: true, workplace: true, question: 'Varför?' };
  it('workplace and the own question are required when asked; dietary needs may be empty', () => {
    expect(validateRegistration(all, {})).toEqual({ workplace: 'WORKPLACE_REQUIRED', answer: 'ANSWER_REQUIRED' });
    expect(validateRegistration(all, { workplace: 'Visby', answer: 'För att' })).toEqual({});
    expect(validateRegistration({ dietary: false, workplace: false, question: null }, {})).toEqual({});
  });
  it('lengths and control characters', () => {
    expect(validateRegistration(all, { dietary: 'x'.repeat(501), workplace: 'x'.repeat(201), answer: 'x'.repeat(2001) }))
      .toEqual({ dietary: 'DIETARY_TOO_LONG', workplace: 'WORKPLACE_TOO_LONG', answer: 'ANSWER_TOO_LONG' });
    expect(validateRegistration(all, { workplace: 'a\u0007', answer: 'ok' })).toEqual({ workplace: 'TEXT_HAS_CONTROL_CHARACTERS' });
  });
  it('the body is exactly three optional strings: nothing coerced, nothing unknown', () => {
    expect(isRegistrationInput({})).toBe(true);
    expect(isRegistrationInput({ dietary: 'a', workplace: 'b', answer: 'c' })).toBe(true);
    expect(isRegistrationInput({ dietary: 1 })).toBe(false);
    expect(isRegistrationInput({ other: 'x' })).toBe(false);
    expect(isRegistrationInput([])).toBe(false);
    expect(isRegistrationInput(null)).toBe(false);
  });
  it('the course form: seats 1–10 000 whole, question at most 500', () => {
    expect(validateSeatsAndQuestions(1, undefined)).toEqual({});
    expect(validateSeatsAndQuestions(null, undefined)).toEqual({});
    expect(validateSeatsAndQuestions(0, undefined)).toEqual({ seats: 'SEATS_INVALID' });
    expect(validateSeatsAndQuestions(10_001, undefined)).toEqual({ seats: 'SEATS_INVALID' });
    expect(validateSeatsAndQuestions(1.5, { dietary: false, workplace: false, question: 'x'.repeat(501) })).toEqual({ seats: 'SEATS_INVALID', question: 'QUESTION_TOO_LONG' });
    expect(areSeatsAndQuestionsWellFormed({ seats: '3' })).toBe(false);
    expect(areSeatsAndQuestionsWellFormed({ seats: 3, questions: { dietary: true, workplace: false, question: null } })).toBe(true);
    expect(areSeatsAndQuestionsWellFormed({ questions: { dietary: true, workplace: false, question: null, x: 1 } })).toBe(false);
  });
});

const participant = (overrides: Partial<CourseParticipant> = {}): CourseParticipant => ({
  user_id: 'u1', name: 'Anna Lindqvist', member_number: '1001', protected_identity: false, email: 'anna@example.se', status: 'registered', place: null,
  registered_at: '2026-11-20T09:30:00.000Z', dietary: 'Vegetarisk', workplace: 'Visby', answer: 'Ja', ...overrides,
});

describe('the answers as stored: only what the course asks, trimmed, empty as none', () => {
  it('keeps the asked answers, trimmed', () => {
    expect(registrationAnswers({ dietary: true, workplace: true, question: 'Varför?' }, { dietary: ' Vegan ', workplace: 'Visby', answer: ' För att ' }))
      .toEqual({ dietary: 'Vegan', workplace: 'Visby', answer: 'För att' });
  });
  it('drops what the course does not ask, and blank or missing answers', () => {
    expect(registrationAnswers({ dietary: false, workplace: false, question: null }, { dietary: 'Vegan', workplace: 'Visby', answer: 'Ja' }))
      .toEqual({ dietary: null, workplace: null, answer: null });
    expect(registrationAnswers({ dietary: true, workplace: true, question: 'Varför?' }, { dietary: '  ', answer: '' }))
      .toEqual({ dietary: null, workplace: null, answer: null });
  });
  it('the course\'s question as stored: trimmed, blank as none; nothing asked by default', () => {
    expect(normalQuestions({ dietary: true, workplace: false, question: '  Varför?  ' })).toEqual({ dietary: true, workplace: false, question: 'Varför?' });
    expect(normalQuestions({ dietary: false, workplace: true, question: '   ' })).toEqual({ dietary: false, workplace: true, question: null });
    expect(normalQuestions(undefined)).toEqual({ dietary: false, workplace: false, question: null });
  });
});

describe('the SPA\'s sign-up button: a course of one of the user\'s associations, or of everyone', () => {
  const user = { workAssociation: { id: 'w' }, psychologyAssociations: [{ id: 'p' }], nationalAssociations: [{ id: 'n' }] };
  const course = (...ids: string[]) => ({ organizations: ids.map((id) => ({ id })) });
  it('the work association, a psychology or a national association counts', () => {
    for (const id of ['w', 'p', 'n']) expect(userMaySignUpFor(user, course(id))).toBe(true);
    expect(userMaySignUpFor(user, course())).toBe(true);
  });
  it('another association does not; nor does a missing work association', () => {
    expect(userMaySignUpFor(user, course('x'))).toBe(false);
    expect(userMaySignUpFor({ ...user, workAssociation: null }, course('w'))).toBe(false);
  });
});

describe('protected identity: a protected member\'s registration shows as name and member number only', () => {
  it('redacts for everyone but the member', () => {
    const p = participant({ protected_identity: true });
    expect(participantAsSeen('someone', p)).toEqual({ ...p, email: null, dietary: null, workplace: null, answer: null });
    expect(participantAsSeen('u1', p)).toBe(p);
    expect(participantAsSeen('someone', participant())).toEqual(participant());
  });
});

describe('the participant list as CSV', () => {
  it('neutralises formulas: cells starting with = + - @ get an apostrophe', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+46 70')).toBe("'+46 70");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('Anna')).toBe('Anna');
    expect(csvCell(null)).toBe('');
    expect(csvCell(3)).toBe('3');
  });
  it('quotes separators, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('säger "hej"')).toBe('"säger ""hej"""');
    expect(csvCell('rad 1\nrad 2')).toBe('"rad 1\nrad 2"');
    expect(csvCell('Lindqvist, Anna')).toBe('"Lindqvist, Anna"');
    expect(csvCell('rad 1\rrad 2')).toBe('"rad 1\rrad 2"');
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
    expect(csvCell('=a;"b"')).toBe('"\'=a;""b"""');
  });
  it('a BOM, a header, participants then the waiting list, CRLF lines', () => {
    const csv = participantsCsv([participant()], [participant({ user_id: 'u2', name: 'Åsa Öberg', status: 'waiting', place: 1 })], () => '2026-11-20 10:30');
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Status;Plats i kön;Namn;Medlemsnummer;E-post;Anmäld;Kostönskemål;Arbetsplats;Svar på kursens fråga',
      'Deltagare;;Anna Lindqvist;1001;anna@example.se;2026-11-20 10:30;Vegetarisk;Visby;Ja',
      'Väntelista;1;Åsa Öberg;1001;anna@example.se;2026-11-20 10:30;Vegetarisk;Visby;Ja',
      '',
    ]);
  });
});

describe('issue 25: the sign-up answers, each rule at its edge', () => {
  const all = { dietary: true, workplace: true, question: 'Varför?' };
  it('a blank workplace or answer (only spaces) counts as not answered', () => {
    expect(validateRegistration(all, { workplace: '   ', answer: ' \n ' })).toEqual({ workplace: 'WORKPLACE_REQUIRED', answer: 'ANSWER_REQUIRED' });
  });
  it('answers of exactly the maximum length (500, 200, 2000) are accepted', () => {
    expect(validateRegistration(all, { dietary: 'x'.repeat(500), workplace: 'x'.repeat(200), answer: 'x'.repeat(2000) })).toEqual({});
  });
  it('dietary needs the course does not ask about are not validated (they are not stored either)', () => {
    expect(validateRegistration({ ...all, dietary: false }, { dietary: 'x'.repeat(501), workplace: 'Visby', answer: 'Ja' })).toEqual({});
    expect(validateRegistration({ ...all, dietary: false }, { dietary: 'a\u0007', workplace: 'Visby', answer: 'Ja' })).toEqual({});
  });
});

describe('the secretariat\'s course settings: seats a whole number 1–10 000 or none, the question at most 500 characters', () => {
  it('no seats given (undefined) means no limit, not an invalid number', () => {
    expect(validateSeatsAndQuestions(undefined, undefined)).toEqual({});
  });
  it('10 000 seats and a question of exactly 500 characters are accepted', () => {
    expect(validateSeatsAndQuestions(10_000, { dietary: false, workplace: false, question: 'x'.repeat(500) })).toEqual({});
  });
  it('a question with control characters is refused', () => {
    expect(validateSeatsAndQuestions(null, { dietary: false, workplace: false, question: 'Varför\u0000?' })).toEqual({ question: 'TEXT_HAS_CONTROL_CHARACTERS' });
  });
  it('a course without a question stores none; dietary and workplace are kept as given', () => {
    expect(normalQuestions({ dietary: true, workplace: false, question: null })).toEqual({ dietary: true, workplace: false, question: null });
  });
});

describe('the sign-up body is an object of at most three strings: nothing else is accepted', () => {
  it('a string, a number or undefined is not a body', () => {
    for (const body of ['', 'dietary', 5, true, undefined]) expect(isRegistrationInput(body)).toBe(false);
  });
});

describe('the course\'s seats and questions as sent: seats a number or null, questions exactly their three fields', () => {
  const questions = { dietary: true, workplace: false, question: null };
  it('neither, either, or both may be left out; seats null means no limit', () => {
    expect(areSeatsAndQuestionsWellFormed({})).toBe(true);
    expect(areSeatsAndQuestionsWellFormed({ seats: 3 })).toBe(true);
    expect(areSeatsAndQuestionsWellFormed({ questions })).toBe(true);
    expect(areSeatsAndQuestionsWellFormed({ seats: null, questions })).toBe(true);
  });
  it('the question may be a text', () => {
    expect(areSeatsAndQuestionsWellFormed({ questions: { ...questions, question: 'Varför?' } })).toBe(true);
  });
  it('a body that is not an object is refused, without an error', () => {
    for (const body of [null, undefined, [], 'seats', 3]) expect(areSeatsAndQuestionsWellFormed(body)).toBe(false);
  });
  it('questions that are not an object, or whose fields have the wrong types, are refused', () => {
    expect(areSeatsAndQuestionsWellFormed({ questions: null })).toBe(false);
    expect(areSeatsAndQuestionsWellFormed({ questions: [] })).toBe(false);
    expect(areSeatsAndQuestionsWellFormed({ questions: { ...questions, dietary: 'ja' } })).toBe(false);
    expect(areSeatsAndQuestionsWellFormed({ questions: { ...questions, workplace: 1 } })).toBe(false);
    expect(areSeatsAndQuestionsWellFormed({ questions: { ...questions, question: 5 } })).toBe(false);
    expect(areSeatsAndQuestionsWellFormed({ questions: { dietary: true, workplace: false } })).toBe(false);
  });
});

describe('protected identity: every one of e-mail, dietary needs, workplace and answer is hidden, whichever alone is given', () => {
  const only = { email: null, dietary: null, workplace: null, answer: null };
  it.each([
    ['e-mail', { email: 'anna@example.se' }],
    ['dietary needs', { dietary: 'Vegetarisk' }],
    ['workplace', { workplace: 'Visby' }],
    ['answer', { answer: 'Ja' }],
  ])('only the %s given: hidden from others', (_, given) => {
    const p = participant({ protected_identity: true, ...only, ...given });
    expect(participantAsSeen('someone', p)).toEqual({ ...p, ...only });
    expect(participantAsSeen('u1', p)).toBe(p);
  });
});
