import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app';
import { loadUser } from '../auth/loadUser';
import { listAssociations, membershipRole, organisationRow, workplacesOf } from '../members/associationStore';
import { forbidden, notFound, unauthorized } from '../http/errors';
import { IdParams } from '../../src/api/shapes/common';
import { Association, AssociationsResponse, WorkplacesResponse } from '../../src/api/shapes/associations';
import { mayListAllAssociations, mayReadAssociation } from '../../src/domain/associationAccess';
import { swedishCompare } from '../../src/domain/sorting';

/**
 * Association/{id}/Get and Association/{id}/Workplaces/GetAll (spec §7), for the case list
 * filters and the workplace picker: only for users who belong to or handle the association
 * (src/domain/associationAccess.ts); anyone else gets the same 404 as for an unknown id.
 * Association/GetAll (ours, issue 12): every psychology and national association by name, for
 * the secretariat and the economists; anyone else a 403 ASSOCIATION_LIST_NOT_ALLOWED.
 */
export function associationRoutes({ db }: AppDeps): FastifyPluginAsync {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    const readable = async (userId: string, associationId: string) => {
      const actor = await loadUser(db, userId);
      if (!actor) throw unauthorized();
      if (!mayReadAssociation(actor, associationId)) throw notFound('ASSOCIATION_NOT_FOUND');
      const org = await organisationRow(db, associationId);
      if (!org) throw notFound('ASSOCIATION_NOT_FOUND');
      return org;
    };

    app.get('/Association/GetAll', { schema: { response: { 200: AssociationsResponse } } }, async (request) => {
      const actor = await loadUser(db, request.userId);
      if (!actor) throw unauthorized();
      if (!mayListAllAssociations(actor)) throw forbidden('ASSOCIATION_LIST_NOT_ALLOWED');
      const rows = await listAssociations(db);
      const associations = rows.map((row) => ({ id: row.id, name: row.name, type: row.kind as 'psychology' | 'national' }));
      // Swedish order (å, ä, ö last), whatever the database's collation.
      associations.sort((a, b) => swedishCompare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      return { associations };
    });

    app.get('/Association/:id/Get', { schema: { params: IdParams, response: { 200: Association } } }, async (request) => {
      const org = await readable(request.userId, request.params.id);
      const membership = await membershipRole(db, request.userId, org.id);
      return { id: org.id, externalId: org.externalId, name: org.name, type: org.kind, role: membership?.role ?? null };
    });

    app.get('/Association/:id/Workplaces/GetAll', { schema: { params: IdParams, response: { 200: WorkplacesResponse } } }, async (request) => {
      const org = await readable(request.userId, request.params.id);
      const rows = await workplacesOf(db, org.id);
      return { workplaces: rows };
    });
  };
}
