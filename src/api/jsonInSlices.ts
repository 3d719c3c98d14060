/**
 * JSON.parse of a large answer in slices, a task each (issue 38: the secretariat's open part at
 * national scale is 3.6 MB of JSON, and its parse was one task of about 100 ms under 4× CPU
 * slowdown). It reads an object whose first member is an array written one element per line:
 *
 *   {"cases":[\n
 *   {…},\n
 *   {…}\n
 *   ],"caseTypes":…}
 *
 * which is how the server lays out a case list (server/cases/list/encoding.ts). Whitespace between
 * array elements is plain JSON, so the body is the same document to any other reader. The result
 * equals JSON.parse of the whole text; a text in any other layout, or one a slice of which does
 * not parse, is parsed whole.
 */
export async function parseJsonInSlices(text: string, sliceChars: number, nextTask: () => Promise<void>): Promise<unknown> {
  const first = FIRST_MEMBER.exec(text.slice(0, MAX_KEY_CHARS));
  const close = text.lastIndexOf('\n]');
  if (!first || close < first[0].length - 1) return JSON.parse(text);
  const key = JSON.parse(`"${first[1]}"`) as string;
  const open = first[0].length - 2;
  let head: Record<string, unknown>;
  try {
    head = JSON.parse(text.slice(0, open + 1) + text.slice(close + 1)) as Record<string, unknown>;
  } catch {
    return JSON.parse(text);
  }
  const elements: unknown[] = [];
  for (let start = open + 2; start < close;) {
    let end = start + sliceChars >= close ? close : text.indexOf('\n', start + sliceChars);
    if (end < 0 || end > close) end = close;
    const lines = text.slice(start, end);
    // A slice ends at a line's end: after a separating comma, except the last.
    const slice = end === close ? lines : lines.replace(/,\s*$/, '');
    let parsed: unknown;
    try {
      parsed = JSON.parse(`[${slice}]`);
    } catch {
      return JSON.parse(text);
    }
    for (const element of parsed as unknown[]) elements.push(element);
    start = end + 1;
    if (start < close) await nextTask();
  }
  head[key] = elements;
  return head;
}

/** `{"name":[` and a line's end: the layout's first line. */
const FIRST_MEMBER = /^\{"([^"\\]*)":\[\n/;
/** The first member's name is short ("cases"). */
const MAX_KEY_CHARS = 64;
