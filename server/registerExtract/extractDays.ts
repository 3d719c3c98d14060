/**
 * Issue 37: the register extract's days, in Swedish time (one extract per member and Swedish
 * calendar day; a refusal names the start of the next). The server's only: the SPA shows the time
 * the server sends.
 */
const ZONE = 'Europe/Stockholm';

let dayFormat: Intl.DateTimeFormat | undefined;
let offsetFormat: Intl.DateTimeFormat | undefined;

/** The Swedish calendar day of an instant, 'yyyy-MM-dd': one extract per member and day. */
export function extractDay(at: Date): string {
  dayFormat ??= new Intl.DateTimeFormat('sv-SE', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  return dayFormat.format(at);
}

/** Minutes Stockholm is ahead of UTC at an instant (60 or 120). */
function stockholmOffsetMinutes(at: Date): number {
  offsetFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' });
  const name = offsetFormat.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** When the member may ask again: the start of the next Swedish day after `at`. */
export function nextExtractAllowedAt(at: Date): Date {
  const [y, m, d] = extractDay(at).split('-').map(Number);
  const utcMidnight = Date.UTC(y, m - 1, d + 1);
  const guess = utcMidnight - stockholmOffsetMinutes(new Date(utcMidnight)) * 60_000;
  return new Date(utcMidnight - stockholmOffsetMinutes(new Date(guess)) * 60_000);
}

/** The Swedish 429 text: "Du har redan beställt ett registerutdrag i dag. Nästa kan beställas 2026-11-29 kl. 00:00." */
export function extractTooSoonMessage(nextAt: Date): string {
  const text = new Intl.DateTimeFormat('sv-SE', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(nextAt);
  const [day, time] = text.split(' ');
  return `Du har redan beställt ett registerutdrag i dag. Nästa kan beställas ${day} kl. ${time}.`;
}

