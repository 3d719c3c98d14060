import { NOTICE_KINDS, type NoticeKind, type NotificationSettings, type FollowableList } from '../api/notificationTypes';
import type { User } from '../api/types';
import {
  boardAssociationIds, economistMayView, isCaseOwner, mayManageCase, organisationMayView, representedWorkplaceIds, secretariatMayView,
  type CaseAccessFacts,
} from './caseAccess';

/**
 * Notifications by e-mail (issue 24): who is told of which event, what they may turn off, and the
 * rule that a mail carries no case content. Pure functions: the server decides the recipients with
 * them inside the event's transaction; the settings page uses the same kinds, defaults and lists.
 */

export { NOTICE_KINDS, type NoticeKind, type NotificationSettings, type FollowableList } from '../api/notificationTypes';
/** The kinds about a case (the rest, 'course', is a course sign-up's: src/domain/courseNoticeMessages.ts). */
export type CaseNoticeKind = Exclude<NoticeKind, 'course'>;
/** A mail that is not about one event: the handlers' daily summary. */
export type MailKind = NoticeKind | 'summary';

/** The handler kinds a handler may have as one daily summary instead of one mail per event. */
export const SUMMARY_KINDS: readonly NoticeKind[] = ['ownerReply', 'newCase'];
/** The kinds only handlers get (the settings page shows them to handlers only). A deadline reminder is never held: it is due the day before. */
export const HANDLER_KINDS: readonly NoticeKind[] = [...SUMMARY_KINDS, 'deadline'];


/** Every kind is on until the user turns it off; following a list is opt-in (none by default). */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  kinds: { reply: true, closed: true, added: true, createdForYou: true, ownerReply: true, newCase: true, deadline: true, course: true },
  follows: [],
  dailySummary: false,
};

/** Stored settings (any of them may be absent) over the defaults; unknown kinds are dropped. */
export function effectiveSettings(stored?: { kinds?: Partial<Record<string, boolean>>; follows?: string[]; dailySummary?: boolean } | null): NotificationSettings {
  const kinds = { ...DEFAULT_NOTIFICATION_SETTINGS.kinds };
  for (const kind of NOTICE_KINDS) {
    const value = stored?.kinds?.[kind];
    if (typeof value === 'boolean') kinds[kind] = value;
  }
  return { kinds, follows: [...(stored?.follows ?? [])], dailySummary: stored?.dailySummary ?? false };
}

/** The case lists a user handles and so may follow: the secretariat's, the economists', each board seat, the represented workplace. */
export function followableLists(user: User): FollowableList[] {
  const lists: FollowableList[] = [];
  if (user.isKanslist) lists.push({ key: 'secretariat', name: 'Kansliet' });
  if (user.isEconomist) lists.push({ key: 'economist', name: 'Vasabyrån' });
  const boards = new Set(boardAssociationIds(user));
  for (const a of [...user.psychologyAssociations, ...user.nationalAssociations]) {
    if (boards.has(a.id)) lists.push({ key: `association:${a.id}`, name: a.name });
  }
  for (const id of representedWorkplaceIds(user)) lists.push({ key: `workplace:${id}`, name: user.workplace?.name ?? 'Arbetsplatsen' });
  return lists;
}

/** Whether the user handles anything (the handler settings are shown only then). */
export const isHandler = (user: User) => followableLists(user).length > 0;

/** Which of the user's lists the case lies in (the same rules of spec §6 that put it in the list). */
export function listsOfCaseFor(user: User, c: CaseAccessFacts): string[] {
  const keys: string[] = [];
  if (secretariatMayView(user, c)) keys.push('secretariat');
  if (economistMayView(user, c)) keys.push('economist');
  if (c.association && organisationMayView(user, c) && boardAssociationIds(user).includes(c.association.id)) keys.push(`association:${c.association.id}`);
  if (c.workplace && organisationMayView(user, c) && representedWorkplaceIds(user).includes(c.workplace.id)) keys.push(`workplace:${c.workplace.id}`);
  return keys;
}

