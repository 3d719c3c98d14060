import { board, caseOf, economist, ids, kanslist, member, representative } from './caseFixtures';
import {
  caseLinkPath, closingMayMailOwner, dayAfter, deadlineToRemind, DEFAULT_NOTIFICATION_SETTINGS, effectiveSettings, followableLists, followersMayBeTold, isHandler,
  listsOfCaseFor, noticeKey, noticesForCaseEvent, settingsWithin, wantsMail,
  type CaseNoticeEvent, type NoticeCase, type NoticePerson, type NotificationSettings,
} from '../../src/domain/notifications';
import { noticeMessage, summaryMessage } from '../../src/domain/notificationMessages';
import type { User } from '../../src/api/types';

const settings = (over: Partial<NotificationSettings> = {}): NotificationSettings => ({ ...effectiveSettings(null), ...over });
const personOf = (user: User, over: Partial<NoticePerson> = {}): NoticePerson => ({
  user, email: `${user.id}@example.org`, settings: settings(), addressRefused: false, ...over,
});
const counselling = (over: Partial<NoticeCase> = {}): NoticeCase => ({
  ...caseOf({ ownerUser: { id: member.id }, shouldBeHandledByKanslist: true }), id: 'case-1', users: [], ...over,
});
const recipients = (notices: { recipientId: string; kind: string }[]) => notices.map((n) => `${n.kind}:${n.recipientId}`);

