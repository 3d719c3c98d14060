import { escapeHtml } from '../lib/escapeHtml';
import { footer, page, type MailLinks, type MailMessage } from './notificationMessages';

/**
 * What a course sign-up's mail says (issues 25 and 24): the confirmation of a sign-up (a seat, or a
 * place on the waiting list), the receipt of a cancellation (issue 34) and the seat a cancellation
 * gave the first on the waiting list. It
 * names the course and links to its page in the portal; it never repeats the member's answers to
 * the course's questions (diet, workplace, the free question), which stay on the course page.
 */
export type CourseMailEvent = 'registered' | 'waiting' | 'seatOffered' | 'cancelled';

/** The portal path of a course's page (the page asks for sign-in). */
export const coursePath = (courseId: string) => `/kurser/${courseId}`;

const CANCEL_SEAT = 'Kan du inte komma? Avanmäl dig på kursens sida, så går platsen till nästa på väntelistan.';

const WHAT: Record<CourseMailEvent, { subject: (title: string) => string; line: (title: string) => string; hint: string }> = {
  registered: {
    subject: (title) => `Du är anmäld till ${title}`,
    line: (title) => `Du är anmäld till kursen ${title} och har en plats.`,
    hint: CANCEL_SEAT,
  },
  waiting: {
    subject: (title) => `Du står på väntelistan till ${title}`,
    line: (title) => `Kursen ${title} är fullsatt, så du står på väntelistan. Vi mejlar dig om du får en plats.`,
    hint: 'Vill du inte stå kvar på väntelistan? Avanmäl dig på kursens sida.',
  },
  seatOffered: {
    subject: (title) => `Du har fått en plats på ${title}`,
    line: (title) => `En plats har blivit ledig på kursen ${title} och du har fått den. Du är nu anmäld.`,
    hint: CANCEL_SEAT,
  },
  cancelled: {
    subject: (title) => `Du är avanmäld från ${title}`,
    line: (title) => `Vi har tagit emot din avanmälan från kursen ${title}.`,
    hint: 'Ångrar du dig? Anmäl dig igen på kursens sida så länge anmälan är öppen.',
  },
};

const WHY = 'dina kursanmälningar';

/** The mail of one course event: what happened, the link to the course, why it came and how to stop it. */
export function courseNoticeMessage(event: CourseMailEvent, courseTitle: string, links: MailLinks & { courseUrl: string }): MailMessage {
  const what = WHAT[event];
  const subject = what.subject(courseTitle);
  const line = what.line(courseTitle);
  const end = footer(WHY, links);
  const text = `Hej!\n\n${line}\n${what.hint}\n\nKursens sida på Min sida:\n${links.courseUrl}\n\n${end.text}\n`;
  const html = page(subject, `<p>Hej!</p><p>${escapeHtml(line)}</p><p>${escapeHtml(what.hint)}</p>`
    + `<p><a href="${escapeHtml(links.courseUrl)}">Öppna kursen på Min sida</a> (du ombeds logga in)</p>${end.html}`);
  return { subject, text, html };
}
