/** Issue 37, retention: what the case page shows of it, and the legal hold calls: declared once, as schemas (./shapes/cases.ts). Re-exported from ./types. */
export type { CaseRetention, LegalHold, LegalHoldResponse } from './shapes/cases';
