import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../app';
import { loadUser } from '../auth/loadUser';
import { badRequest, forbidden, notFound, unauthorized } from '../http/errors';
import { caseTypeDtos, loadCatalogue } from '../cases/catalogue';
import { caseList, changesSince, etagMatches, etagOf, newListCaches } from '../cases/caseList';
import { acceptsGzip } from '../cases/gzipSegments';
import { representationVersion, specBody, wantsLean } from '../cases/specShape';
import { Coalescer } from '../cases/coalesce';
import { OpenPartBodies, openPartVersion, partCount, withRest } from '../cases/listPart';
import type { CaseListAnswer } from '../cases/caseList';
import { readMultipart, registerCaseMultipart, type MultipartPayload } from '../cases/multipart';
import { parseCreateRequest, storeNewCase } from '../cases/createCase';
import * as S from '../../src/api/shapes/cases';
import type { CaseListScope } from '../cases/visibility';
import { defaultCaseRole } from '../../src/domain/caseAccess';
import { resolveCaseContext } from '../cases/access';
import { caseTypesForAnotherUser, creatableCaseTypes, mayCreateForAnotherUser } from '../../src/domain/caseTypesForRole';
import { checkCaseCreate } from '../../src/domain/caseCreation';
import { caseAttachmentRules } from '../../src/domain/fileTypes';
import type { CaseListQuery, CaseTypesResponse, CaseUnreadResponse, CreatedCase, User } from '../../src/api/types';
import { watchedCaseLists } from '../../src/domain/caseHomes';

const caseListQuerySchema = S.CaseListQuery;
const caseTypesQuerySchema = S.CaseTypesQuery;
const userIdParams = S.UserIdParams;

/**
 * The case list and case creation calls of spec §7 (issue 4): Case/CaseTypes,
 * Case/CreateForAnotherUser/{userId}/CaseTypes, Case/GetAll, Case/Create, Case/CreateForAnotherUser.
 * Every rule comes from src/domain; request and response shapes are in src/api/types.ts.
 */
