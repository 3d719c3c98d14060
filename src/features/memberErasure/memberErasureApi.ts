import type { Http, HttpResult } from '../../api/http';
import type { MemberErasurePreview, MemberErasureResult, PortalConfig } from '../../api/types';

export interface MemberErasureApi {
  /** GET Members/{id}/Erasure: the member's standing and what an erasure would erase and keep. */
  preview(memberId: string): Promise<HttpResult<MemberErasurePreview>>;
  /** POST Members/{id}/Erase: erases a member who has left. */
  erase(memberId: string): Promise<HttpResult<MemberErasureResult>>;
}

export function createMemberErasureApi(http: Http, config: PortalConfig): MemberErasureApi {
  const api = config.apiUrl;
  const path = (memberId: string) => `${api}/Members/${encodeURIComponent(memberId)}`;
  return {
    preview: (memberId) => http.get<MemberErasurePreview>(`${path(memberId)}/Erasure`),
    erase: (memberId) => http.post<MemberErasureResult>(`${path(memberId)}/Erase`, {}),
  };
}
