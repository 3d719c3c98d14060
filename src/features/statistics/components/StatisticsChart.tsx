import { statisticsCsv } from '../../../domain/statistics';
import { saveBlob } from '../../../lib/saveBlob';
import { svStatistics as t } from '../../../text/svStatistics';

export interface ChartRow {
  label: string;
  values: number[];
}

interface ChartProps {
  /** The section's id prefix (unique on the page) and the CSV file's name. */
  id: string;
  title: string;
  /** The table's headers: the label column's, then one per series. */
  headers: string[];
  rows: ChartRow[];
  /** Columns (weeks, in order) or bars (categories). */
  layout: 'columns' | 'bars';
}

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * One chart of the statistics page (issue 36): an SVG (role="img", its title and a summary) with
 * the same numbers in a table beside it, and the table as a CSV file (statisticsCsv: Swedish
 * Excel's ';', a BOM), built from the numbers already loaded.
 */
export function StatisticsChart({ id, title, headers, rows, layout }: ChartProps) {
  const total = rows.reduce((sum, row) => sum + row.values.reduce((a, b) => a + b, 0), 0);
  const download = () => {
    const csv = statisticsCsv(headers, rows.map((row) => [row.label, ...row.values]));
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${id}.csv`);
  };
  return (
    <section className="statistics__section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      <div className="statistics__pair">
        <figure className="statistics__figure">
          {layout === 'columns' ? <Columns id={id} title={title} total={total} rows={rows} /> : <Bars id={id} title={title} total={total} rows={rows} />}
          {headers.length > 2 && (
            <figcaption className="statistics__legend">
              {headers.slice(1).map((name, i) => (
                <span key={name} className="statistics__key"><span className={`statistics__swatch statistics__series-${i}`} aria-hidden="true" />{name}</span>
              ))}
            </figcaption>
          )}
        </figure>
        <div className="statistics__table-wrap">
          <table className={layout === 'columns' ? 'statistics__table statistics__table--weeks' : 'statistics__table'} id={`${id}-table`}>
            <caption className="visually-hidden">{title}</caption>
            <thead><tr>{headers.map((h, i) => <th key={h} scope="col" className={i > 0 ? 'numeric' : undefined}>{h}</th>)}</tr></thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {row.values.map((value, i) => <td key={headers[i + 1]} className="numeric">{value}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <button type="button" className="button statistics__download" aria-label={t.downloadNamed(title)} onClick={download}>
        {t.download}
      </button>
    </section>
  );
}

function SvgTitle({ id, title, total }: { id: string; title: string; total: number }) {
  return (
    <>
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{t.chartSummary(title, total)}</desc>
    </>
  );
}

/*
 * The charts are laid out in percentages of their width, not scaled through a viewBox: the text
 * keeps its size from a phone to a wide screen.
 */
const pc = (value: number) => `${Math.round(value * 100) / 100}%`;

/** Categories as horizontal bars, the label left and the count after the bar. */
function Bars({ id, title, total, rows }: { id: string; title: string; total: number; rows: ChartRow[] }) {
  const max = Math.max(1, ...rows.flatMap((r) => r.values));
  const rowHeight = 28;
  const labelShare = 40;
  const barShare = 50;
  const height = Math.max(rowHeight, rows.length * rowHeight);
  return (
    <svg className="statistics__svg" width="100%" height={height} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
      <SvgTitle id={id} title={title} total={total} />
      {rows.map((row, i) => {
        const y = i * rowHeight;
        const share = (row.values[0] / max) * barShare;
        return (
          <g key={row.label} aria-hidden="true">
            <text x={pc(labelShare)} dx={-8} y={y + rowHeight / 2} textAnchor="end" dominantBaseline="middle" className="statistics__label">{shorten(row.label, 18)}</text>
            <rect x={pc(labelShare)} y={y + 5} width={row.values[0] > 0 ? pc(Math.max(share, 0.5)) : 0} height={rowHeight - 10} className="statistics__series-0" />
            <text x={pc(labelShare + share)} dx={6} y={y + rowHeight / 2} dominantBaseline="middle" className="statistics__value">{row.values[0]}</text>
          </g>
        );
      })}
    </svg>
  );
}

/** Weeks as columns, one per series side by side; every few weeks named below. */
function Columns({ id, title, total, rows }: { id: string; title: string; total: number; rows: ChartRow[] }) {
  const series = rows[0]?.values.length ?? 1;
  const max = Math.max(1, ...rows.flatMap((r) => r.values));
  const height = 240;
  const top = 20;
  const bottom = 28;
  const plot = height - top - bottom;
  const slot = 100 / Math.max(1, rows.length);
  const bar = (slot * 0.8) / series;
  const every = Math.ceil(rows.length / 7);
  return (
    <svg className="statistics__svg" width="100%" height={height} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
      <SvgTitle id={id} title={title} total={total} />
      <g aria-hidden="true">
        <line x1="0" x2="100%" y1={top + plot} y2={top + plot} className="statistics__axis" />
        <text x={2} y={top - 6} className="statistics__value">{max}</text>
        {rows.map((row, i) => (
          <g key={row.label}>
            {row.values.map((value, s) => {
              const h = (value / max) * plot;
              return <rect key={s} x={pc(i * slot + slot * 0.1 + s * bar)} y={top + plot - h} width={pc(bar)} height={h} className={`statistics__series-${s}`} />;
            })}
            {i % every === 0 && <text x={pc(i * slot + slot / 2)} y={height - 8} textAnchor="middle" className="statistics__label">{row.label.replace(/^\d{4}-W/, 'v')}</text>}
          </g>
        ))}
      </g>
    </svg>
  );
}
