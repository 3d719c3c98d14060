import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedInState } from '../../support/renderApp';
import { demoUsers, SKANE } from '../../support/users';
import { matchPath } from '../../support/fakeServices';
import { makeStore, type RootState } from '../../../../src/app/store';
import { selectionsFromRoute } from '../../../../src/app/navigation/navigationSlice';
import type { User } from '../../../../src/api/types';
import type { Course, CourseRegistrations, MyCourseRegistration } from '../../../../src/api/contentTypes';
import { initialCourseRegistrationState, type CourseRegistrationState } from '../../../../src/features/courses/courseRegistrationSlice';
import { course } from '../posts/contentFixtures';

const initial = makeStore().getState();
const kanslist: User = demoUsers.kanslist;
const DAY = 24 * 3600_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const dateIn = (days: number) => inDays(days).slice(0, 10);
const upcoming = (id: string, overrides: Partial<Course> = {}) =>
  course(id, { starts_at: inDays(30), ends_at: inDays(30.3), last_application_date: dateIn(20), seats: 10, seats_left: 4, ...overrides });
const registration = (overrides: Partial<MyCourseRegistration> = {}): MyCourseRegistration => ({
  status: 'registered', place: null, offered: false, registered_at: '2026-11-20T10:00:00.000Z', dietary: null, workplace: null, answer: null, ...overrides,
});

function stateWith(courses: Course[], registrationState: Partial<CourseRegistrationState> = {}): Partial<RootState> {
  return {
    courses: { ...initial.courses, list: courses, listStatus: 'success', byId: Object.fromEntries(courses.map((c) => [c.id, { status: 'success', course: c, error: null }])) },
    courseRegistration: { ...initialCourseRegistrationState, ...registrationState },
  };
}

async function openAt(path: string, user: User = demoUsers.medlem, extra: Partial<RootState> = {}) {
  const { routeId, params } = matchPath(path);
  return renderApp(path, signedInState(user, { ...extra, navigation: { ...initial.navigation, selections: selectionsFromRoute(routeId, params) } }));
}

