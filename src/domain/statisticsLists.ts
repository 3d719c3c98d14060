import type { User } from '../api/types';
import { handledCaseLists } from './caseHomes';
import type { Role } from './roles';

/** A case list whose numbers a handler may see (issue 36): the secretariat's, and their boards' and workplace's. */
export interface StatisticsList {
  role: Role;
  organisationId: string | null;
  workplaceId: string | null;
  /** null: the secretariat's list (the page names it). */
  name: string | null;
}

/** The roles whose lists have statistics; any other is refused (403) by the server. */
export const STATISTICS_ROLES: readonly Role[] = ['secretariat', 'organization'];

/** The secretariat's list (a kanslist), then the lists handled as a board member or workplace representative. */
export function statisticsLists(user: User): StatisticsList[] {
  const secretariat: StatisticsList[] = user.isKanslist && !user.isEconomist
    ? [{ role: 'secretariat', organisationId: null, workplaceId: null, name: null }]
    : [];
  return [...secretariat, ...handledCaseLists(user)];
}

/** The route /statistik and the menu's link (spec §2 style: only who has a list to count). */
export function mayViewStatistics(user: User): boolean {
  return statisticsLists(user).length > 0;
}

/** A list's key in the page's picker. */
export const statisticsListKey = (list: Pick<StatisticsList, 'role' | 'organisationId' | 'workplaceId'>): string =>
  [list.role, list.organisationId ?? '', list.workplaceId ?? ''].join(':');
