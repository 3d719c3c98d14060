import { CaseTypeCode } from '../../../src/domain/caseCatalogue';
import { CaseEventType, CaseStatus } from '../../../src/domain/caseStatus';
import { Random } from './random';
import * as texts from './texts';
import { handlerPool, HEAD_OFFICE_TYPES, randomSubCategories, randomTags, type CaseSpec } from './caseSpec';
import { addFile } from './files';
import { chooseCaseTitle } from './caseTitles';
import { ANCHOR, DAY, isoDate, MINUTE, officeHours } from './time';
import type { SeedWorld } from './world';

interface TimedEvent { at: number; eventType: string; userId: string | null; data: Record<string, unknown> }

/**
 * One case and everything on it: messages (some with a file), participants, flags, notes, the
 * audit log, sub-categories, tags and read state. Returns the case's id.
 */
export function addCase(world: SeedWorld, rng: Random, spec: CaseSpec): string {
  const { type, status, ownerId } = spec;
  const id = rng.uuid();
  const creatorId = spec.creatorId ?? ownerId;
  const onBehalf = creatorId !== ownerId;
  const owner = world.person(ownerId);
  const headOffice = HEAD_OFFICE_TYPES.includes(type);
  const associationId = spec.associationId ?? null;
  const workplaceId = spec.workplaceId ?? null;
  const subCategories = spec.subCategories ?? randomSubCategories(rng, type);
  const tags = spec.tags ?? randomTags(rng, type);
  const pool = (spec.pool ?? handlerPool(world, type, subCategories, ownerId, associationId, workplaceId, rng)).filter((u) => u !== ownerId);

  // Time line: created, then everything strictly later, closed last; nothing after the anchor.
  const ageMinutes = spec.ageDays !== undefined ? Math.round(spec.ageDays * 1440)
    : status === CaseStatus.CREATED ? rng.int(60, 30 * 1440)
      : status === CaseStatus.IN_PROGRESS ? rng.int(2 * 1440, 150 * 1440) : rng.int(10 * 1440, 700 * 1440);
  const rawCreatedAt = ANCHOR - ageMinutes * MINUTE;
  const createdAt = officeHours(rawCreatedAt);
  const spanMinutes = status === CaseStatus.CLOSED
    ? Math.max(2, Math.min(spec.closedAfterDays !== undefined ? Math.round(spec.closedAfterDays * 1440) : rng.int(60, 60 * 1440), Math.floor(ageMinutes * 0.9)))
    : Math.max(2, Math.floor(ageMinutes * (0.6 + 0.38 * rng.next())));
  const end = officeHours(rawCreatedAt + spanMinutes * MINUTE);
  const later = () => officeHours(rawCreatedAt + rng.int(1, spanMinutes - 1) * MINUTE);

  // Administrators and invited users.
  let admins = spec.admins ? [...spec.admins] : status === CaseStatus.CREATED
    ? (rng.chance(0.3) && pool.length ? [rng.pick(pool)] : [])
    : rng.sample(pool, rng.chance(0.2) ? 2 : 1);
  if (onBehalf && !admins.includes(creatorId)) admins = [creatorId, ...admins];
  const invited = status !== CaseStatus.CREATED && rng.chance(0.1) ? rng.sample(pool.filter((u) => !admins.includes(u)), 1) : [];

  // Messages: the creator's first, then handler replies and owner follow-ups.
  const messageCount = status === CaseStatus.CREATED ? (rng.chance(0.25) ? 2 : 1) : rng.int(2, 6);
  const times = [createdAt, ...Array.from({ length: messageCount - 1 }, later).sort((a, b) => a - b)].map((t, i) => t + i * 1000);
  const boardMatter = type === CaseTypeCode.BOARD_MATTER;
  const senders = times.map((_, i) => {
    if (i === 0) return creatorId;
    if (status === CaseStatus.CREATED) return ownerId;
    if (boardMatter) return rng.pick([ownerId, ...admins, ...pool.slice(0, 3)]);
    return i % 2 === 1 && admins.length > 0 ? admins[((i - 1) / 2) % admins.length] : ownerId;
  });

  const wp = owner.workplaceId ? world.wpById.get(owner.workplaceId) : undefined;
  const vars = {
    firstname: owner.firstname,
    workplace: wp?.name ?? 'min arbetsplats',
    employer: wp?.corporationName ?? 'arbetsgivaren',
    city: wp?.city.name ?? 'Stockholm',
    association: associationId ? world.orgs.get(associationId)!.name : 'föreningen',
  };
  const topic = texts.caseTopics[subCategories.length ? `${type}:${subCategories[0]}` : type] ?? texts.caseTopics[type];
  const drawnIndex = Math.floor(rng.next() * topic.titles.length);
  rng.next(); // the draw that once chose the text apart from the title: kept, so the rest of the seed stays put
  // The drawn title; spreadCaseTitles may give the case another of its topic once every list is known (issue 34).
  const choice = { topic, index: drawnIndex, vars, firstMessageId: '' };
  const { title, body } = chooseCaseTitle(world, id, choice);
  const signature = (userId: string) => { const p = world.person(userId); return `${p.firstname} ${p.lastname}`; };

  const events: TimedEvent[] = [];
  const messages: { id: string; at: number; sender: string }[] = [];
  // A handler acknowledges ('jag har tagit emot …') before they answer, never after (issue 34).
  let handlerAnswered = false;
  let handlerWrote = false;
  times.forEach((at, i) => {
    const sender = senders[i];
    if (i > 0 && sender !== ownerId) handlerWrote = true;
    let text: string;
    if (i === 0) {
      text = onBehalf
        ? `Ärendet är registrerat av kansliet efter ett telefonsamtal med ${owner.firstname} ${owner.lastname}.\n\n${body}`
        : `Hej!\n\n${body}\n\nMed vänliga hälsningar\n${signature(sender)}`;
    } else if (boardMatter) {
      text = `${rng.pick(texts.boardReplies)}\n\n${signature(sender)}`;
    } else if (sender === ownerId) {
      // Nobody thanks for an answer, or asks what now, before a handler has written (issue 34).
      text = texts.followUpBeforeAnswer(rng.pick(texts.ownerFollowUps), handlerWrote);
    } else {
      const replies = texts.handlerRepliesFor(type);
      const reply = texts.answerAfterAnswer(replies, rng.pick(replies), handlerAnswered);
      handlerAnswered ||= !texts.isAcknowledgement(reply);
      text = `${texts.fill(reply, vars)}\n\nHälsningar\n${signature(sender)}`;
    }
    const messageId = rng.uuid();
    const attached = rng.chance(i === 0 ? 0.2 : 0.08);
    // A message that speaks of an attachment has one: without it, the sentence about it goes (issue 34).
    if (!attached) text = texts.withoutAttachmentMention(text);
    if (i === 0) choice.firstMessageId = messageId;
    messages.push({ id: messageId, at, sender });
    world.rows.messages.push({ id: messageId, caseId: id, senderUserId: sender, body: text, createdAt: new Date(at) });
    if (attached) {
      const attachment = rng.pick(texts.messageAttachments);
      addFile(world, attachment.key, attachment.fileName, sender, at, 'case', rng, { caseId: id, messageId });
    }
  });

  events.push({
    at: createdAt,
    eventType: onBehalf ? CaseEventType.CREATED_FOR_ANOTHER_USER : CaseEventType.CREATED,
    userId: creatorId,
    data: onBehalf ? { ownerUserId: ownerId } : {},
  });
  const firstReply = messages.find((m) => m.sender !== creatorId && m.sender !== ownerId)?.at ?? end;
  if (headOffice && status !== CaseStatus.CREATED && rng.chance(0.06) && admins.length) {
    const from = rng.pick(HEAD_OFFICE_TYPES.filter((t) => t !== type));
    events.push({ at: createdAt + Math.max(1, Math.floor((firstReply - createdAt) / 3 / MINUTE)) * MINUTE, eventType: CaseEventType.CHANGED_CASE_TYPE, userId: admins[0], data: { fromCaseType: from, toCaseType: type } });
  }
  const addedAt = new Map<string, number>();
  for (const userId of admins) {
    const at = userId === creatorId ? createdAt + 1000 : Math.max(createdAt + MINUTE, Math.min(later(), firstReply - MINUTE));
    addedAt.set(userId, at);
    events.push({ at, eventType: CaseEventType.USER_ADDED, userId: admins[0], data: { addedUserId: userId, isAdministrating: true } });
  }
  for (const userId of invited) {
    const at = later();
    addedAt.set(userId, at);
    events.push({ at, eventType: CaseEventType.USER_ADDED, userId: admins[0] ?? ownerId, data: { addedUserId: userId, isAdministrating: false } });
  }
  for (const userId of [...admins, ...invited]) {
    world.rows.caseUsers.push({ caseId: id, userId, isAdministrating: admins.includes(userId), addedAt: new Date(addedAt.get(userId)!) });
  }

  const flagger = admins[0] ?? pool[0] ?? ownerId;
  // Issue 34: closing takes a case's flag off, so no closed case is flagged (the draw is kept for the streams).
  const flagged = (spec.flagged ?? rng.chance(0.12)) && status !== CaseStatus.CLOSED;
  if (flagged) {
    events.push({ at: later(), eventType: CaseEventType.CASE_FLAGGED, userId: flagger, data: {} });
  } else if (status !== CaseStatus.CREATED && rng.chance(0.05)) {
    const a = later();
    const b = later();
    events.push({ at: Math.min(a, b), eventType: CaseEventType.CASE_FLAGGED, userId: flagger, data: {} });
    events.push({ at: Math.max(a, b) + 1000, eventType: CaseEventType.CASE_UNFLAGGED, userId: flagger, data: {} });
  }

  // Notes of the handlers, some with a file.
  const noteTimes: number[] = [];
  if (status !== CaseStatus.CREATED && admins.length > 0 && rng.chance(0.25)) {
    const noteCount = rng.int(1, 2);
    for (let k = 0; k < noteCount; k++) {
      const noteId = rng.uuid();
      const author = rng.pick(admins);
      const at = later();
      const noteText = rng.pick(texts.noteTexts);
      const attached = rng.chance(0.3);
      world.rows.notes.push({ id: noteId, caseId: id, authorUserId: author, text: attached ? noteText : texts.withoutAttachmentMention(noteText), createdAt: new Date(at) });
      noteTimes.push(at);
      if (attached) {
        const attachment = rng.pick(texts.noteAttachments);
        addFile(world, attachment.key, attachment.fileName, author, at, 'note', rng, { caseId: id, noteId });
      }
    }
  }

  if (status === CaseStatus.CLOSED) {
    events.push({ at: Math.max(end, times[times.length - 1] + MINUTE), eventType: CaseEventType.CASE_CLOSED, userId: admins[0] ?? ownerId, data: {} });
  }

  const lastActivity = Math.max(...events.map((e) => e.at), ...times, ...noteTimes);
  const audit = events.map((e, order) => ({ e, order })).sort((a, b) => a.e.at - b.e.at || a.order - b.order);
  for (const { e } of audit) {
    world.rows.auditLogs.push({ caseId: id, eventType: e.eventType, userId: e.userId, data: e.data, occurredAt: new Date(e.at) });
  }

  let deadline: string | null;
  if (spec.deadlineDays !== undefined) deadline = spec.deadlineDays === null ? null : isoDate(ANCHOR + spec.deadlineDays * DAY);
  else deadline = rng.chance(0.25) ? isoDate(createdAt + rng.int(5, 60) * DAY) : null;

  const invitation = !headOffice && (spec.invitation ?? rng.chance(0.06));
  world.rows.cases.push({
    id, title, caseType: type, status, createdAt: new Date(createdAt), updatedAt: new Date(lastActivity), deadline, flagged,
    ownerUserId: ownerId, createdByUserId: creatorId, associationId, workplaceId,
    shouldBeHandledByKanslist: headOffice || invitation, invitationFromBoardMember: invitation,
    lockedByUserId: null, lockExpiresAt: null,
  });
  for (const subCategory of subCategories) world.rows.caseSubCategories.push({ caseId: id, subCategory });
  for (const tagType of tags) world.rows.caseTags.push({ caseId: id, tagType });

  // Unread state: a participant has read up to the last message, or (some) only up to the one before.
  const last = messages[messages.length - 1];
  const previous = messages.length > 1 ? messages[messages.length - 2].at : null;
  for (const userId of new Set([ownerId, ...admins, ...invited])) {
    let readAt: number | null;
    if (last.sender === userId) readAt = last.at;
    else {
      // A closed case was read by nearly everyone on it (issue 23: unread counts that add up).
      const closed = status === CaseStatus.CLOSED;
      const unread = userId === ownerId ? spec.ownerUnread ?? rng.chance(closed ? 0.05 : 0.25) : rng.chance(closed ? 0.02 : 0.3);
      readAt = unread ? previous : Math.min(ANCHOR, last.at + rng.int(5, 3 * 1440) * MINUTE);
    }
    if (readAt !== null) world.rows.caseReads.push({ caseId: id, userId, readAt: new Date(readAt) });
  }
  addWatcherReads(world, { id, type, status, associationId, pool, secretariat: headOffice || invitation, participants: new Set([ownerId, ...admins, ...invited]), last, previous });
  return id;
}

