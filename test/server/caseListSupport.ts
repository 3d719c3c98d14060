import type { CaseListDelta, CaseListItem, CaseListResponse } from '../../src/api/types';
import { fromCaseListEntries } from '../../src/domain/caseListWire';

/** Case/GetAll's body with its lean entries read back as the SPA reads them (issue 13). */
export function readList(body: unknown): Omit<CaseListResponse, 'cases'> & { cases: CaseListItem[] } {
  const response = body as CaseListResponse;
  return { ...response, cases: fromCaseListEntries(response.cases, response) };
}

/** A delta's body with its entries read back (the titles do not matter here: the codes read as themselves). */
export function readDelta(body: unknown): Omit<CaseListDelta, 'cases'> & { cases: CaseListItem[] } {
  const delta = body as CaseListDelta;
  return { ...delta, cases: fromCaseListEntries(delta.cases, { codes: delta.codes, caseTypes: delta.caseTypes ?? [], tags: delta.tags }) };
}