describe('the course page: \'Anmäl dig\' (issue 25)', () => {
  test('until the last application date, with the seats and the course\'s questions', async () => {
    const c = upcoming('c1', { questions: { dietary: true, workplace: true, question: 'Vad vill du lära dig?' } });
    const { actions } = await openAt('/kurser/c1', demoUsers.medlem, stateWith([c]));
    expect(screen.getByText('10 platser, 4 lediga')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Anmälan' });
    expect(within(form).getByLabelText('Kostönskemål (valfritt)')).toBeInTheDocument();
    expect(within(form).getByLabelText('Arbetsplats')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Vad vill du lära dig?'), 'Mer');
    await userEvent.click(within(form).getByRole('button', { name: 'Anmäl dig' }));
    expect(actions.map((a) => a.type)).toContain('courseRegistration/signUpSubmitted');
  });

  test('GOV.UK\'s error summary: every problem a link to its field, each field with its Swedish error', async () => {
    const c = upcoming('c1', { questions: { dietary: false, workplace: true, question: 'Vad vill du lära dig?' } });
    await openAt('/kurser/c1', demoUsers.medlem, stateWith([c], {
      form: { courseId: 'c1', answers: { dietary: '', workplace: '', answer: '' }, status: 'editing', fieldErrors: { workplace: 'WORKPLACE_REQUIRED', answer: 'ANSWER_REQUIRED' }, errorCode: null, attempt: 1 },
    }));
    const summary = screen.getByRole('alert', { name: 'Det finns ett problem' });
    expect(within(summary).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Skriv din arbetsplats.', '#signup-workplace'], ['Svara på frågan.', '#signup-answer'],
    ]);
    expect(summary).toHaveFocus();
    const workplace = screen.getByLabelText('Arbetsplats');
    expect(workplace).toHaveAttribute('aria-invalid', 'true');
    expect(workplace).toHaveAccessibleDescription(/Fel: Skriv din arbetsplats\.$/);
    await userEvent.click(within(summary).getByRole('link', { name: 'Svara på frågan.' }));
    expect(screen.getByLabelText('Vad vill du lära dig?')).toHaveFocus();
  });

  test('a full course says the sign-up goes to the waiting list', async () => {
    await openAt('/kurser/c1', demoUsers.medlem, stateWith([upcoming('c1', { seats: 5, seats_left: 0, waiting_count: 2 })]));
    expect(screen.getByText('5 platser, alla bokade, 2 på väntelistan')).toBeInTheDocument();
    expect(screen.getByText(/Kursen är fullbokad. Du kan ställa dig på väntelistan/)).toBeInTheDocument();
    // Issue 34: the button says what it does.
    expect(screen.getByRole('button', { name: 'Ställ dig på väntelistan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anmäl dig' })).toBeNull();
  });

  test('after the last application date, no \'Anmäl dig\'', async () => {
    await openAt('/kurser/c1', demoUsers.medlem, stateWith([upcoming('c1', { last_application_date: dateIn(-1) })]));
    expect(screen.getByText('Anmälan är stängd.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anmäl dig' })).toBeNull();
  });

  test('only those who may see it by spec §5 are offered to sign up', async () => {
    const skane = upcoming('c1', { organizations: [{ id: SKANE, name: 'Psykologföreningen i Region Skåne', kind: 'psychology' }] });
    await openAt('/kansliet/kurser/c1', kanslist, stateWith([{ ...skane, can_edit: true }]));
    expect(screen.getByText(/Du kan inte anmäla dig/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anmäl dig' })).toBeNull();
  });

  test('signed up: the confirmation in the page, the answers, and \'Avanmäl dig\' until the course starts', async () => {
    const c = upcoming('c1', { questions: { dietary: true, workplace: false, question: null }, registration: registration({ dietary: 'Vegetarisk' }) });
    const { actions } = await openAt('/kurser/c1', demoUsers.medlem, stateWith([c], { notice: { courseId: 'c1', kind: 'registered', place: null } }));
    expect(screen.getByText('Tack, du är anmäld!').parentElement).toHaveFocus();
    expect(screen.getByText('Du är anmäld till kursen.')).toBeInTheDocument();
    expect(screen.getByText('Vegetarisk').previousElementSibling).toHaveTextContent('Kostönskemål');
    await userEvent.click(screen.getByRole('button', { name: 'Avanmäl dig' }));
    expect(actions.map((a) => a.type)).toContain('courseRegistration/cancelRequested');
  });

  test('on the waiting list: the place; a seat from the waiting list is told', async () => {
    const waiting = await openAt('/kurser/c1', demoUsers.medlem, stateWith([upcoming('c1', { registration: registration({ status: 'waiting', place: 2 }) })]));
    expect(screen.getByText('Du står på väntelistan, plats 2. Du får en plats om någon avanmäler sig.')).toBeInTheDocument();
    waiting.unmount();
    await openAt('/kurser/c1', demoUsers.medlem, stateWith([upcoming('c1', { registration: registration({ offered: true }) })]));
    expect(screen.getByText('Du har fått en plats på kursen från väntelistan.')).toBeInTheDocument();
  });

  test('once the course has started, no \'Avanmäl dig\'', async () => {
    await openAt('/kurser/c1', demoUsers.medlem, stateWith([upcoming('c1', { starts_at: inDays(-0.1), registration: registration() })]));
    expect(screen.getByText('Du är anmäld till kursen.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Avanmäl dig' })).toBeNull();
  });
});

describe('the secretariat\'s participants', () => {
  const list: CourseRegistrations = {
    course_id: 'c1', seats: 1,
    participants: [{ user_id: 'u1', name: 'Anna Lindqvist', member_number: '1001', protected_identity: false, email: 'anna@example.se', status: 'registered', place: null, registered_at: '2026-11-20T10:00:00.000Z', dietary: 'Glutenfri', workplace: null, answer: null }],
    waiting: [{ user_id: 'u2', name: 'Nils Åkesson', member_number: '1002', protected_identity: true, email: null, status: 'waiting', place: 1, registered_at: '2026-11-21T10:00:00.000Z', dietary: null, workplace: null, answer: null }],
  };

  test('participants, the waiting list with its places, a protected identity by name and member number only, remove and export', async () => {
    const c = upcoming('c1', { can_edit: true, seats: 1, seats_left: 0, questions: { dietary: true, workplace: false, question: null } });
    const { actions } = await openAt('/kansliet/kurser/c1', kanslist, stateWith([c], { participants: { c1: { status: 'success', data: list } } }));
    const section = screen.getByRole('region', { name: 'Deltagare' });
    expect(within(section).getByText('Bokade platser: 1 av 1')).toBeInTheDocument();
    const [participants, waiting] = within(section).getAllByRole('table');
    expect(within(participants).getByRole('rowheader', { name: 'Anna Lindqvist' })).toBeInTheDocument();
    expect(within(participants).getByText('Glutenfri')).toBeInTheDocument();
    const row = within(waiting).getByRole('rowheader', { name: 'Nils Åkesson' }).closest('tr')!;
    expect(within(row).getByText('1002')).toBeInTheDocument();
    expect(within(row).getByText('Skyddad identitet: bara namn och medlemsnummer visas.')).toBeInTheDocument();
    await userEvent.click(within(participants).getByRole('button', { name: 'Ta bort Anna Lindqvist' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Exportera deltagarlistan (CSV)' }));
    expect(actions.filter((a) => a.type.startsWith('courseRegistration/')).map((a) => [a.type, a.payload])).toEqual([
      ['courseRegistration/removeRequested', { courseId: 'c1', userId: 'u1', name: 'Anna Lindqvist' }],
      ['courseRegistration/exportRequested', { courseId: 'c1' }],
    ]);
  });

  test('members never see the participant list', async () => {
    await openAt('/kurser/c1', demoUsers.medlem, stateWith([upcoming('c1')], { participants: { c1: { status: 'success', data: list } } }));
    expect(screen.queryByRole('region', { name: 'Deltagare' })).toBeNull();
  });
});

describe('\'Mina anmälningar\'', () => {
  const mine = [
    upcoming('c1', { title: 'Kurs med plats', registration: registration() }),
    upcoming('c2', { title: 'Kurs med kö', starts_at: inDays(40), ends_at: inDays(40.3), registration: registration({ status: 'waiting', place: 3 }) }),
    upcoming('c3', { title: 'Inte anmäld' }),
  ];

  test('issue 34: a page of its own, /kurser/mina-anmalningar: the seats, then the waiting places with their place in the queue', async () => {
    await openAt('/kurser/mina-anmalningar', demoUsers.medlem, stateWith(mine));
    expect(screen.getByRole('heading', { level: 1, name: 'Mina anmälningar' })).toBeInTheDocument();
    const seats = screen.getByRole('list', { name: 'Du har plats' });
    expect(within(seats).getAllByRole('link').map((a) => a.textContent)).toEqual(['Kurs med plats']);
    expect(within(seats).getByText('Anmäld')).toBeInTheDocument();
    const waiting = screen.getByRole('list', { name: 'Du står på väntelistan' });
    expect(within(waiting).getByText('Väntelista, plats 3')).toBeInTheDocument();
    expect(within(waiting).getByRole('link')).toHaveAttribute('href', '/kurser/c2');
  });

  test('on /kurser: a link to the page, with the count', async () => {
    await openAt('/kurser', demoUsers.medlem, stateWith(mine));
    expect(screen.getByRole('link', { name: 'Mina anmälningar (2)' })).toHaveAttribute('href', '/kurser/mina-anmalningar');
  });

  test('on Min översikt', async () => {
    const state = stateWith(mine);
    await openAt('/', demoUsers.medlem, { ...state, cases: { ...initial.cases, status: 'success' }, posts: { ...initial.posts, listStatus: 'success' } });
    const section = await screen.findByRole('region', { name: 'Mina anmälningar' });
    expect(within(section).getAllByRole('link').map((a) => a.textContent)).toEqual(['Alla mina anmälningar', 'Kurs med plats', 'Kurs med kö']);
  });

  test('no section without sign-ups', async () => {
    await openAt('/kurser', demoUsers.medlem, stateWith([upcoming('c3')]));
    expect(screen.queryByRole('link', { name: /Mina anmälningar/ })).toBeNull();
  });
});