/** Settings kept only where they mean something: follows limited to the lists the user handles. */
export function settingsWithin(user: User, settings: NotificationSettings): NotificationSettings {
  const allowed = new Set(followableLists(user).map((l) => l.key));
  return { ...settings, follows: settings.follows.filter((key) => allowed.has(key)), dailySummary: isHandler(user) && settings.dailySummary };
}

export type CaseNoticeEvent =
  | { type: 'reply'; actorId: string }
  | { type: 'created'; actorId: string }
  | { type: 'closed'; actorId: string }
  | { type: 'added'; actorId: string; addedUserId: string }
  | { type: 'secretariatInvited'; actorId: string }
  | { type: 'deadlineTomorrow'; actorId: null };

export interface NoticeCase extends CaseAccessFacts {
  id: string;
  users: { id: string; isAdministrating: boolean }[];
}

/** A person who might be told: the user, their own profile address, their settings, and whether that address refused mail. */
export interface NoticePerson {
  user: User;
  email: string | null;
  settings: NotificationSettings;
  /** The profile's address is the one last refused (a bounce): no more mail to it until the user asks again. */
  addressRefused: boolean;
}

export interface Notice {
  kind: CaseNoticeKind;
  recipientId: string;
  /** Mails only to the recipient's own profile address (protected identity: no other address, ever). */
  address: string;
  /** Kept for the recipient's daily summary instead of being sent now. */
  held: boolean;
}

/**
 * Whether the handlers who follow the case's list may be told of this event (issue 24): a new case,
 * the secretariat invited, and, when the case has no administrator, the owner's reply and the day
 * before the deadline. noticesForCaseEvent consults the followers only then, and the server looks
 * them up only then (server/notifications/caseNotices.ts).
 */
export function followersMayBeTold(event: CaseNoticeEvent, c: Pick<NoticeCase, 'ownerUser' | 'users'>): boolean {
  const noAdministrators = !c.users.some((u) => u.isAdministrating);
  switch (event.type) {
    case 'created':
    case 'secretariatInvited':
      return true;
    case 'reply':
      return event.actorId === c.ownerUser.id && noAdministrators;
    case 'deadlineTomorrow':
      return noAdministrators;
    default:
      return false;
  }
}

const follows = (person: NoticePerson, c: NoticeCase) => listsOfCaseFor(person.user, c).some((key) => person.settings.follows.includes(key));

/**
 * Who is told of an event on a case (issue 24):
 * - a reply by anyone but the owner: the owner ('reply');
 * - a reply by the owner: the case's administrators, or, with none, the handlers of the case's
 *   list who follow it ('ownerReply');
 * - a new case: the handlers who follow a list it arrives in ('newCase'), and, when a handler
 *   created it on a member's behalf, that member ('createdForYou', issue 36);
 * - the secretariat invited by a board: the secretariat's handlers who follow its list ('newCase');
 * - the day before the deadline: the case's administrators, or, with none, the handlers of the
 *   case's list who follow it ('deadline'; a closed case has no reminder: the caller asks only for open ones);
 * - closing: the owner ('closed');
 * - a user invited or added: that user ('added').
 * Never the one who acted; only to a person's own address, if the kind is on and the address has
 * not refused mail. `people` holds everyone who might be told (owner, case users, the case's handlers).
 */
