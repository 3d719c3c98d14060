import type { CaseListItem, CaseListResponse } from '../../src/api/types';
import { fromCaseListEntries } from '../../src/domain/caseListWire';

/** Case/GetAll's body with its lean entries read back as the SPA reads them (issue 13). */
export function readList(body: unknown): Omit<CaseListResponse, 'cases'> & { cases: CaseListItem[] } {
  const response = body as CaseListResponse;
  return { ...response, cases: fromCaseListEntries(response.cases, response) };
}
