import { CaseTypeCode, SubCategoryCode } from '../../../src/domain/caseCatalogue';
import { BOARD_RELATED_CASE_TYPES } from '../../../src/domain/caseAccess';
import { CASE_PAGE_SIZE } from '../../../src/domain/caseList';
import { CaseStatus } from '../../../src/domain/caseStatus';
import * as texts from './texts';
import type { SeedWorld } from './world';

/** What a case's title was drawn from: its topic, the drawn title, the values it is filled with, and its first message. */
interface TitleChoice { topic: texts.CaseTopic; index: number; vars: Record<string, string>; firstMessageId: string }

const choices = new WeakMap<SeedWorld, Map<string, TitleChoice>>();

/** The title the case draws; spreadCaseTitles may give it another of its topic later. */
export function chooseCaseTitle(world: SeedWorld, caseId: string, choice: TitleChoice): { title: string; body: string } {
  const byCase = choices.get(world) ?? new Map<string, TitleChoice>();
  choices.set(world, byCase);
  byCase.set(caseId, choice);
  return { title: texts.fill(choice.topic.titles[choice.index], choice.vars), body: texts.fill(choice.topic.bodies[choice.index], choice.vars) };
}

type CaseRow = SeedWorld['rows']['cases'][number];

/**
 * The lists a case is on, as the server's rules of spec §6 put it there: its owner's, each
 * secretariat handler's, the economists', its association's and its workplace's. Over every
 * handler and association, not only the demo accounts', so any account's lists read as real.
 */
function listsOf(world: SeedWorld, c: CaseRow, usersOf: Map<string, string[]>, benefits: Set<string>): string[] {
  const lists = [`owner ${c.ownerUserId}`];
  const secretariat = c.shouldBeHandledByKanslist && (!BOARD_RELATED_CASE_TYPES.includes(c.caseType) || c.invitationFromBoardMember);
  const on = usersOf.get(c.id!) ?? [];
  for (const k of world.kanslister) if (secretariat || on.includes(k)) lists.push(`secretariat ${k}`);
  if (c.caseType === CaseTypeCode.YOUR_MEMBERSHIP && !benefits.has(c.id!)) lists.push('economist');
  if (c.associationId) lists.push(`association ${c.associationId}`);
  if (c.workplaceId) lists.push(`workplace ${c.workplaceId}`);
  return lists;
}

/** Appends in place: copying a list on every append made the secretariat's list (every case) quadratic. */
function push<K, V>(lists: Map<K, V[]>, key: K, value: V): void {
  const list = lists.get(key);
  if (list) list.push(value);
  else lists.set(key, [value]);
}

/**
 * Issue 34: no page of a list holds a title twice. A list shows its open cases (the default view)
 * or its closed ones, newest first, twenty to a page; an owner's list is one whole. Each case, in
 * the order the cases were made, keeps its drawn title unless one of its pages already has it;
 * then it takes the topic's next title its pages do not have, and its first message follows. No
 * random draw: the rest of the seed stays as it was.
 */
export function spreadCaseTitles(world: SeedWorld) {
  const byCase = choices.get(world);
  if (!byCase) return;
  const cases = world.rows.cases;
  const usersOf = new Map<string, string[]>();
  for (const u of world.rows.caseUsers) push(usersOf, u.caseId, u.userId);
  const benefits = new Set(world.rows.caseSubCategories.filter((s) => s.subCategory === SubCategoryCode.MEMBER_BENEFITS).map((s) => s.caseId));

  const members = new Map<string, CaseRow[]>();
  for (const c of cases) for (const list of listsOf(world, c, usersOf, benefits)) push(members, list, c);
  const pagesOf = new Map<string, string[]>();
  for (const [list, rows] of members) {
    const parts = list.startsWith('owner ') ? [rows] : [rows.filter((c) => c.status !== CaseStatus.CLOSED), rows.filter((c) => c.status === CaseStatus.CLOSED)];
    parts.forEach((part, p) => {
      const newestFirst = [...part].sort((a, b) => (b.createdAt as Date).getTime() - (a.createdAt as Date).getTime() || (a.id! < b.id! ? 1 : -1));
      newestFirst.forEach((c, i) => {
        const page = list.startsWith('owner ') ? list : `${list} ${p} ${Math.floor(i / CASE_PAGE_SIZE)}`;
        push(pagesOf, c.id!, page);
      });
    });
  }

  const titlesOnPage = new Map<string, Set<string>>();
  const firstMessages = new Map(world.rows.messages.map((m) => [m.id!, m]));
  for (const c of cases) {
    const choice = byCase.get(c.id!)!;
    const pages = (pagesOf.get(c.id!) ?? []).map((page) => titlesOnPage.get(page) ?? titlesOnPage.set(page, new Set()).get(page)!);
    const { titles } = choice.topic;
    const titleAt = (k: number) => texts.fill(titles[k], choice.vars);
    const free = titles.map((_, k) => (choice.index + k) % titles.length).find((k) => pages.every((used) => !used.has(titleAt(k)))) ?? choice.index;
    const title = titleAt(free);
    for (const used of pages) used.add(title);
    if (free === choice.index) continue;
    const message = firstMessages.get(choice.firstMessageId)!;
    const [before, after] = [texts.fill(choice.topic.bodies[choice.index], choice.vars), texts.fill(choice.topic.bodies[free], choice.vars)];
    if (!message.body.includes(before)) throw new Error(`The first message of case ${c.id} does not hold its text`);
    c.title = title;
    message.body = message.body.replace(before, after);
  }
}
