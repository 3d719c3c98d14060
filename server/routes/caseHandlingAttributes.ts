import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app';
import type { Database } from '../db/database';
import { badRequest, conflict, notFound } from '../http/errors';
import { caseTypeDtos, loadCatalogue } from '../cases/catalogue';
import { actorOf, allow, viewableCase, type CaseRecord } from '../cases/handling/caseRecord';
import {
  addAdministrator, addCaseUser, changeCaseType, closeCase, loadTags, markSecretariatInvited, removeCaseUsers, replaceSubCategories, replaceTags,
  setDeadline, setFlag, withLockedCase,
} from '../cases/handling/handlingStore';
import { buildCaseDetail, loadCaseUsers } from '../cases/handling/caseDetail';
import { administratorAlternatives } from '../cases/handling/candidates';
import { writeAuditEvent } from '../cases/handling/audit';
import { noticeCaseEvent } from '../notifications/caseNotices';
import { IdParams as idParams } from '../../src/api/shapes/common';
import * as S from '../../src/api/shapes/cases';
import { mayManageCase } from '../../src/domain/caseAccess';
import {
  closedCaseRefuses, type CaseChange, caseTypeChangeTargets, isCalendarDate, mayInviteSecretariat, mayManageTagsAndCaseType, tagsForCaseType,
} from '../../src/domain/caseHandling';
import { CaseEventType, CaseStatus } from '../../src/domain/caseStatus';
import { normaliseId } from '../../src/domain/caseCreation';
import type { CodeTitle, User } from '../../src/api/types';
import type {
  AdministratorAlternativesResponse, CaseDetail, CaseTypeAlternativesResponse, AddUserResponse, CloseResponse, DeadlineResponse,
  FlagResponse, InviteSecretariatResponse, SetAdministratorsResponse, SubCategoriesResponse, TagsResponse,
} from '../../src/api/caseHandlingTypes';

const {
  SetAdministratorsRequest: setAdministratorsBody, SetCaseTypeBody: setCaseTypeBody, SetSubCategoriesRequest: setSubCategoriesBody,
  SetTagsRequest: setTagsBody, FlagRequest: flagBody, SetDeadlineRequest: deadlineBody, UserIdQuery: userIdQuery,
} = S;

const byType = (a: CodeTitle, b: CodeTitle) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0);

/**
 * What handlers change on a case (spec §4, §6, §7; issue 5): administrators, case type, category,
 * tags, flag, deadline, close, added users, the secretariat's invitation. Every call checks spec §6
 * for the case, validates its input before writing anything, writes in one transaction with its
 * audit event, and so moves the case's list version (the triggers of migration 0002).
 */
