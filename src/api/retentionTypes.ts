/** Issue 37, retention: what the case page shows of it, and the legal hold calls. Re-exported from ./types. */
import type { UserRef } from './types';

/** A legal hold: the retention job keeps the case until it is lifted. `placedBy` only for those who may read the case's notes. */
export interface LegalHold {
  placedAt: string;
  placedBy: UserRef | null;
}

/** Case/Get's `retention`: the facts of the rule in src/domain/retention.ts (the SPA computes the date with it). */
export interface CaseRetention {
  /** When the case closed (ISO); null while it is open. */
  closedAt: string | null;
  /** The portal's CASE_RETENTION_DAYS. */
  retentionDays: number;
  legalHold: LegalHold | null;
  /** The caller may place and lift a hold (canManageSecretariat). */
  mayHold: boolean;
}

/** POST Case/{id}/LegalHold and POST Case/{id}/LegalHold/Lift. */
export interface LegalHoldResponse {
  legalHold: LegalHold | null;
}
