import type { Http, HttpResult } from '../../api/http';
import type { Page, PortalConfig } from '../../api/types';

/** CMS pages on the content host: public, no token (the footer shows them on signed-out pages). */
export interface PagesApi {
  getPages(): Promise<HttpResult<Page[]>>;
  getPage(slug: string): Promise<HttpResult<Page>>;
}

export function createPagesApi(http: Http, config: PortalConfig): PagesApi {
  return {
    getPages: () => http.get<Page[]>(`${config.contentUrl}/pages`, { auth: false }),
    getPage: (slug) => http.get<Page>(`${config.contentUrl}/pages/${encodeURIComponent(slug)}`, { auth: false }),
  };
}