describe('who is told (issue 24)', () => {
  it("a handler's reply tells the owner", () => {
    const notices = noticesForCaseEvent({ type: 'reply', actorId: kanslist.id }, counselling(), [personOf(member), personOf(kanslist)]);
    expect(recipients(notices)).toEqual([`reply:${member.id}`]);
  });

  it("the owner's reply tells the case's administrators", () => {
    const c = counselling({ users: [{ id: kanslist.id, isAdministrating: true }] });
    expect(recipients(noticesForCaseEvent({ type: 'reply', actorId: member.id }, c, [personOf(member), personOf(kanslist)]))).toEqual([`ownerReply:${kanslist.id}`]);
  });

  it("with no administrators, the owner's reply tells the handlers of the case's list who follow it", () => {
    const other = { ...kanslist, id: 'u-kanslist-2' };
    const people = [personOf(member), personOf(kanslist, { settings: settings({ follows: ['secretariat'] }) }), personOf(other)];
    expect(recipients(noticesForCaseEvent({ type: 'reply', actorId: member.id }, counselling(), people))).toEqual([`ownerReply:${kanslist.id}`]);
  });

  it('a new case tells the handlers who follow a list it arrives in, and only those who may manage it', () => {
    const c = counselling({ ...caseOf({ type: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', ownerUser: { id: member.id }, association: { id: ids.stockholm } }), id: 'c2', users: [] });
    const people = [
      personOf(board, { settings: settings({ follows: [`association:${ids.stockholm}`] }) }),
      personOf(kanslist, { settings: settings({ follows: ['secretariat'] }) }),
    ];
    expect(recipients(noticesForCaseEvent({ type: 'created', actorId: member.id }, c, people))).toEqual([`newCase:${board.id}`]);
  });

  it('closing tells the owner', () => {
    expect(recipients(noticesForCaseEvent({ type: 'closed', actorId: kanslist.id }, counselling(), [personOf(member)]))).toEqual([`closed:${member.id}`]);
  });

  it('a user invited or added to a case is told', () => {
    const notices = noticesForCaseEvent({ type: 'added', actorId: kanslist.id, addedUserId: economist.id }, counselling(), [personOf(member), personOf(economist)]);
    expect(recipients(notices)).toEqual([`added:${economist.id}`]);
  });

  it('the one who acted is never told', () => {
    expect(noticesForCaseEvent({ type: 'closed', actorId: member.id }, counselling(), [personOf(member)])).toEqual([]);
  });

  it('a kind turned off, a person without an address, or an address that refused mail gets nothing', () => {
    const event = { type: 'reply', actorId: kanslist.id } as const;
    expect(noticesForCaseEvent(event, counselling(), [personOf(member, { settings: settings({ kinds: { ...DEFAULT_NOTIFICATION_SETTINGS.kinds, reply: false } }) })])).toEqual([]);
    expect(noticesForCaseEvent(event, counselling(), [personOf(member, { email: null })])).toEqual([]);
    expect(noticesForCaseEvent(event, counselling(), [personOf(member, { addressRefused: true })])).toEqual([]);
  });

  it("protected identity: a mail goes only to the recipient's own address", () => {
    const protectedMember = { ...member, protectedIdentity: true };
    const [notice] = noticesForCaseEvent({ type: 'reply', actorId: kanslist.id }, counselling(), [personOf(protectedMember, { email: 'own@example.org' })]);
    expect(notice.address).toBe('own@example.org');
  });

  it('a handler with the daily summary has the handler kinds held, not the others', () => {
    const c = counselling({ users: [{ id: kanslist.id, isAdministrating: true }] });
    const handler = personOf(kanslist, { settings: settings({ dailySummary: true }) });
    expect(noticesForCaseEvent({ type: 'reply', actorId: member.id }, c, [personOf(member), handler])[0].held).toBe(true);
    const added = noticesForCaseEvent({ type: 'added', actorId: economist.id, addedUserId: kanslist.id }, c, [handler]);
    expect(added[0].held).toBe(false);
  });
});

describe('issue 36: deadline reminders and the notices issue 24 left out', () => {
  const boardCase = (over: Partial<NoticeCase> = {}) => counselling({
    ...caseOf({ type: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', ownerUser: { id: member.id }, association: { id: ids.stockholm }, shouldBeHandledByKanslist: true, invitationFromBoardMember: true }),
    id: 'c3', users: [], ...over,
  });

  it("a case created on a member's behalf tells that member", () => {
    const notices = noticesForCaseEvent({ type: 'created', actorId: kanslist.id }, counselling(), [personOf(member), personOf(kanslist)]);
    expect(recipients(notices)).toEqual([`createdForYou:${member.id}`]);
  });

  it('a member who creates their own case is not told of it', () => {
    expect(noticesForCaseEvent({ type: 'created', actorId: member.id }, counselling(), [personOf(member)])).toEqual([]);
  });

  it("the secretariat invited by a board tells the secretariat's handlers who follow its list, not the board nor other kanslists", () => {
    const other = { ...kanslist, id: 'u-kanslist-2' };
    const people = [
      personOf(member),
      personOf(board, { settings: settings({ follows: [`association:${ids.stockholm}`] }) }),
      personOf(kanslist, { settings: settings({ follows: ['secretariat'] }) }),
      personOf(other),
    ];
    expect(recipients(noticesForCaseEvent({ type: 'secretariatInvited', actorId: board.id }, boardCase(), people))).toEqual([`newCase:${kanslist.id}`]);
  });

  it('the secretariat is told of an invitation only when the case has reached its list', () => {
    const people = [personOf(kanslist, { settings: settings({ follows: ['secretariat'] }) })];
    const notInvited = boardCase({ shouldBeHandledByKanslist: false, invitationFromBoardMember: false });
    expect(noticesForCaseEvent({ type: 'secretariatInvited', actorId: board.id }, notInvited, people)).toEqual([]);
  });

  it("the day before the deadline, the case's administrators are reminded", () => {
    const c = counselling({ users: [{ id: kanslist.id, isAdministrating: true }, { id: economist.id, isAdministrating: false }] });
    const people = [personOf(member), personOf(kanslist), personOf(economist)];
    expect(recipients(noticesForCaseEvent({ type: 'deadlineTomorrow', actorId: null }, c, people))).toEqual([`deadline:${kanslist.id}`]);
  });

  it("with no administrators, the deadline reminder goes to the handlers of the case's list who follow it, never the owner", () => {
    const other = { ...kanslist, id: 'u-kanslist-2' };
    const people = [personOf(member, { settings: settings({ follows: ['secretariat'] }) }), personOf(kanslist, { settings: settings({ follows: ['secretariat'] }) }), personOf(other)];
    expect(recipients(noticesForCaseEvent({ type: 'deadlineTomorrow', actorId: null }, counselling(), people))).toEqual([`deadline:${kanslist.id}`]);
  });

  it('the deadline setting turns the reminder off, and a reminder is never held for the daily summary', () => {
    const c = counselling({ users: [{ id: kanslist.id, isAdministrating: true }] });
    const off = personOf(kanslist, { settings: settings({ kinds: { ...DEFAULT_NOTIFICATION_SETTINGS.kinds, deadline: false } }) });
    expect(noticesForCaseEvent({ type: 'deadlineTomorrow', actorId: null }, c, [off])).toEqual([]);
    const summarised = personOf(kanslist, { settings: settings({ dailySummary: true }) });
    expect(noticesForCaseEvent({ type: 'deadlineTomorrow', actorId: null }, c, [summarised])[0].held).toBe(false);
  });

  it('the deadline reminded of is tomorrow, from the summary hour on, across a month and a year', () => {
    expect(deadlineToRemind('2026-11-27', 6, 7)).toBeNull();
    expect(deadlineToRemind('2026-11-27', 7, 7)).toBe('2026-11-28');
    expect(deadlineToRemind('2026-11-30', 23, 7)).toBe('2026-12-01');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
    expect(dayAfter('2026-03-28')).toBe('2026-03-29');
  });
});

describe('settings', () => {
  it('every kind is on by default and following a list is opt-in', () => {
    expect(effectiveSettings(null)).toEqual({ kinds: { reply: true, closed: true, added: true, createdForYou: true, ownerReply: true, newCase: true, deadline: true, course: true }, follows: [], dailySummary: false });
    expect(effectiveSettings({ kinds: { reply: false, bogus: false } }).kinds).toEqual({ reply: false, closed: true, added: true, createdForYou: true, ownerReply: true, newCase: true, deadline: true, course: true });
  });

  it('a user follows only lists they handle; the daily summary is for handlers', () => {
    expect(followableLists(kanslist).map((l) => l.key)).toEqual(['secretariat']);
    expect(followableLists(board).map((l) => l.key)).toEqual([`association:${ids.stockholm}`]);
    expect(settingsWithin(member, settings({ follows: ['secretariat'], dailySummary: true }))).toMatchObject({ follows: [], dailySummary: false });
  });
});

describe('content: no case content in a mail', () => {
  const links = { caseUrl: 'https://portal.example.org/arenden/mina/arende/1', unsubscribeUrl: 'https://portal.example.org/avisering/avsluta?u=1&k=reply&t=x', settingsUrl: 'https://portal.example.org/min-profil' };

  it('a notice says "ditt ärende", links to the case, and has both a plain text and an HTML body', () => {
    const message = noticeMessage('reply', links);
    expect(message.subject).toBe('Nytt svar i ditt ärende');
    for (const body of [message.text, message.html]) {
      expect(body).toContain('ditt ärende');
      expect(body).toContain(links.caseUrl);
    }
    expect(message.html).toContain('&amp;k=reply');
  });

  it('a notice takes no case text and no name: its only inputs are the kind and the links', () => {
    expect(noticeMessage.length).toBe(2);
    expect(summaryMessage([{ kind: 'newCase', caseUrl: links.caseUrl }], links).text).toContain('1 nytt ärende');
  });

  it('the link to a case is the route of the list the recipient reaches it from', () => {
    const c = { ...counselling(), id: 'c1' };
    expect(caseLinkPath(member, c)).toBe('/arenden/mina/arende/c1');
    expect(caseLinkPath(kanslist, c)).toBe('/arenden/kansliet/arende/c1');
    expect(caseLinkPath(board, { ...c, association: { id: ids.stockholm } })).toBe(`/arenden/organisation/${ids.stockholm}/arende/c1`);
  });
});

describe('the lists a user handles, follows and is linked to', () => {
  const membership = { ...caseOf({ type: 'YOUR_MEMBERSHIP', ownerUser: { id: member.id } }), id: 'c-membership' };
  const atWorkplace = { ...caseOf({ type: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', ownerUser: { id: member.id }, association: { id: ids.gotland }, workplace: { id: ids.gotlandWp } }), id: 'c-workplace' };
  const toStockholm = { ...caseOf({ type: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', ownerUser: { id: member.id }, association: { id: ids.stockholm } }), id: 'c-stockholm' };

  it('each list a user may follow, with its name: the secretariat\'s, the economists\', a board\'s, a represented workplace\'s', () => {
    expect(followableLists(kanslist)).toEqual([{ key: 'secretariat', name: 'Kansliet' }]);
    expect(followableLists(economist)).toEqual([{ key: 'economist', name: 'Vasabyrån' }]);
    expect(followableLists(board)).toEqual([{ key: `association:${ids.stockholm}`, name: 'Psykologföreningen i Region Stockholm' }]);
    expect(followableLists(representative)).toEqual([{ key: `workplace:${ids.gotlandWp}`, name: 'Visby lasarett' }]);
    expect(followableLists(member)).toEqual([]);
    expect([isHandler(member), isHandler(economist), isHandler(representative)]).toEqual([false, true, true]);
  });

  it('the lists a case lies in for a user: the economists\' for a membership case, the board\'s, the represented workplace\'s', () => {
    expect(listsOfCaseFor(economist, membership)).toEqual(['economist']);
    expect(listsOfCaseFor(economist, atWorkplace)).toEqual([]);
    expect(listsOfCaseFor(board, toStockholm)).toEqual([`association:${ids.stockholm}`]);
    expect(listsOfCaseFor(representative, atWorkplace)).toEqual([`workplace:${ids.gotlandWp}`]);
    expect(listsOfCaseFor(representative, toStockholm)).toEqual([]);
    const gotlandBoardAndRep = { ...representative, id: 'u-rep', psychologyAssociations: [{ id: ids.gotland, name: 'Psykologföreningen i Region Gotland', role: 'Styrelsemedlem' as const }] };
    expect(listsOfCaseFor(gotlandBoardAndRep, atWorkplace)).toEqual([`association:${ids.gotland}`, `workplace:${ids.gotlandWp}`]);
    expect(listsOfCaseFor({ ...gotlandBoardAndRep, awaitsGdprConsent: true }, atWorkplace)).toEqual([]);
    expect(listsOfCaseFor(member, atWorkplace)).toEqual([]);
  });

  it('the link to a case for an economist, a representative, the secretariat reaching it otherwise and one added to it', () => {
    expect(caseLinkPath(economist, membership)).toBe('/arenden/vasabyran/arende/c-membership');
    expect(caseLinkPath(economist, { ...membership, ownerUser: { id: economist.id } })).toBe('/arenden/vasabyran/arende/c-membership');
    expect(caseLinkPath(representative, atWorkplace)).toBe(`/arenden/organisation/${ids.gotland}/arbetsplats/${ids.gotlandWp}/arende/c-workplace`);
    expect(caseLinkPath(representative, { ...atWorkplace, association: null })).toBe('/arenden/mina/arende/c-workplace');
    expect(caseLinkPath(kanslist, toStockholm)).toBe('/arenden/kansliet/arende/c-stockholm');
    expect(caseLinkPath({ ...kanslist, id: member.id }, membership)).toBe('/arenden/mina/arende/c-membership');
    expect(caseLinkPath(economist, { ...toStockholm, users: [{ id: economist.id }] })).toBe('/arenden/vasabyran/arende/c-stockholm');
    expect(caseLinkPath(representative, { ...toStockholm, users: [{ id: representative.id }] })).toBe('/arenden/mina/arende/c-stockholm');
  });

  it('a secretariat member on a board is linked to a board case the secretariat was not invited to from the board\'s list', () => {
    const kanslistOnTheBoard = { ...board, id: 'u-kanslist-board', isKanslist: true };
    expect(caseLinkPath(kanslistOnTheBoard, toStockholm)).toBe(`/arenden/organisation/${ids.stockholm}/arende/c-stockholm`);
    expect(caseLinkPath(kanslistOnTheBoard, { ...toStockholm, shouldBeHandledByKanslist: true, invitationFromBoardMember: true })).toBe('/arenden/kansliet/arende/c-stockholm');
  });

  it('settings kept within the user: follows of lists they handle, the daily summary for handlers only', () => {
    const asked = settings({ follows: ['secretariat', 'economist', `association:${ids.stockholm}`], dailySummary: true });
    expect(settingsWithin(kanslist, asked)).toEqual({ ...asked, follows: ['secretariat'], dailySummary: true });
    expect(settingsWithin(kanslist, settings({ dailySummary: false })).dailySummary).toBe(false);
    expect(settingsWithin(board, asked).follows).toEqual([`association:${ids.stockholm}`]);
  });

  it('stored settings over the defaults: the follows and the daily summary as stored, in a list of their own', () => {
    const stored = { follows: ['secretariat'], dailySummary: true };
    const effective = effectiveSettings(stored);
    expect(effective).toEqual({ kinds: DEFAULT_NOTIFICATION_SETTINGS.kinds, follows: ['secretariat'], dailySummary: true });
    expect(effective.follows).not.toBe(stored.follows);
    expect(effectiveSettings({ kinds: { reply: 'no' as unknown as boolean } }).kinds.reply).toBe(true);
    expect(effectiveSettings({})).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });
});

describe('who is told, at the edges: one mail per person, only those who may, held only for the summary kinds', () => {
  const membership = (over: Partial<NoticeCase> = {}): NoticeCase => ({ ...caseOf({ type: 'YOUR_MEMBERSHIP', ownerUser: { id: member.id } }), id: 'c-m', users: [], ...over });

  it('a person listed twice is told once', () => {
    const follower = personOf(kanslist, { settings: settings({ follows: ['secretariat'] }) });
    const c = counselling({ ...caseOf({ type: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', ownerUser: { id: member.id }, shouldBeHandledByKanslist: true, invitationFromBoardMember: true }), id: 'c4', users: [] });
    expect(recipients(noticesForCaseEvent({ type: 'secretariatInvited', actorId: board.id }, c, [follower, follower]))).toEqual([`newCase:${kanslist.id}`]);
  });

  it('a new case tells the economists who follow their list, held for the one with the daily summary', () => {
    const people = [personOf(member), personOf(economist, { settings: settings({ follows: ['economist'], dailySummary: true }) })];
    const notices = noticesForCaseEvent({ type: 'created', actorId: member.id }, membership(), people);
    expect(notices).toEqual([{ kind: 'newCase', recipientId: economist.id, address: `${economist.id}@example.org`, held: true }]);
  });

  it('the owner of a board matter created for them, who follows the board\'s list, is told it was created for them, never of it as a new case (that notice off too)', () => {
    const c: NoticeCase = { ...caseOf({ type: 'BOARD_MATTER', ownerUser: { id: board.id }, association: { id: ids.stockholm } }), id: 'c-board', users: [] };
    const following = settings({ follows: [`association:${ids.stockholm}`] });
    expect(noticesForCaseEvent({ type: 'created', actorId: kanslist.id }, c, [personOf(board, { settings: following })]))
      .toEqual([{ kind: 'createdForYou', recipientId: board.id, address: `${board.id}@example.org`, held: false }]);
    const createdForYouOff = { ...following, kinds: { ...following.kinds, createdForYou: false } };
    expect(noticesForCaseEvent({ type: 'created', actorId: kanslist.id }, c, [personOf(board, { settings: createdForYouOff })])).toEqual([]);
  });

  it('a case in two of a handler\'s lists tells them when they follow either one', () => {
    const boardAndRepresentative = { ...representative, psychologyAssociations: [{ id: ids.gotland, name: 'Psykologföreningen i Region Gotland', role: 'Styrelsemedlem' as const }] };
    const c: NoticeCase = { ...caseOf({ type: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', ownerUser: { id: member.id }, association: { id: ids.gotland }, workplace: { id: ids.gotlandWp } }), id: 'c-two-lists', users: [] };
    for (const followed of [`association:${ids.gotland}`, `workplace:${ids.gotlandWp}`]) {
      const person = personOf(boardAndRepresentative, { settings: settings({ follows: [followed] }) });
      expect(recipients(noticesForCaseEvent({ type: 'created', actorId: member.id }, c, [person]))).toEqual([`newCase:${representative.id}`]);
    }
  });

  it('an administrator not among the people, or with an empty address, is not told', () => {
    const c = counselling({ users: [{ id: 'u-nobody', isAdministrating: true }, { id: kanslist.id, isAdministrating: true }] });
    expect(recipients(noticesForCaseEvent({ type: 'reply', actorId: member.id }, c, [personOf(member), personOf(kanslist)]))).toEqual([`ownerReply:${kanslist.id}`]);
    expect(noticesForCaseEvent({ type: 'reply', actorId: member.id }, c, [personOf(member), personOf(kanslist, { email: '' })])).toEqual([]);
  });

  it('the secretariat is told of an invitation only by those of it who follow its list', () => {
    const c = counselling({ ...caseOf({ type: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', ownerUser: { id: member.id }, shouldBeHandledByKanslist: true, invitationFromBoardMember: true }), id: 'c5', users: [] });
    const followingBoard = personOf({ ...board, isKanslist: false }, { settings: settings({ follows: ['secretariat'] }) });
    const notFollowing = personOf(kanslist, { settings: settings({ follows: [`association:${ids.stockholm}`] }) });
    expect(noticesForCaseEvent({ type: 'secretariatInvited', actorId: member.id }, c, [followingBoard, notFollowing])).toEqual([]);
  });

  it('wantsMail: an empty address is no address', () => {
    expect(wantsMail({ email: '', addressRefused: false, settings: DEFAULT_NOTIFICATION_SETTINGS }, 'reply')).toBe(false);
    expect(wantsMail({ email: 'a@example.org', addressRefused: false, settings: DEFAULT_NOTIFICATION_SETTINGS }, 'reply')).toBe(true);
  });

  it('one mail per event and recipient; closing mails the owner unless the owner closes it', () => {
    expect(noticeKey('e-1', 'u-1')).toBe('e-1:u-1');
    expect(closingMayMailOwner({ ownerUser: { id: member.id } }, kanslist.id)).toBe(true);
    expect(closingMayMailOwner({ ownerUser: { id: member.id } }, member.id)).toBe(false);
  });
});

describe('followersMayBeTold: when the handlers who follow a list are told (issue 24), one rule for the server and the SPA', () => {
  const follower = { ...kanslist, id: 'u-kanslist-follower' };
  const administrator = { ...kanslist, id: 'u-kanslist-admin' };
  const withAdministrator = counselling({ users: [{ id: administrator.id, isAdministrating: true }] });
  const people = [personOf(member), personOf(administrator), personOf(follower, { settings: settings({ follows: ['secretariat'] }) })];
  const row = (name: string, event: CaseNoticeEvent, c: NoticeCase, told: boolean) => ({ name, event, c, told });
  it.each([
    row('a new case', { type: 'created', actorId: member.id }, counselling(), true),
    row('a new case with an administrator', { type: 'created', actorId: member.id }, withAdministrator, true),
    row('the secretariat invited', { type: 'secretariatInvited', actorId: board.id }, counselling(), true),
    row("the owner's reply, no administrator", { type: 'reply', actorId: member.id }, counselling(), true),
    row("the owner's reply, an administrator", { type: 'reply', actorId: member.id }, withAdministrator, false),
    row("a handler's reply", { type: 'reply', actorId: administrator.id }, counselling(), false),
    row('the day before the deadline, no administrator', { type: 'deadlineTomorrow', actorId: null }, counselling(), true),
    row('the day before the deadline, an administrator', { type: 'deadlineTomorrow', actorId: null }, withAdministrator, false),
    row('closing', { type: 'closed', actorId: administrator.id }, counselling(), false),
    row('a user added', { type: 'added', actorId: administrator.id, addedUserId: economist.id }, counselling(), false),
  ])('$name: a follower not on the case told: $told', ({ event, c, told }) => {
    expect(followersMayBeTold(event, c)).toBe(told);
    expect(noticesForCaseEvent(event, c, people).some((n) => n.recipientId === follower.id)).toBe(told);
  });
});
