import { useId, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { loadRetried } from '../../../app/lifecycle';
import { loadFailure } from '../../../api/networkState';
import type { StatisticsResponse } from '../../../api/statisticsTypes';
import { statisticsListKey, statisticsLists } from '../../../domain/statisticsLists';
import { STATISTICS_PRESETS, type StatisticsPreset } from '../../../domain/statisticsPeriod';
import { svStatistics as t } from '../../../text/svStatistics';
import { DatePicker } from '../../../ui/DatePicker';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Spinner } from '../../../ui/Spinner';
import { selectUser } from '../../user/selectors';
import { statisticsCustomApplied, statisticsCustomChanged, statisticsListChosen, statisticsPresetChosen } from '../statisticsActions';
import { selectStatistics } from '../statisticsSlice';
import { StatisticsChart } from '../components/StatisticsChart';
import '../statistics.css';

/**
 * /statistik (issue 36): the numbers of one of the handler's case lists (the secretariat's, a
 * board's, a workplace's) for a period: key figures, then each chart with its table and CSV.
 * Registers the lazy slice by importing it (statisticsSlice.ts).
 */
export default function StatisticsPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const state = useAppSelector(selectStatistics);
  const base = useId();
  const lists = user ? statisticsLists(user) : [];
  const listKey = state.listKey ?? (lists[0] ? statisticsListKey(lists[0]) : '');
  const failure = loadFailure(state.status, state.numbers !== null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(statisticsCustomApplied());
  };
  const problemId = `${base}-problem`;
  return (
    <article className="page statistics">
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      <div className="statistics__controls">
        <div className="field">
          <label htmlFor={`${base}-list`} className="field__label">{t.list}</label>
          <select id={`${base}-list`} className="input" value={listKey} onChange={(event) => dispatch(statisticsListChosen({ key: event.target.value }))}>
            {lists.map((list) => <option key={statisticsListKey(list)} value={statisticsListKey(list)}>{list.name ?? t.secretariatList}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${base}-period`} className="field__label">{t.period}</label>
          <select id={`${base}-period`} className="input" value={state.preset}
            onChange={(event) => dispatch(statisticsPresetChosen({ preset: event.target.value as StatisticsPreset }))}>
            {STATISTICS_PRESETS.map((preset) => <option key={preset} value={preset}>{t.presets[preset]}</option>)}
          </select>
        </div>
        {state.preset === 'custom' && (
          <form className="statistics__custom" onSubmit={submit} noValidate>
            {(['from', 'to'] as const).map((field) => (
              <div className="field" key={field}>
                <label htmlFor={`${base}-${field}`} className="field__label">{t[field]}</label>
                <DatePicker id={`${base}-${field}`} value={state.custom[field]} invalid={Boolean(state.problem)} describedBy={state.problem ? problemId : undefined}
                  onChange={(value) => dispatch(statisticsCustomChanged({ field, value }))} />
              </div>
            ))}
            <button type="submit" className="button button--primary">{t.show}</button>
          </form>
        )}
      </div>
      {state.preset === 'custom' && (state.problem || state.serverMessage) && (
        <p id={problemId} className="statistics__problem" role="alert">{state.problem ? t.problems[state.problem] : state.serverMessage}</p>
      )}
      <LoadFailed failure={state.serverMessage ? 'none' : failure} text={t.loadFailed} onRetry={() => dispatch(loadRetried({ what: 'statistics' }))} />
      <div role="status" className="visually-hidden">{state.status === 'getting' ? t.loading : ''}</div>
      {state.status === 'getting' && !state.numbers && <Spinner />}
      {state.numbers && <Numbers numbers={state.numbers} />}
    </article>
  );
}

function Numbers({ numbers }: { numbers: StatisticsResponse }) {
  const figures: [string, string | number][] = [
    [t.created, numbers.created],
    [t.closed, numbers.closed],
    [t.openTotal, numbers.openTotal],
    [t.pastDeadline, numbers.pastDeadline],
    [t.medianFirstReply, t.hours(numbers.medianFirstReplyHours)],
    [t.medianClosing, t.hours(numbers.medianClosingHours)],
  ];
  return (
    <>
      <p className="muted">{t.periodShown(numbers.from, numbers.to)}</p>
      <h2 className="visually-hidden">{t.keyFigures}</h2>
      <dl className="statistics__figures">
        {figures.map(([label, value]) => (
          <div key={label} className="statistics__figure-item"><dt>{label}</dt><dd>{value}</dd></div>
        ))}
      </dl>
      <StatisticsChart id="statistik-vecka" title={t.weeksTitle} layout="columns" headers={[t.week, t.created, t.closed]}
        rows={numbers.weeks.map((w) => ({ label: w.week, values: [w.created, w.closed] }))} />
      <StatisticsChart id="statistik-alder" title={t.backlogTitle} layout="bars" headers={[t.age, t.count]}
        rows={numbers.backlog.map((b) => ({ label: t.ages[b.bucket], values: [b.count] }))} />
      <StatisticsChart id="statistik-arendetyp" title={t.caseTypeTitle} layout="bars" headers={[t.caseType, t.count]}
        rows={numbers.byCaseType.map((c) => ({ label: c.name, values: [c.count] }))} />
      <StatisticsChart id="statistik-forening" title={t.associationTitle} layout="bars" headers={[t.association, t.count]}
        rows={numbers.byAssociation.map((a) => ({ label: a.key === null ? t.noAssociation : a.name, values: [a.count] }))} />
    </>
  );
}