export function noticesForCaseEvent(event: CaseNoticeEvent, c: NoticeCase, people: NoticePerson[]): Notice[] {
  const byId = new Map(people.map((p) => [p.user.id, p]));
  const planned: { kind: CaseNoticeKind; person: NoticePerson | undefined }[] = [];
  const owner = byId.get(c.ownerUser.id);
  const followers = followersMayBeTold(event, c) ? people : [];
  const handlersFollowing = () => followers.filter((p) => mayManageCase(p.user, c) && follows(p, c));
  const administratorsOrFollowers = () => {
    const administrators = c.users.filter((u) => u.isAdministrating).map((u) => byId.get(u.id));
    return administrators.length > 0 ? administrators : handlersFollowing();
  };
  switch (event.type) {
    case 'reply':
      if (event.actorId !== c.ownerUser.id) planned.push({ kind: 'reply', person: owner });
      else for (const person of administratorsOrFollowers()) planned.push({ kind: 'ownerReply', person });
      break;
    case 'created':
      if (event.actorId !== c.ownerUser.id) planned.push({ kind: 'createdForYou', person: owner });
      for (const person of handlersFollowing()) if (!isCaseOwner(person.user, c)) planned.push({ kind: 'newCase', person });
      break;
    case 'secretariatInvited':
      for (const person of followers) {
        if (person.user.isKanslist && person.settings.follows.includes('secretariat') && listsOfCaseFor(person.user, c).includes('secretariat')) {
          planned.push({ kind: 'newCase', person });
        }
      }
      break;
    case 'deadlineTomorrow':
      for (const person of administratorsOrFollowers()) planned.push({ kind: 'deadline', person });
      break;
    case 'closed':
      planned.push({ kind: 'closed', person: owner });
      break;
    case 'added':
      planned.push({ kind: 'added', person: byId.get(event.addedUserId) });
      break;
  }
  const notices: Notice[] = [];
  const seen = new Set<string>();
  for (const { kind, person } of planned) {
    if (!person || person.user.id === event.actorId || seen.has(person.user.id)) continue;
    if (!person.email || person.addressRefused || !person.settings.kinds[kind]) continue;
    seen.add(person.user.id);
    notices.push({ kind, recipientId: person.user.id, address: person.email, held: person.settings.dailySummary && SUMMARY_KINDS.includes(kind) });
  }
  return notices;
}

/**
 * Issue 36: a deadline is reminded of on the Swedish day before it, from `fromHour` (the daily
 * summary's hour). The deadline due for a reminder now, or null before that hour: `today` is the
 * Swedish date (yyyy-MM-dd), and a deadline is a Swedish calendar date.
 */
export function deadlineToRemind(today: string, hour: number, fromHour: number): string | null {
  return hour >= fromHour ? dayAfter(today) : null;
}

/** The calendar day after a yyyy-MM-dd date (noon UTC, so no time zone or summer time moves it). */
export function dayAfter(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Whether a person gets mail of this kind at all: an own address that has not refused mail, and the kind on. */
export const wantsMail = (person: Pick<NoticePerson, 'email' | 'addressRefused' | 'settings'>, kind: NoticeKind) =>
  person.email !== null && person.email !== '' && !person.addressRefused && person.settings.kinds[kind];

/** The idempotency key of a notice: one mail per event and recipient (a unique constraint holds it). */
export const noticeKey = (eventId: string, recipientId: string) => `${eventId}:${recipientId}`;

/** The portal path of the case for this recipient: the list they reach it from (the case page asks for sign-in). */
export function caseLinkPath(user: User, c: CaseAccessFacts & { id: string }): string {
  if (isCaseOwner(user, c) && !user.isEconomist) return `/arenden/mina/arende/${c.id}`;
  if (secretariatMayView(user, c) && user.isKanslist) return `/arenden/kansliet/arende/${c.id}`;
  if (user.isEconomist) return `/arenden/vasabyran/arende/${c.id}`;
  if (c.association && boardAssociationIds(user).includes(c.association.id)) return `/arenden/organisation/${c.association.id}/arende/${c.id}`;
  if (c.association && c.workplace && representedWorkplaceIds(user).includes(c.workplace.id)) {
    return `/arenden/organisation/${c.association.id}/arbetsplats/${c.workplace.id}/arende/${c.id}`;
  }
  if (user.isKanslist) return `/arenden/kansliet/arende/${c.id}`;
  return `/arenden/mina/arende/${c.id}`;
}

/**
 * Issue 34, the close dialog: closing the case mails its owner (kind 'closed', when that notice is
 * on and they have an address), unless the owner is the one who closes it (never the one who acted).
 */
export const closingMayMailOwner = (c: { ownerUser: { id: string } }, actorId: string): boolean => c.ownerUser.id !== actorId;