export function caseRoutes({ db, blobs: store, config, changes }: AppContext): FastifyPluginAsync {
  const listCaches = newListCaches();
  const listLooks = new Coalescer<CaseListAnswer>();
  const openPartBodies = new OpenPartBodies();
  /** The database clock less this process's, in seconds, as last read (an answer's validUntil is on the database clock). */
  let clockOffset = 0;

  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    await registerCaseMultipart(app);

    const me = async (request: FastifyRequest): Promise<User> => {
      const user = await loadUser(db, request.userId);
      if (!user) throw unauthorized();
      return user;
    };

    app.get('/Case/CaseTypes', { schema: { response: { 200: S.CaseTypesResponse }, querystring: caseTypesQuerySchema } }, async (request): Promise<CaseTypesResponse> => {
      const actor = await me(request);
      const context = await resolveCaseContext(db, actor, request.query);
      const catalogue = await loadCatalogue(db);
      const codes = creatableCaseTypes(actor, context.role, context.organisationId);
      return { caseTypes: caseTypeDtos(catalogue, codes, actor, context.role, { organisationId: context.organisationId }) };
    });

    app.get('/Case/CreateForAnotherUser/:userId/CaseTypes', { schema: { response: { 200: S.CaseTypesResponse }, params: userIdParams } }, async (request): Promise<CaseTypesResponse> => {
      const actor = await me(request);
      if (!mayCreateForAnotherUser(actor)) throw forbidden();
      const member = await loadUser(db, request.params.userId);
      if (!member) throw notFound('USER_NOT_FOUND');
      const catalogue = await loadCatalogue(db);
      return { caseTypes: caseTypeDtos(catalogue, caseTypesForAnotherUser(member), member, 'member', { forAnotherUser: true }) };
    });

    // The body is compressed here, from cached compressed parts (server/cases/caseList.ts).
    app.get('/Case/GetAll', {
      schema: { querystring: caseListQuerySchema },
      compress: false,
    }, async (request, reply) => {
      // Issue 21: the spec's shape by default, the lean entries when asked for (server/cases/specShape.ts).
      const lean = wantsLean(request.headers.accept);
      const { first } = request.query;
      if (first !== undefined && (request.query.part !== 'open' || request.query.since !== undefined || request.query.organisationId !== undefined || !lean)) {
        throw badRequest('VALIDATION_FAILED', { message: 'first: only with part=open and the lean form, without since or organisationId' });
      }
      // The caller, the context, the catalogue and the list's version (issue 13: a cheap 304). No
      // change-feed notice since the last answer (issue 26), and it stands without a query; else one
      // query tells whether anything was written since this list was last answered: nothing, and
      // the last answer stands (until a lock lapses); only cases, and the caller, context and
      // catalogue loaded then stand while the list's version is looked at again; otherwise all is
      // loaded afresh. Polls of one list that arrive together share one look (server/cases/coalesce.ts).
      const answer = await lookAtList(request, request.query);
      const encoding = acceptsGzip(request.headers['accept-encoding']) ? 'gzip' : 'identity';
      // Issue 38: the default view's first page, which the client shows before it asks for the part.
      if (first !== undefined) {
        const body = await answer.firstPage(first, encoding);
        if (encoding === 'gzip') reply.header('content-encoding', 'gzip');
        return reply.header('vary', 'accept-encoding, accept').type('application/json; charset=utf-8').send(body);
      }
      // Issue 26: the open part (lean) also tells what the closed part holds, and its ETag covers both.
      const closed = lean && request.query.part === 'open' ? await lookAtList(request, { ...request.query, part: 'closed' }) : null;
      const version = representationVersion(closed ? openPartVersion(answer.version, closed.version) : answer.version, lean);
      reply.header('etag', etagOf(version, encoding)).header('vary', 'accept-encoding, accept');
      if (etagMatches(request.headers['if-none-match'], version)) return reply.code(304).send();
      // Delta polling (issue 13): a client that sends its cursor gets what changed since, if it can be told from the cursor (on any process: issue 26).
      const delta = request.query.since ? await answer.delta(request.query.since) : null;
      const body = closed
        ? await openPartBodies.get(`${request.userId}|${version}|${delta ? request.query.since : ''}|${encoding}`, async () => {
          const kept = listCaches.contexts.get(listKey(request, { ...request.query, part: 'closed' }))!;
          const rest = { part: 'closed' as const, count: await partCount(db, closed, kept.user, { ...kept.context, part: 'closed' }), unread: closed.unread() };
          return withRest(delta ? await delta('identity') : await answer.body('identity'), rest, encoding);
        })
        : !lean ? await specBody(answer, delta, encoding) : delta ? await delta(encoding) : await answer.body(encoding);
      if (encoding === 'gzip') reply.header('content-encoding', 'gzip');
      return reply.type('application/json; charset=utf-8').send(body);
    });

    /** Case/GetAll's look at a list, shared with Case/Unread (the same caches and coalescing). */
    const listKey = (request: FastifyRequest, { role, organisationId, workplaceId, part }: CaseListQuery) =>
      JSON.stringify([request.userId, role ?? null, organisationId ?? null, workplaceId ?? null, ...(part ? [part] : [])]);
    const lookAtList = (request: FastifyRequest, query: CaseListQuery) => {
      const key = listKey(request, query);
      return listLooks.run(key, async () => {
        const kept = listCaches.contexts.get(key);
        // With the change feed (server/db/changeFeed.ts), no notice since the last look: that answer stands, without a query.
        if (changes) await changes.settled();
        // Issue 38: a member's list (the cases they own) is kept until a notice names them (migration 0023).
        const marks = { all: changes?.mark('case_list'), own: changes?.markFor('case_list', request.userId!) };
        const markOf = (context: CaseListScope) => (context.role === 'member' ? marks.own : marks.all);
        const mark = kept ? markOf(kept.context) : undefined;
        if (kept?.answer && mark !== undefined && kept.mark === mark && Date.now() / 1000 + clockOffset < kept.answer.validUntil) return kept.answer;
        const check = await changesSince(db, kept?.snapshot ?? null);
        clockOffset = check.now - Date.now() / 1000;
        if (kept && !check.contextChanged) {
          kept.snapshot = check.snapshot;
          kept.mark = mark;
          if (!check.casesChanged && kept.answer && check.now < kept.answer.validUntil) return kept.answer;
          kept.answer = await caseList(db, listCaches, kept.catalogue, kept.user, kept.context);
          return kept.answer;
        }
        const actor = await me(request);
        const context: CaseListScope = { ...await resolveCaseContext(db, actor, query), ...(query.part ? { part: query.part } : {}) };
        const catalogue = await loadCatalogue(db);
        const fresh = await caseList(db, listCaches, catalogue, actor, context);
        listCaches.contexts.set(key, { user: actor, context, catalogue, snapshot: check.snapshot, mark: markOf(context), answer: fresh });
        return fresh;
      });
    };

    // Issue 21: the header's unread dot over every list the caller works in, without sending the lists.
    app.get('/Case/Unread', { schema: { response: { 200: S.CaseUnreadResponse } } }, async (request): Promise<CaseUnreadResponse> => {
      const actor = await me(request);
      const lists = await Promise.all(watchedCaseLists(actor).map(async (list) => {
        const query: CaseListQuery = { role: list.role };
        if (list.organisationId) query.organisationId = list.organisationId;
        if (list.workplaceId) query.workplaceId = list.workplaceId;
        const answer = await lookAtList(request, query);
        return { ...list, unread: answer.unread() };
      }));
      return { lists };
    });

    const create = async (request: FastifyRequest, forAnotherUser: boolean): Promise<CreatedCase> => {
      const actor = await me(request);
      if (forAnotherUser && !mayCreateForAnotherUser(actor)) throw forbidden();
      const payload = await readMultipart(request, store, caseAttachmentRules);
      try {
        const parsed = parseCreateRequest(payload.request, forAnotherUser);
        let member: User | undefined;
        if (forAnotherUser) {
          member = (await loadUser(db, parsed.userId!)) ?? undefined;
          if (!member) throw notFound('USER_NOT_FOUND');
        }
        const catalogue = await loadCatalogue(db);
        // The same context as Case/CaseTypes (one rule for what is offered and what is accepted).
        const role = parsed.role ?? defaultCaseRole(actor);
        const context = forAnotherUser
          ? { role, organisationId: parsed.organisationId }
          : await resolveCaseContext(db, actor, { role, organisationId: parsed.organisationId ?? undefined });
        const check = checkCaseCreate({
          actor,
          member,
          role,
          organisationId: context.organisationId ?? null,
          fields: parsed.fields,
          subCategoriesOf: catalogue.subCategoriesOf,
        });
        if (!check.ok) throw check.errorCode === 'GDPR_CONSENT_REQUIRED' ? forbidden(check.errorCode) : badRequest(check.errorCode, check.data);
        return await storeNewCase(db, store, catalogue, {
          actor, owner: member ?? actor, forAnotherUser, resolved: check.value, files: payload.files, publicUrl: config.publicUrl,
        });
      } finally {
        await discardUncommitted(payload);
      }
    };

    app.post('/Case/Create', { schema: { response: { 201: S.CreatedCase } } }, async (request, reply) => reply.code(201).send(await create(request, false)));
    app.post('/Case/CreateForAnotherUser', { schema: { response: { 201: S.CreatedCase } } }, async (request, reply) => reply.code(201).send(await create(request, true)));

    async function discardUncommitted(payload: MultipartPayload) {
      // Committed blobs were moved away from their temporary names; what is left there is discarded.
      await Promise.all(payload.files.map((f) => store.discard(f.blob)));
    }
  };
}
