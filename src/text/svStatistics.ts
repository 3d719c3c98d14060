import type { AgeBucket } from '../domain/statistics';
import type { StatisticsPreset } from '../domain/statisticsPeriod';
import { statisticsPeriodProblemText } from '../domain/statisticsPeriod';

const hours = (value: number | null) => {
  if (value === null) return '–';
  if (value < 48) return `${String(value).replace('.', ',')} timmar`;
  return `${String(Math.round((value / 24) * 10) / 10).replace('.', ',')} dagar`;
};

/** Texts of the statistics page /statistik (issue 36). */
export const svStatistics = {
  heading: 'Statistik',
  intro: 'Siffrorna gäller samma ärenden som ärendelistan visar. Öppna ärenden och passerade deadlines räknas per i dag, resten för perioden.',
  list: 'Ärendelista',
  secretariatList: 'Kansliets ärenden',
  period: 'Period',
  presets: {
    weeks4: 'Senaste 4 veckorna',
    quarter: 'Senaste kvartalet',
    year: 'Senaste året',
    custom: 'Eget intervall',
  } satisfies Record<StatisticsPreset, string>,
  from: 'Från (åååå-mm-dd)',
  to: 'Till (åååå-mm-dd)',
  show: 'Visa',
  problems: statisticsPeriodProblemText,
  loadFailed: 'Statistiken kunde inte hämtas.',
  loading: 'Hämtar statistik…',
  periodShown: (from: string, to: string) => `Period: ${from} – ${to}`,
  keyFigures: 'Nyckeltal',
  created: 'Nya ärenden',
  closed: 'Avslutade ärenden',
  openTotal: 'Öppna ärenden i dag',
  pastDeadline: 'Passerad deadline',
  medianFirstReply: 'Mediantid till första svar',
  medianClosing: 'Mediantid till avslut',
  hours,
  weeksTitle: 'Nya och avslutade ärenden per vecka',
  backlogTitle: 'Öppna ärenden efter ålder',
  caseTypeTitle: 'Nya ärenden per ärendetyp',
  associationTitle: 'Nya ärenden per förening',
  week: 'Vecka',
  age: 'Ålder',
  caseType: 'Ärendetyp',
  association: 'Förening',
  count: 'Antal',
  noAssociation: 'Ingen förening',
  ages: { '0-7': '0–7 dagar', '8-30': '8–30 dagar', '31-90': '31–90 dagar', '90+': 'Mer än 90 dagar' } satisfies Record<AgeBucket, string>,
  empty: 'Inga ärenden under perioden.',
  download: 'Ladda ner CSV',
  downloadNamed: (title: string) => `Ladda ner CSV: ${title}`,
  chartSummary: (title: string, total: number) => `${title}, stapeldiagram. Totalt ${total}. Samma siffror finns i tabellen.`,
};
