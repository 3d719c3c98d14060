/**
 * Saved replies, "Svarsmallar" (issue 36): the texts' rules. A handler inserts one into a reply and
 * edits it before sending; its placeholders are filled in when it is inserted, and it stays text
 * (nothing in it is markup). Whose they are is savedReplyUnits.ts. Used by the server and the SPA.
 */

import { SAVED_REPLY_BODY_MAX, SAVED_REPLY_TITLE_MAX } from '../api/savedReplyTypes';

export { SAVED_REPLY_BODY_MAX, SAVED_REPLY_TITLE_MAX };

export type SavedReplyProblem = 'TITLE_REQUIRED' | 'TITLE_TOO_LONG' | 'BODY_REQUIRED' | 'BODY_TOO_LONG';

/** What is wrong with a saved reply's title and text, field by field (the form shows each at its field). */
export function savedReplyProblems(reply: { title: string; body: string }): Partial<Record<'title' | 'body', SavedReplyProblem>> {
  const problems: Partial<Record<'title' | 'body', SavedReplyProblem>> = {};
  const title = reply.title.trim();
  if (title === '') problems.title = 'TITLE_REQUIRED';
  else if (title.length > SAVED_REPLY_TITLE_MAX) problems.title = 'TITLE_TOO_LONG';
  if (reply.body.trim() === '') problems.body = 'BODY_REQUIRED';
  else if (reply.body.length > SAVED_REPLY_BODY_MAX) problems.body = 'BODY_TOO_LONG';
  return problems;
}

export const savedReplyProblemText: Record<SavedReplyProblem, string> = {
  TITLE_REQUIRED: 'Skriv en rubrik för svarsmallen',
  TITLE_TOO_LONG: `Rubriken får vara högst ${SAVED_REPLY_TITLE_MAX} tecken`,
  BODY_REQUIRED: 'Skriv svarsmallens text',
  BODY_TOO_LONG: `Texten får vara högst ${SAVED_REPLY_BODY_MAX} tecken`,
};

/** The placeholders a saved reply may hold, as typed in it, and what each becomes when inserted. */
export const SAVED_REPLY_PLACEHOLDERS = [
  { token: '{förnamn}', label: 'medlemmens förnamn' },
  { token: '{ärendenummer}', label: 'ärendets nummer' },
  { token: '{handläggare}', label: 'ditt namn' },
] as const;

export interface PlaceholderValues {
  /** The case owner's first name. */
  memberFirstName: string;
  caseNumber: string;
  /** The name of the handler inserting the reply. */
  handlerName: string;
}

/** The first name of a person known by their whole name (the case's owner). */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** A case's number as people say and search it: the first eight characters of its id. */
export const caseNumberOf = (caseId: string) => caseId.slice(0, 8);

/** The reply's text with its placeholders filled in (the text stays text: nothing in it is markup). */
export function fillSavedReply(body: string, values: PlaceholderValues): string {
  return body
    .replaceAll('{förnamn}', values.memberFirstName)
    .replaceAll('{ärendenummer}', values.caseNumber)
    .replaceAll('{handläggare}', values.handlerName);
}

/** Where an inserted reply goes: after what is already written, on a line of its own. */
export function insertSavedReply(draft: string, filled: string): string {
  if (draft.trim() === '') return filled;
  return `${draft.replace(/\s+$/, '')}\n\n${filled}`;
}

/** The replies whose title or text holds every word typed (case and accents as typed: Swedish letters stay distinct). */
export function matchingSavedReplies<R extends { title: string; body: string }>(replies: R[], query: string): R[] {
  const words = query.toLocaleLowerCase('sv').split(/\s+/).filter(Boolean);
  if (words.length === 0) return replies;
  return replies.filter((r) => {
    const text = `${r.title}\n${r.body}`.toLocaleLowerCase('sv');
    return words.every((w) => text.includes(w));
  });
}
