/*
 * Sweden's day and time wherever this runs (a server in UTC, a browser abroad): what the server
 * writes in a CSV or an extract, the day a rule is checked against. A module apart from
 * lib/dates.ts, whose local formats every list carries, so that the case lists' chunk does not
 * carry these too (the first route's 150 KB, ARCHITECTURE §6). Each formatter is made at its first
 * use: made when the module runs, the two (a time zone's data each) were the longest work of the
 * case lists' chunk on a phone (issue 32, a trace under 4× CPU slowdown).
 */
let swedishDay: Intl.DateTimeFormat | undefined;
let swedishDateTime: Intl.DateTimeFormat | undefined;
/** 'yyyy-MM-dd' in Swedish time, wherever this runs. */
export function formatSwedishDay(value: Date): string {
  swedishDay ??= new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' });
  return swedishDay.format(value);
}
/** 'yyyy-MM-dd HH:mm' (spec §9) in Swedish time, wherever this runs. */
export function formatSwedishDateTime(iso: string): string {
  swedishDateTime ??= new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
  });
  return swedishDateTime.format(new Date(iso));
}