/**
 * The demo handlers who see a case without taking part in it (the secretariat, the economists,
 * the association's board) have read most of what they see: nearly every closed case, most open
 * ones. Without this every case they never opened counts as unread, and a handler's home shows
 * more unread cases than open ones. A stream per case, so the rest of the seed does not move.
 */
function addWatcherReads(world: SeedWorld, c: {
  id: string; type: string; status: number; associationId: string | null; pool: string[]; secretariat: boolean;
  participants: Set<string>; last: { at: number }; previous: number | null;
}) {
  const seers = [
    ...c.pool,
    ...(c.associationId ? world.board(c.associationId) : []),
    ...(c.secretariat ? world.kanslister : []),
    ...(c.type === CaseTypeCode.YOUR_MEMBERSHIP ? world.economists : []),
  ];
  const watchers = [...new Set(seers)].filter((u) => !c.participants.has(u) && world.person(u).demo);
  if (watchers.length === 0) return;
  const rng = new Random(`case-reads:${c.id}`);
  for (const userId of watchers) {
    const read = rng.chance(c.status === CaseStatus.CLOSED ? 0.98 : 0.8);
    const readAt = read ? Math.min(ANCHOR, c.last.at + rng.int(5, 3 * 1440) * MINUTE) : c.previous;
    if (readAt !== null) world.rows.caseReads.push({ caseId: c.id, userId, readAt: new Date(readAt) });
  }
}