export function caseHandlingAttributeRoutes({ db, config }: AppDeps): FastifyPluginAsync {
  /** The case for one who manages it (spec §6): 404 if not viewable, 403 NOT_CASE_HANDLER if viewable only. */
  async function managed(actor: User, caseId: string): Promise<CaseRecord> {
    const record = await viewableCase(db, actor, caseId);
    allow(mayManageCase(actor, record), 'NOT_CASE_HANDLER');
    return record;
  }

  /** Spec §6 'Manage tags and case types: secretariat'. */
  async function managedBySecretariat(actor: User, caseId: string): Promise<CaseRecord> {
    const record = await managed(actor, caseId);
    allow(mayManageTagsAndCaseType(actor, record), 'SECRETARIAT_ONLY');
    return record;
  }

  /** Runs a write on the case with its row locked; the checks inside see the case as it is written. */
  function write<T>(caseId: string, kind: CaseChange, change: (trx: Database, current: CaseRecord, at: Date) => Promise<T>): Promise<T> {
    return withLockedCase(db, caseId, async (trx, current) => {
      if (!current) throw notFound('CASE_NOT_FOUND');
      // Issue 34: what a closed case still allows (src/domain/caseHandling.ts).
      if (closedCaseRefuses(current, kind)) throw conflict('CASE_CLOSED');
      return change(trx, current, new Date());
    });
  }

  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    // --- administrators and added users ------------------------------------------------------

    app.get('/Case/:id/GetAdministratorAlternatives', { schema: { response: { 200: S.AdministratorAlternativesResponse }, params: idParams } },
      async (request): Promise<AdministratorAlternativesResponse> => {
        const record = await managed(await actorOf(db, request), request.params.id);
        return { administratorAlternatives: await administratorAlternatives(db, record) };
      });

    /**
     * The administrators become exactly the given users: each one of the alternatives or already
     * administrating (400 USER_NOT_ALLOWED otherwise). A new administrator is USER_ADDED
     * {addedUserId, isAdministrating: true}; one left out is taken off the case.
     */
    app.put('/Case/:id/SetAdministrators',
      { schema: { response: { 200: S.SetAdministratorsResponse }, params: idParams, body: setAdministratorsBody } }, async (request): Promise<SetAdministratorsResponse> => {
        const actor = await actorOf(db, request);
        const record = await managed(actor, request.params.id);
        const wanted = request.body.administratorUserIds;
        return write(record.id, 'administrators', async (trx, current, at) => {
          const users = await loadCaseUsers(trx, current.id);
          const administrating = new Set(users.filter((u) => u.isAdministrating).map((u) => u.id));
          const alternatives = new Set((await administratorAlternatives(trx, current)).map((u) => u.id));
          const refused = wanted.find((id) => !alternatives.has(id) && !administrating.has(id));
          if (refused) throw badRequest('USER_NOT_ALLOWED', { userId: refused });
          for (const userId of wanted.filter((id) => !administrating.has(id))) {
            await addAdministrator(trx, current.id, userId, at);
            await writeAuditEvent(trx, current.id, CaseEventType.USER_ADDED, actor.id, { addedUserId: userId, isAdministrating: true }, at);
            await noticeCaseEvent(trx, config.publicUrl, current.id, `${at.getTime()}`, { type: 'added', actorId: actor.id, addedUserId: userId });
          }
          const removed = [...administrating].filter((id) => !wanted.includes(id));
          if (removed.length) await removeCaseUsers(trx, current.id, removed);
          const after = await loadCaseUsers(trx, current.id);
          return { administrators: after.filter((u) => u.isAdministrating), users: after };
        });
      });

    /**
     * Invites one of the case's administrator alternatives to take part (not administrating):
     * USER_ADDED {addedUserId, isAdministrating: false}. Someone already on the case: nothing changes.
     */
    app.put('/Case/:id/AddUser',
      { schema: { response: { 200: S.AddUserResponse }, params: idParams, querystring: userIdQuery } }, async (request): Promise<AddUserResponse> => {
        const actor = await actorOf(db, request);
        const record = await managed(actor, request.params.id);
        const { userId } = request.query;
        return write(record.id, 'invite', async (trx, current, at) => {
          const answer = async () => {
            const users = await loadCaseUsers(trx, current.id);
            return { addedUser: users.find((u) => u.id === userId)!, users };
          };
          if (current.users.some((u) => u.id === userId)) return answer();
          const alternatives = await administratorAlternatives(trx, current);
          if (userId === current.ownerUser.id || !alternatives.some((u) => u.id === userId)) throw badRequest('USER_NOT_ALLOWED', { userId });
          await addCaseUser(trx, current.id, userId, at);
          await writeAuditEvent(trx, current.id, CaseEventType.USER_ADDED, actor.id, { addedUserId: userId, isAdministrating: false }, at);
          await noticeCaseEvent(trx, config.publicUrl, current.id, `${at.getTime()}`, { type: 'added', actorId: actor.id, addedUserId: userId });
          return answer();
        });
      });

    /** The board (or representatives) of an association case invites the secretariat (spec §4, §6). */
    app.put('/Case/:id/InviteTheSecretariat', { schema: { response: { 200: S.InviteSecretariatResponse }, params: idParams } },
      async (request): Promise<InviteSecretariatResponse> => {
        const actor = await actorOf(db, request);
        const record = await viewableCase(db, actor, request.params.id);
        allow(mayInviteSecretariat(actor, record), 'INVITE_NOT_ALLOWED');
        return write(record.id, 'invite', async (trx, current, at) => {
          if (!current.shouldBeHandledByKanslist || !current.invitationFromBoardMember) {
            await markSecretariatInvited(trx, current.id, at);
            // Issue 36: the secretariat's handlers who follow its list are told the case has come to them.
            await noticeCaseEvent(trx, config.publicUrl, current.id, `${at.getTime()}`, { type: 'secretariatInvited', actorId: actor.id });
          }
          return { shouldBeHandledByKanslist: true, invitationFromBoardMember: true };
        });
      });

    // --- case type, category and tags -------------------------------------------------------

    app.get('/Case/:id/ChangeCaseTypeAlternatives', { schema: { response: { 200: S.CaseTypesResponse }, params: idParams } },
      async (request): Promise<CaseTypeAlternativesResponse> => {
        const actor = await actorOf(db, request);
        const record = await managedBySecretariat(actor, request.params.id);
        const catalogue = await loadCatalogue(db);
        return { caseTypes: caseTypeDtos(catalogue, caseTypeChangeTargets(record.caseType.type), actor, 'secretariat') };
      });

    /**
     * Changes the case type to one of ChangeCaseTypeAlternatives: the case keeps its (absent)
     * association, loses the sub-categories and tags the new type does not have, and the audit log
     * gets CHANGED_CASE_TYPE {fromCaseType, toCaseType}. Answer: the case as the caller sees it.
     */
    app.post('/Case/SetCaseType', { schema: { response: { 200: S.CaseDetail }, body: setCaseTypeBody } }, async (request): Promise<CaseDetail> => {
      const actor = await actorOf(db, request);
      const { caseId, caseType } = request.body;
      const record = await managedBySecretariat(actor, caseId);
      const catalogue = await loadCatalogue(db);
      const subCategories = catalogue.subCategoriesOf(caseType);
      if (subCategories === undefined) throw badRequest('UNKNOWN_CASE_TYPE', { caseType });
      if (normaliseId(request.body.associationId) !== null) throw badRequest('ASSOCIATION_NOT_ALLOWED');
      const tags = await loadTags(db);
      await write(record.id, 'caseType', async (trx, current, at) => {
        const from = current.caseType.type;
        const allowed = caseTypeChangeTargets(from);
        if (!(allowed as string[]).includes(caseType)) throw badRequest('CASE_TYPE_NOT_ALLOWED', { caseType, allowed });
        const keptTags = tagsForCaseType(tags, caseType).map((t) => t.type);
        await changeCaseType(trx, current.id, caseType, subCategories, keptTags, at);
        await writeAuditEvent(trx, current.id, CaseEventType.CHANGED_CASE_TYPE, actor.id, { fromCaseType: from, toCaseType: caseType }, at);
      });
      return buildCaseDetail(db, catalogue, actor, await viewableCase(db, actor, record.id), { retentionDays: config.caseRetentionDays });
    });

    /** The category (sub-categories) of the case: codes of its type's sub-categories (400 INVALID_SUB_CATEGORY). */
    app.post('/Case/:id/SetSubCategories',
      { schema: { response: { 200: S.SubCategoriesResponse }, params: idParams, body: setSubCategoriesBody } }, async (request): Promise<SubCategoriesResponse> => {
        const actor = await actorOf(db, request);
        const record = await managed(actor, request.params.id);
        const catalogue = await loadCatalogue(db);
        const wanted = request.body.subCategories;
        return write(record.id, 'subCategories', async (trx, current, at) => {
          const known = catalogue.types.find((t) => t.type === current.caseType.type)?.subCategories ?? [];
          const refused = wanted.find((type) => !known.some((s) => s.type === type));
          if (refused) throw badRequest('INVALID_SUB_CATEGORY', { subCategory: refused, allowed: known.map((s) => s.type) });
          await replaceSubCategories(trx, current.id, wanted, at);
          return { subCategories: known.filter((s) => wanted.includes(s.type)).sort(byType) };
        });
      });

    app.get('/Case/:id/TagAlternatives', { schema: { response: { 200: S.TagsResponse }, params: idParams } }, async (request): Promise<TagsResponse> => {
      const actor = await actorOf(db, request);
      const record = await managedBySecretariat(actor, request.params.id);
      return { tags: tagsForCaseType(await loadTags(db), record.caseType.type).map(({ type, title }) => ({ type, title })) };
    });

    /** The tags of the case: codes of its TagAlternatives (400 INVALID_TAG). */
    app.post('/Case/:id/SetTags',
      { schema: { response: { 200: S.TagsResponse }, params: idParams, body: setTagsBody } }, async (request): Promise<TagsResponse> => {
        const actor = await actorOf(db, request);
        const record = await managedBySecretariat(actor, request.params.id);
        const tags = await loadTags(db);
        const wanted = request.body.tags;
        return write(record.id, 'tags', async (trx, current, at) => {
          const known = tagsForCaseType(tags, current.caseType.type);
          const refused = wanted.find((type) => !known.some((t) => t.type === type));
          if (refused) throw badRequest('INVALID_TAG', { tag: refused, allowed: known.map((t) => t.type) });
          await replaceTags(trx, current.id, wanted, at);
          return { tags: known.filter((t) => wanted.includes(t.type)).map(({ type, title }) => ({ type, title })).sort(byType) };
        });
      });

    // --- flag, deadline, close ---------------------------------------------------------------

    /** Flags or unflags: CASE_FLAGGED / CASE_UNFLAGGED when it changes; the same value changes nothing. */
    app.patch('/Case/Flag', { schema: { response: { 200: S.FlagResponse }, body: flagBody } }, async (request): Promise<FlagResponse> => {
      const actor = await actorOf(db, request);
      const { caseId, flagged } = request.body;
      const record = await managed(actor, caseId);
      return write(record.id, 'flag', async (trx, current, at) => {
        if (current.flagged !== flagged) {
          await setFlag(trx, current.id, flagged, at);
          await writeAuditEvent(trx, current.id, flagged ? CaseEventType.CASE_FLAGGED : CaseEventType.CASE_UNFLAGGED, actor.id, {}, at);
        }
        return { flagged };
      });
    });

    /** A deadline is a date 'yyyy-MM-dd' that exists (400 INVALID_DEADLINE otherwise). */
    app.post('/Case/:id/SetDeadLine',
      { schema: { response: { 200: S.DeadlineResponse }, params: idParams, body: deadlineBody } }, async (request): Promise<DeadlineResponse> => {
        const actor = await actorOf(db, request);
        const record = await managed(actor, request.params.id);
        const { deadline } = request.body;
        if (!isCalendarDate(deadline)) throw badRequest('INVALID_DEADLINE', { deadline });
        return write(record.id, 'deadline', async (trx, current, at) => {
          await setDeadline(trx, current.id, deadline, at);
          return { deadLine: deadline };
        });
      });

    app.post('/Case/:id/ClearDeadLine', { schema: { response: { 200: S.DeadlineResponse }, params: idParams } }, async (request): Promise<DeadlineResponse> => {
      const actor = await actorOf(db, request);
      const record = await managed(actor, request.params.id);
      return write(record.id, 'deadline', async (trx, current, at) => {
        if (current.deadLine !== null) await setDeadline(trx, current.id, null, at);
        return { deadLine: null };
      });
    });

    /** Closes the case (Avslutat), releasing any lock and taking off its flag; CASE_CLOSED. Closing a closed case changes nothing. */
    app.post('/Case/:id/Close', { schema: { response: { 200: S.CloseResponse }, params: idParams } }, async (request): Promise<CloseResponse> => {
      const actor = await actorOf(db, request);
      const record = await managed(actor, request.params.id);
      return write(record.id, 'close', async (trx, current, at) => {
        if (current.status !== CaseStatus.CLOSED) {
          // Issue 34: the flag is triage; a closed case needs none, so closing takes it off (CASE_UNFLAGGED).
          await closeCase(trx, current.id, at);
          if (current.flagged) await writeAuditEvent(trx, current.id, CaseEventType.CASE_UNFLAGGED, actor.id, {}, at);
          await writeAuditEvent(trx, current.id, CaseEventType.CASE_CLOSED, actor.id, {}, at);
          await noticeCaseEvent(trx, config.publicUrl, current.id, `${at.getTime()}`, { type: 'closed', actorId: actor.id });
        }
        return { status: CaseStatus.CLOSED };
      });
    });
  };
}
