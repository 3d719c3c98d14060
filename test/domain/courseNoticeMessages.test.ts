import { courseNoticeMessage, coursePath } from '../../src/domain/courseNoticeMessages';
import { DEFAULT_NOTIFICATION_SETTINGS, wantsMail } from '../../src/domain/notifications';
import { NOTICE_KIND_LABELS } from '../../src/domain/notificationMessages';

const links = {
  courseUrl: `http://portal.test${coursePath('c-1')}`,
  unsubscribeUrl: 'http://portal.test/avisering/avsluta?u=u-1&k=course&t=abc',
  settingsUrl: 'http://portal.test/min-profil#aviseringar',
};

describe('course sign-up mail (issues 25 and 24)', () => {
  it('links to the course page in the portal, /kurser/{courseId}, in plain text and HTML', () => {
    const mail = courseNoticeMessage('registered', 'Handledning i KBT', links);
    expect(coursePath('c-1')).toBe('/kurser/c-1');
    expect(mail.text).toContain('http://portal.test/kurser/c-1');
    expect(mail.html).toContain('href="http://portal.test/kurser/c-1"');
    expect(mail.text).toContain(links.unsubscribeUrl);
    expect(mail.html).toContain('href="http://portal.test/avisering/avsluta?u=u-1&amp;k=course&amp;t=abc"');
    expect(mail.html).toContain('<html lang="sv">');
  });

  it('says what happened, in Swedish, for each event', () => {
    expect(courseNoticeMessage('registered', 'Etik', links).subject).toBe('Du är anmäld till Etik');
    expect(courseNoticeMessage('waiting', 'Etik', links).subject).toBe('Du står på väntelistan till Etik');
    expect(courseNoticeMessage('seatOffered', 'Etik', links).subject).toBe('Du har fått en plats på Etik');
    expect(courseNoticeMessage('waiting', 'Etik', links).text).toContain('väntelistan');
  });

  it('the whole sign-up mail: what happened, what to do instead, the course\'s page, why it came', () => {
    const mail = courseNoticeMessage('registered', 'Etik', links);
    expect(mail.text).toBe('Hej!\n\nDu är anmäld till kursen Etik och har en plats.\n'
      + 'Kan du inte komma? Avanmäl dig på kursens sida, så går platsen till nästa på väntelistan.\n\n'
      + 'Kursens sida på Min sida:\nhttp://portal.test/kurser/c-1\n\n'
      + 'Du får det här mejlet eftersom du vill ha e-post om dina kursanmälningar.\n'
      + `Sluta få den här sortens mejl: ${links.unsubscribeUrl}\nÄndra dina aviseringar: ${links.settingsUrl}\n`);
    expect(mail.html).toContain('<p>Hej!</p><p>Du är anmäld till kursen Etik och har en plats.</p>'
      + '<p>Kan du inte komma? Avanmäl dig på kursens sida, så går platsen till nästa på väntelistan.</p>');
  });

  it('the line of a place on the waiting list and of a seat offered from it, naming the course', () => {
    expect(courseNoticeMessage('waiting', 'Etik', links).text).toContain('Kursen Etik är fullsatt, så du står på väntelistan. Vi mejlar dig om du får en plats.\n');
    expect(courseNoticeMessage('seatOffered', 'Etik', links).text).toContain('En plats har blivit ledig på kursen Etik och du har fått den. Du är nu anmäld.\n');
  });

  it('the receipt of a cancellation (issue 34) names the course in its subject and its line', () => {
    const mail = courseNoticeMessage('cancelled', 'Etik', links);
    expect(mail.subject).toBe('Du är avanmäld från Etik');
    expect(mail.text).toContain('Vi har tagit emot din avanmälan från kursen Etik.');
    expect(mail.html).toContain('<p>Vi har tagit emot din avanmälan från kursen Etik.</p>');
  });

  it("carries no answers to the course's questions: the message is made from the event, the title and the links only", () => {
    // The function has no way to receive answers; a title with markup is escaped in the HTML.
    const mail = courseNoticeMessage('seatOffered', 'Kurs <b>&</b>', links);
    expect(mail.html).toContain('Kurs &lt;b&gt;&amp;&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>&</b>');
    expect(courseNoticeMessage.length).toBe(3);
  });

  it("the 'course' kind has a Swedish label, is on by default and, turned off, stops the mail", () => {
    expect(NOTICE_KIND_LABELS.course).toBe('Mina kursanmälningar och platser från väntelistan');
    const person = { email: 'a@example.org', addressRefused: false, settings: DEFAULT_NOTIFICATION_SETTINGS };
    expect(wantsMail(person, 'course')).toBe(true);
    expect(wantsMail({ ...person, settings: { ...person.settings, kinds: { ...person.settings.kinds, course: false } } }, 'course')).toBe(false);
    expect(wantsMail({ ...person, email: null }, 'course')).toBe(false);
    expect(wantsMail({ ...person, addressRefused: true }, 'course')).toBe(false);
  });
});
