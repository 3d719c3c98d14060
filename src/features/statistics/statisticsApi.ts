import type { Http, HttpResult } from '../../api/http';
import type { PortalConfig } from '../../api/types';
import type { StatisticsResponse } from '../../api/statisticsTypes';
import type { StatisticsPeriod } from '../../domain/statisticsPeriod';
import type { StatisticsList } from '../../domain/statisticsLists';

export interface StatisticsApi {
  /** GET Case/Statistics: one list's numbers for a period. */
  get(list: StatisticsList, period: StatisticsPeriod): Promise<HttpResult<StatisticsResponse>>;
}

export function createStatisticsApi(http: Http, config: PortalConfig): StatisticsApi {
  return {
    get: (list, period) => {
      const query = new URLSearchParams({ role: list.role });
      if (list.organisationId) query.set('organisationId', list.organisationId);
      if (list.workplaceId) query.set('workplaceId', list.workplaceId);
      query.set('from', period.from);
      query.set('to', period.to);
      return http.get<StatisticsResponse>(`${config.apiUrl}/Case/Statistics?${query.toString()}`);
    },
  };
}
