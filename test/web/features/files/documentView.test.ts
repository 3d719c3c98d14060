import { makeStore } from '../../../../src/app/store';
import { navigated } from '../../../../src/app/navigation/navigationSlice';
import { documentFiltersChanged, documentFiltersCleared, documentSortRequested } from '../../../../src/features/files/filesSlice';
import { selectDocumentFilters, selectDocumentSort } from '../../../../src/features/files/selectors';

const toDocuments = (search: string) => navigated({ pathname: '/dokument', search, routeId: 'documents', params: {} });

describe("a document list's view is its URL (ARCHITECTURE §3 \"A list's view\")", () => {
  test('the view follows the URL of a document route, and only it', () => {
    const store = makeStore();
    store.dispatch(toDocuments('?tagg=Protokoll&sok=budget&sortera=fileName&ordning=stigande'));
    expect(selectDocumentFilters(store.getState())).toEqual({ tag: 'Protokoll', visibility: 'all', text: 'budget' });
    expect(selectDocumentSort(store.getState())).toEqual({ column: 'fileName', direction: 'asc' });
    store.dispatch(navigated({ pathname: '/nyheter', search: '?sok=x', routeId: 'news', params: {} }));
    expect(selectDocumentFilters(store.getState()).text).toBe('budget');
    store.dispatch(toDocuments(''));
    expect(selectDocumentFilters(store.getState())).toEqual({ tag: null, visibility: 'all', text: '' });
  });

  test("a user's change leaves the view to the navigation it causes; typed text shows at once", () => {
    const store = makeStore();
    store.dispatch(toDocuments('?tagg=Protokoll'));
    store.dispatch(documentFiltersChanged({ tag: 'Övrigt' }));
    store.dispatch(documentSortRequested('fileName'));
    expect(selectDocumentFilters(store.getState()).tag).toBe('Protokoll');
    expect(selectDocumentSort(store.getState()).column).toBe('uploadedAt');
    store.dispatch(documentFiltersChanged({ text: 'års ' }));
    expect(selectDocumentFilters(store.getState()).text).toBe('års ');
    // The URL drops the trailing blank: the box keeps what was typed.
    store.dispatch(toDocuments('?tagg=Protokoll&sok=%C3%A5rs'));
    expect(selectDocumentFilters(store.getState()).text).toBe('års ');
    store.dispatch(documentFiltersCleared());
    expect(selectDocumentFilters(store.getState())).toEqual({ tag: 'Protokoll', visibility: 'all', text: '' });
  });
});
