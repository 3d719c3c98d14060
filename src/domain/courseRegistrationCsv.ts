import type { CourseParticipant } from '../api/contentTypes';
import { formatSwedishDateTime } from '../lib/swedishTime';

/**
 * The secretariat's participant list as CSV (issue 25): UTF-8 with a byte-order mark so that Excel
 * reads å, ä and ö right, semicolons (Excel's separator in Swedish settings), CRLF lines, RFC 4180
 * quoting, and no formula injection: a cell that begins with = + - @ (or a tab or carriage return,
 * which Excel skips before them) is prefixed with an apostrophe, so a spreadsheet shows it as text.
 */

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[";\r\n,]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | null)[]): string {
  return cells.map(csvCell).join(CSV_SEPARATOR);
}

export const participantCsvHeader = ['Status', 'Plats i kön', 'Namn', 'Medlemsnummer', 'E-post', 'Anmäld', 'Kostönskemål', 'Arbetsplats', 'Svar på kursens fråga'] as const;

/** The whole file: header, participants, then the waiting list in its order. `registeredAt` formats the time of sign-up. */
export function participantsCsv(participants: readonly CourseParticipant[], waiting: readonly CourseParticipant[], registeredAt: (iso: string) => string): string {
  const line = (p: CourseParticipant) => csvLine([
    p.status === 'registered' ? 'Deltagare' : 'Väntelista', p.place, p.name, p.member_number, p.email, registeredAt(p.registered_at), p.dietary, p.workplace, p.answer,
  ]);
  return CSV_BOM + [csvLine(participantCsvHeader), ...participants.map(line), ...waiting.map(line)].join('\r\n') + '\r\n';
}

export { formatSwedishDateTime };
