import { harness, settle, ok } from '../support/fakeServices';
import { appStarted, sessionStarted, userIdChanged } from '../../../src/app/lifecycle';
import { selectFooterLinks } from '../../../src/features/pages/selectors';
import type { Page } from '../../../src/api/types';

const pages: Page[] = [
  { slug: 'om-portalen', key: 'about', link_text: 'Om portalen', title: 'Om Medlemsportalen', body: 'Text', external_url: null },
  { slug: 'bli-medlem', key: 'membership', link_text: 'Bli medlem', title: 'Bli medlem', body: '', external_url: 'https://example.org/medlem' },
];

describe('spec §2 footer: links to the CMS pages', () => {
  test('the page list loads at start, without a token, and becomes footer links', async () => {
    const h = harness();
    h.api.pages.getPages.mockResolvedValue(ok(pages));
    h.store.dispatch(appStarted());
    await settle();
    expect(h.state().pages.listStatus).toBe('success');
    expect(selectFooterLinks(h.state())).toEqual([
      { key: 'om-portalen', text: 'Om portalen', href: '/sidor/om-portalen', external: false },
      { key: 'bli-medlem', text: 'Bli medlem', href: 'https://example.org/medlem', external: true },
    ]);
  });

  test('the list is public: neither the session nor a user loads it again', async () => {
    const h = harness();
    h.api.pages.getPages.mockResolvedValue(ok(pages));
    h.store.dispatch(appStarted());
    await settle();
    h.store.dispatch(sessionStarted());
    h.store.dispatch(userIdChanged({ previousUserId: null, userId: 'u1' }));
    h.store.dispatch(userIdChanged({ previousUserId: 'u1', userId: 'u2' }));
    await settle();
    expect(h.api.pages.getPages).toHaveBeenCalledTimes(1);
  });

  test('issue 21: a session that starts while the start\'s load is under way (F5, a deep link) keeps it: the footer gets its links', async () => {
    const h = harness();
    let answer!: (value: ReturnType<typeof ok<Page[]>>) => void;
    h.api.pages.getPages.mockReturnValueOnce(new Promise((resolve) => { answer = resolve; }));
    h.store.dispatch(appStarted());
    h.store.dispatch(sessionStarted());
    await settle();
    answer(ok(pages));
    await settle();
    expect(h.state().pages.listStatus).toBe('success');
    expect(selectFooterLinks(h.state())).toHaveLength(2);
    expect(h.api.pages.getPages).toHaveBeenCalledTimes(1);
  });

  test('a start whose load failed loads the list again with the session', async () => {
    const h = harness();
    h.api.pages.getPages.mockRejectedValueOnce(new Error('Network failure')).mockResolvedValue(ok(pages));
    h.store.dispatch(appStarted());
    await settle();
    expect(h.state().pages.listStatus).not.toBe('success');
    h.store.dispatch(sessionStarted());
    await settle();
    expect(h.state().pages.listStatus).toBe('success');
    expect(h.api.pages.getPages).toHaveBeenCalledTimes(2);
  });
});
