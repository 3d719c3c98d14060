import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../app';
import { notFound } from '../http/errors';
import { actorOf, allow, viewableCase } from '../cases/handling/caseRecord';
import { withLockedCase } from '../cases/handling/handlingStore';
import { legalHoldFor } from '../retention/caseRetention';
import { liftLegalHold, placeLegalHold } from '../retention/retentionStore';
import { IdParams as idParams } from '../../src/api/shapes/common';
import * as S from '../../src/api/shapes/cases';
import { mayReadNotesAndAuditLogs } from '../../src/domain/caseAccess';
import { LegalHoldEvent, mayHoldCase } from '../../src/domain/retention';
import { writeAuditEvent } from '../cases/handling/audit';
import type { LegalHoldResponse } from '../../src/api/types';

/**
 * Issue 37, the legal hold: the secretariat's management (canManageSecretariat) keeps a case from
 * the retention job, and lets it go again. A case the caller may not view is a 404 as everywhere;
 * one they view without the right, 403 LEGAL_HOLD_NOT_ALLOWED. The write locks the case row, as
 * the retention job's erasure does, so a hold and an erasure of one case never cross.
 */
export function caseRetentionRoutes({ db }: AppContext): FastifyPluginAsync {
  const hold = (place: boolean) => async (request: FastifyRequest<{ Params: { id: string } }>): Promise<LegalHoldResponse> => {
    const actor = await actorOf(db, request);
    const record = await viewableCase(db, actor, request.params.id);
    allow(mayHoldCase(actor), 'LEGAL_HOLD_NOT_ALLOWED');
    await withLockedCase(db, record.id, async (trx, current) => {
      if (!current) throw notFound('CASE_NOT_FOUND');
      const at = new Date();
      const changed = place ? await placeLegalHold(trx, record.id, actor.id, at) : await liftLegalHold(trx, record.id);
      // Who placed and lifted a hold stays in the case's audit log (for those who read it).
      if (changed) await writeAuditEvent(trx, record.id, place ? LegalHoldEvent.PLACED : LegalHoldEvent.LIFTED, actor.id, {}, at);
    });
    return { legalHold: await legalHoldFor(db, record.id, mayReadNotesAndAuditLogs(actor, record)) };
  };
  const place = hold(true);
  const lift = hold(false);

  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    app.post('/Case/:id/LegalHold', { schema: { response: { 200: S.LegalHoldResponse }, params: idParams } },
      place);
    app.post('/Case/:id/LegalHold/Lift', { schema: { response: { 200: S.LegalHoldResponse }, params: idParams } },
      lift);
  };
}
