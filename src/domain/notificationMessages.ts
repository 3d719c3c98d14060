import { escapeHtml } from '../lib/escapeHtml';
import type { CaseNoticeKind, MailKind, NoticeKind } from './notifications';

/**
 * What a notice says (issue 24). Case texts are sensitive (health, employment, money), so a mail
 * carries no case content and names nobody: not the case's title, not a message, not a sender.
 * It says what happened in "ditt ärende" (or "ett ärende" for handlers) and links to the case in
 * the portal, which asks for sign-in. Swedish, as plain text and as HTML.
 */

export interface MailLinks {
  /** The case in the portal (absent in a summary, whose items carry their own). */
  caseUrl?: string;
  /** One click turns this kind off (RFC 8058: also sent as List-Unsubscribe). */
  unsubscribeUrl: string;
  /** The settings page of the recipient. */
  settingsUrl: string;
}

export interface MailMessage { subject: string; text: string; html: string }

const WHAT: Record<CaseNoticeKind, { subject: string; line: string; why: string }> = {
  reply: { subject: 'Nytt svar i ditt ärende', line: 'Du har fått ett nytt svar i ditt ärende.', why: 'svar i dina ärenden' },
  closed: { subject: 'Ditt ärende är avslutat', line: 'Ditt ärende har avslutats.', why: 'avslutade ärenden' },
  added: { subject: 'Du har lagts till i ett ärende', line: 'Du har lagts till i ett ärende och kan nu läsa och svara i det.', why: 'ärenden som du läggs till i' },
  createdForYou: { subject: 'Ett ärende har skapats åt dig', line: 'Ett ärende har skapats åt dig på Min sida. Du kan läsa och svara i det.', why: 'ärenden som skapas åt dig' },
  ownerReply: { subject: 'Nytt meddelande i ett ärende', line: 'Medlemmen har skrivit ett nytt meddelande i ett ärende som du handlägger.', why: 'meddelanden i ärenden som du handlägger' },
  newCase: { subject: 'Nytt ärende i en lista du bevakar', line: 'Ett nytt ärende har kommit in till en ärendelista som du bevakar.', why: 'nya ärenden i listor som du bevakar' },
  deadline: { subject: 'Ett ärende har sista dag i morgon', line: 'Ett ärende som du handlägger har sista dag i morgon.', why: 'ärenden som närmar sig sista dag' },
};

/** Swedish label of each kind (settings page and unsubscribe page). */
export const NOTICE_KIND_LABELS: Record<NoticeKind, string> = {
  reply: 'Svar i mina ärenden',
  closed: 'När mitt ärende avslutas',
  added: 'När jag läggs till i ett ärende',
  createdForYou: 'När ett ärende skapas åt mig',
  ownerReply: 'Nya meddelanden i ärenden som jag handlägger',
  newCase: 'Nya ärenden i listor som jag bevakar',
  deadline: 'Påminnelse dagen före ett ärendes sista dag',
  course: 'Mina kursanmälningar och platser från väntelistan',
};


export function footer(why: string, links: MailLinks): { text: string; html: string } {
  return {
    text: `Du får det här mejlet eftersom du vill ha e-post om ${why}.\nSluta få den här sortens mejl: ${links.unsubscribeUrl}\nÄndra dina aviseringar: ${links.settingsUrl}`,
    html: `<p style="color:#555;font-size:13px">Du får det här mejlet eftersom du vill ha e-post om ${escapeHtml(why)}.<br>`
      + `<a href="${escapeHtml(links.unsubscribeUrl)}">Sluta få den här sortens mejl</a> · <a href="${escapeHtml(links.settingsUrl)}">Ändra dina aviseringar</a></p>`,
  };
}

export function page(subject: string, bodyHtml: string): string {
  return `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`
    + `<body style="font-family:Arial,sans-serif;line-height:1.5;color:#1b1b1b">${bodyHtml}</body></html>`;
}

/** The mail of one notice: what happened, the link to the case, why it came and how to stop it. */
export function noticeMessage(kind: CaseNoticeKind, links: MailLinks & { caseUrl: string }): MailMessage {
  const what = WHAT[kind];
  const end = footer(what.why, links);
  const text = `Hej!\n\n${what.line}\nLogga in på Min sida för att läsa det:\n${links.caseUrl}\n\n${end.text}\n`;
  const html = page(what.subject, `<p>Hej!</p><p>${escapeHtml(what.line)}</p>`
    + `<p><a href="${escapeHtml(links.caseUrl)}">Öppna ärendet på Min sida</a> (du ombeds logga in)</p>${end.html}`);
  return { subject: what.subject, text, html };
}

export interface SummaryItem { kind: NoticeKind; caseUrl: string }

const SUMMARY_LINE: Partial<Record<NoticeKind, (n: number) => string>> = {
  ownerReply: (n) => (n === 1 ? '1 nytt meddelande i ärenden som du handlägger' : `${n} nya meddelanden i ärenden som du handlägger`),
  newCase: (n) => (n === 1 ? '1 nytt ärende i listor som du bevakar' : `${n} nya ärenden i listor som du bevakar`),
};

/** The handler's daily summary: counts per kind and one link per case, still without case content. */
export function summaryMessage(items: SummaryItem[], links: MailLinks): MailMessage {
  const subject = 'Dagens sammanfattning från Min sida';
  const kinds = [...new Set(items.map((i) => i.kind))];
  const counts = kinds.map((kind) => (SUMMARY_LINE[kind] ?? ((n: number) => `${n} händelser`))(items.filter((i) => i.kind === kind).length));
  const urls = [...new Set(items.map((i) => i.caseUrl))];
  const end = footer('en daglig sammanfattning av dina ärenden', links);
  const text = `Hej!\n\nSedan förra sammanfattningen:\n${counts.map((c) => `- ${c}`).join('\n')}\n\nÄrendena (logga in för att läsa):\n${urls.join('\n')}\n\n${end.text}\n`;
  const html = page(subject, `<p>Hej!</p><p>Sedan förra sammanfattningen:</p><ul>${counts.map((c) => `<li>${escapeHtml(c)}</li>`).join('')}</ul>`
    + `<p>Ärendena (du ombeds logga in):</p><ul>${urls.map((u, i) => `<li><a href="${escapeHtml(u)}">Ärende ${i + 1}</a></li>`).join('')}</ul>${end.html}`);
  return { subject, text, html };
}

/** Which kind a mail's unsubscribe link turns off: the summary turns the summary off (one mail per event again). */
export type UnsubscribeTarget = MailKind;
