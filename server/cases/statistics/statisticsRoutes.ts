import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app';
import { actorOf } from '../handling/caseRecord';
import { resolveCaseContext } from '../access';
import { badRequest, forbidden } from '../../http/errors';
import { StatisticsQuery, StatisticsResponse } from '../../../src/api/shapes/statistics';
import type { StatisticsResponse as StatisticsDto } from '../../../src/api/statisticsTypes';
import { summariseStatistics } from '../../../src/domain/statistics';
import { STATISTICS_ROLES } from '../../../src/domain/statisticsLists';
import { statisticsPeriodProblem, statisticsPeriodProblemText } from '../../../src/domain/statisticsPeriod';
import { defaultCaseRole } from '../../../src/domain/caseAccess';
import { formatSwedishDay } from '../../../src/lib/swedishTime';
import { statisticsRows } from './statisticsStore';

/**
 * An instant's Swedish day, remembered per hour (Sweden's offsets are whole hours): a long period
 * has tens of thousands of times, and Intl's formatting is the slow part.
 */
function swedishDays(): (iso: string) => string {
  const byHour = new Map<string, string>();
  return (iso) => {
    const hour = iso.slice(0, 13);
    let day = byHour.get(hour);
    if (day === undefined) {
      day = formatSwedishDay(new Date(`${hour}:00:00.000Z`));
      byHour.set(hour, day);
    }
    return day;
  };
}

/**
 * GET /api/Case/Statistics?role=&organisationId=&workplaceId=&from=&to= (issue 36): the numbers
 * of one case list. The context is decided as for Case/GetAll (resolveCaseContext: 403 for a role
 * not held, 404 for an organisation or workplace not handled), and only the secretariat's and the
 * organisation role's lists have statistics (403 STATISTICS_NOT_ALLOWED otherwise). A period the
 * rule refuses is 400 STATISTICS_PERIOD_INVALID with the Swedish message.
 */
export function statisticsRoutes({ db }: AppContext): FastifyPluginAsync {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    app.get('/Case/Statistics', { schema: { querystring: StatisticsQuery, response: { 200: StatisticsResponse } } }, async (request): Promise<StatisticsDto> => {
      const user = await actorOf(db, request);
      const { from, to, ...query } = request.query;
      if (!STATISTICS_ROLES.includes(query.role ?? defaultCaseRole(user))) throw forbidden('STATISTICS_NOT_ALLOWED');
      const context = await resolveCaseContext(db, user, query);
      const problem = statisticsPeriodProblem({ from, to });
      if (problem) throw badRequest('STATISTICS_PERIOD_INVALID', { problem, message: statisticsPeriodProblemText[problem] });
      const rows = await statisticsRows(db, user, context, from);
      return summariseStatistics(rows, { from, to }, formatSwedishDay(new Date()), swedishDays());
    });
  };
}
