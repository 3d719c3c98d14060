import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpResult } from '../../../src/api/http';
import { postsLoadFailed } from '../../../src/features/posts/postsSlice';
import { coursesLoadFailed } from '../../../src/features/courses/coursesSlice';
import { demoUsers, fail, flush, item, listResponse, ok, renderPortal, type CasesHarness } from './cases/support';
import { course, post } from './posts/contentFixtures';
import { act } from '@testing-library/react';

/**
 * Issue 34: every page that loads data can fail and retry, one pattern (ui/LoadFailed.tsx): the
 * message and 'Försök igen'; a list already shown stays with a note.
 */

const down = (): HttpResult<never> => fail(503, 'HTTP_503');

/** Content, documents and members calls: each fails until `up` is called, then answers. */
function contentApis(h: CasesHarness) {
  const state = { up: false };
  const answer = <T,>(data: T) => async () => (state.up ? ok(data) : down());
  const api = h.services.api as unknown as Record<string, unknown>;
  const posts = { getPosts: jest.fn(answer([post('p1', { title: 'Nyhet som kom' })])), getPost: jest.fn(), getTargets: jest.fn() };
  const courses = { getCourses: jest.fn(answer([course('k1', { title: 'Kurs som kom' })])), getCourse: jest.fn() };
  const files = { getFiles: jest.fn(answer({ files: [] })) };
  const members = { search: jest.fn(answer({ members: [], total: 0, page: 1, size: 20 })), getMember: jest.fn() };
  Object.assign(api, { posts, courses, files, members });
  return { state, posts, courses, files, members };
}

const retry = (name: RegExp | string = /^Försök igen/) => screen.getByRole('button', { name });

describe('issue 34: a failed load says so and offers "Försök igen"', () => {
  test('Min översikt: each section that failed has its own "Försök igen", and each loads its list again', async () => {
    const user = userEvent.setup();
    let casesUp = false;
    let apis!: ReturnType<typeof contentApis>;
    await renderPortal('/', {
      configure: (h) => {
        apis = contentApis(h);
        h.cases.getAll.mockImplementation(async () => (casesUp ? ok(listResponse([item(1, { title: 'Mitt ärende' })])) : down()));
      },
    });
    await flush();
    expect(screen.getAllByText('Det gick inte att hämta listan just nu.')).toHaveLength(3);
    apis.state.up = true;
    casesUp = true;
    await user.click(retry('Försök igen: Senaste nyheterna'));
    await flush();
    expect(screen.getByRole('link', { name: 'Nyhet som kom' })).toBeInTheDocument();
    await user.click(retry('Försök igen: Kommande kurser'));
    await flush();
    expect(screen.getByRole('link', { name: 'Kurs som kom' })).toBeInTheDocument();
    await user.click(retry('Försök igen: Mina ärenden'));
    await flush();
    expect(screen.getByRole('link', { name: 'Mitt ärende' })).toBeInTheDocument();
    expect(screen.queryByText('Det gick inte att hämta listan just nu.')).toBeNull();
  });

  test('Aktuellt: the failure, then the list after "Försök igen"; a failed refresh keeps the list with a note', async () => {
    const user = userEvent.setup();
    let apis!: ReturnType<typeof contentApis>;
    const h = await renderPortal('/aktuellt', { configure: (harness) => { apis = contentApis(harness); } });
    expect(screen.getByText('Det gick inte att hämta nyheterna.')).toBeInTheDocument();
    apis.state.up = true;
    const calls = apis.posts.getPosts.mock.calls.length;
    await user.click(retry());
    await flush();
    expect(apis.posts.getPosts.mock.calls.length).toBe(calls + 1);
    expect(screen.getByRole('link', { name: /Nyhet som kom/ })).toBeInTheDocument();
    await act(async () => { h.store.dispatch(postsLoadFailed({ message: 'Status 503', status: 'error' })); });
    expect(screen.getByText('Det gick inte att hämta nyheterna. Du ser det som hämtades senast.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Nyhet som kom/ })).toBeInTheDocument();
  });

  test('Kurser: the failure, then the list after "Försök igen"; a failed refresh keeps the list with a note', async () => {
    const user = userEvent.setup();
    let apis!: ReturnType<typeof contentApis>;
    const h = await renderPortal('/kurser', { configure: (harness) => { apis = contentApis(harness); } });
    expect(screen.getByText('Det gick inte att hämta kurserna.')).toBeInTheDocument();
    apis.state.up = true;
    await user.click(retry());
    await flush();
    expect(screen.getByRole('link', { name: /Kurs som kom/ })).toBeInTheDocument();
    await act(async () => { h.store.dispatch(coursesLoadFailed({ message: 'Status 503', status: 'error' })); });
    expect(screen.getByText(/Du ser det som hämtades senast/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Kurs som kom/ })).toBeInTheDocument();
  });

  test('Dokument: the failure, then the (empty) list after "Försök igen"', async () => {
    const user = userEvent.setup();
    let apis!: ReturnType<typeof contentApis>;
    await renderPortal('/dokument', { configure: (harness) => { apis = contentApis(harness); } });
    await flush();
    expect(screen.getByText('Det gick inte att hämta dokumenten.')).toBeInTheDocument();
    apis.state.up = true;
    const calls = apis.files.getFiles.mock.calls.length;
    await user.click(retry());
    await flush();
    expect(apis.files.getFiles.mock.calls.length).toBe(calls + 1);
    expect(screen.queryByText('Det gick inte att hämta dokumenten.')).toBeNull();
    expect(screen.getByText('Du har inga dokument')).toBeInTheDocument();
  });

  test('Sök medlem: the failure, then the answer after "Försök igen"', async () => {
    const user = userEvent.setup();
    let apis!: ReturnType<typeof contentApis>;
    await renderPortal('/medlemmar', { user: demoUsers.kanslist, configure: (harness) => { apis = contentApis(harness); } });
    await flush();
    expect(screen.getByText('Det gick inte att hämta medlemmarna.')).toBeInTheDocument();
    apis.state.up = true;
    await user.click(retry());
    await flush();
    expect(screen.queryByText('Det gick inte att hämta medlemmarna.')).toBeNull();
    expect(screen.getByText('Du har inga medlemmar')).toBeInTheDocument();
  });

  test('the retry is a button in the failure\'s box, not a link in a sentence', async () => {
    await renderPortal('/aktuellt', { configure: (harness) => { contentApis(harness); } });
    const box = screen.getByText('Det gick inte att hämta nyheterna.').closest('.load-failed') as HTMLElement;
    expect(within(box).getByRole('button', { name: 'Försök igen' })).toHaveClass('button');
  });
});
