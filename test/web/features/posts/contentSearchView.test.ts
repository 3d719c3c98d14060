import { rootReducer } from '../../../../src/app/reducers';
import { navigated } from '../../../../src/app/navigation/navigationSlice';
import { newsSearchChanged, moreNewsShown } from '../../../../src/features/posts/postsSlice';
import { courseSearchChanged } from '../../../../src/features/courses/coursesSlice';

/** Issue 27: a news or course list's search is its URL's ?sok=; the store follows the URL, one direction. */
const to = (pathname: string, search: string, routeId: string) => navigated({ pathname, search, routeId, params: {} });
const initial = () => rootReducer(undefined, { type: 'test/init' });

describe('the news and course searches follow the URL (issue 27)', () => {
  test('a news list opened with ?sok= has that search, and starts at its first page', () => {
    const shownMore = [moreNewsShown(), moreNewsShown()].reduce(rootReducer, initial());
    const state = rootReducer(shownMore, to('/aktuellt', '?sok=kongress', 'news'));
    expect(state.posts.query).toBe('kongress');
    expect(state.posts.shown).toBe(initial().posts.shown);
  });

  test('back to the news list without ?sok= clears the search; typing alone is a draft the URL follows later', () => {
    const typed = rootReducer(initial(), newsSearchChanged('lön '));
    expect(typed.posts.query).toBe('lön ');
    expect(rootReducer(typed, to('/aktuellt', '?sok=l%C3%B6n+', 'news')).posts.query).toBe('lön ');
    expect(rootReducer(typed, to('/aktuellt', '', 'news')).posts.query).toBe('');
  });

  test('another route\'s ?sok= is not the news search (the results page /sok, a case list)', () => {
    const typed = rootReducer(initial(), newsSearchChanged('lön'));
    expect(rootReducer(typed, to('/sok', '?q=x&sok=y', 'searchResults')).posts.query).toBe('lön');
    expect(rootReducer(typed, to('/arenden/mina', '?sok=y', 'memberCases')).posts.query).toBe('lön');
  });

  test('a course list opened with ?sok= has that search; without it, none', () => {
    const state = rootReducer(initial(), to('/kurser', '?sok=Malm%C3%B6', 'courses'));
    expect(state.courses.query).toBe('Malmö');
    const typed = rootReducer(state, courseSearchChanged('KBT'));
    expect(rootReducer(typed, to('/kurser', '', 'courses')).courses.query).toBe('');
    expect(rootReducer(typed, to('/aktuellt', '', 'news')).courses.query).toBe('KBT');
  });
});
