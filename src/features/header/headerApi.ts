import type { Http, HttpResult } from '../../api/http';
import type { AssociationsResponse, PortalConfig, Workplace } from '../../api/types';

/** GET Association/{id}/Workplaces/GetAll (spec §7): the workplaces for the 'Välj arbetsplats' picker. */
export interface WorkplacesResponseBody {
  workplaces: Workplace[];
}

export interface HeaderApi {
  getWorkplaces(associationId: string): Promise<HttpResult<WorkplacesResponseBody>>;
  /** GET Association/GetAll (ours, issue 12): every association, for the secretariat's 'Föreningar och nätverk'. */
  getAssociations(): Promise<HttpResult<AssociationsResponse>>;
}

export function createHeaderApi(http: Http, config: PortalConfig): HeaderApi {
  return {
    getWorkplaces: (associationId) =>
      http.get<WorkplacesResponseBody>(`${config.apiUrl}/Association/${encodeURIComponent(associationId)}/Workplaces/GetAll`),
    getAssociations: () => http.get<AssociationsResponse>(`${config.apiUrl}/Association/GetAll`),
  };
}
