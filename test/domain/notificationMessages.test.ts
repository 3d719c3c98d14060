import { noticeMessage, summaryMessage, type SummaryItem } from '../../src/domain/notificationMessages';

/** Issue 24: a notice's and the daily summary's whole mail, plain text and HTML, with no case content. */
const links = { caseUrl: 'https://p.test/arenden/mina/arende/1', unsubscribeUrl: 'https://p.test/avisering/avsluta?u=1&k=reply&t=x', settingsUrl: 'https://p.test/aviseringar' };
const footerText = 'Sluta få den här sortens mejl: https://p.test/avisering/avsluta?u=1&k=reply&t=x\nÄndra dina aviseringar: https://p.test/aviseringar\n';
const footerHtml = '<a href="https://p.test/avisering/avsluta?u=1&amp;k=reply&amp;t=x">Sluta få den här sortens mejl</a> · <a href="https://p.test/aviseringar">Ändra dina aviseringar</a></p></body></html>';
const head = (title: string) => `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1b1b1b">`;

describe('a notice: what happened, the link to the case, why it came and how to stop it', () => {
  test('the whole mail, in plain text and HTML', () => {
    expect(noticeMessage('closed', links)).toEqual({
      subject: 'Ditt ärende är avslutat',
      text: 'Hej!\n\nDitt ärende har avslutats.\nLogga in på Min sida för att läsa det:\nhttps://p.test/arenden/mina/arende/1\n\n'
        + `Du får det här mejlet eftersom du vill ha e-post om avslutade ärenden.\n${footerText}`,
      html: `${head('Ditt ärende är avslutat')}<p>Hej!</p><p>Ditt ärende har avslutats.</p>`
        + '<p><a href="https://p.test/arenden/mina/arende/1">Öppna ärendet på Min sida</a> (du ombeds logga in)</p>'
        + `<p style="color:#555;font-size:13px">Du får det här mejlet eftersom du vill ha e-post om avslutade ärenden.<br>${footerHtml}`,
    });
  });
});

describe("the handler's daily summary: counts per kind and one link per case", () => {
  const item = (kind: SummaryItem['kind'], n: number): SummaryItem => ({ kind, caseUrl: `https://p.test/a/${n}` });

  test('the whole mail: a count per kind in the order they came, each case linked once', () => {
    expect(summaryMessage([item('ownerReply', 1), item('ownerReply', 2), item('newCase', 1), item('deadline', 3)], links)).toEqual({
      subject: 'Dagens sammanfattning från Min sida',
      text: 'Hej!\n\nSedan förra sammanfattningen:\n- 2 nya meddelanden i ärenden som du handlägger\n- 1 nytt ärende i listor som du bevakar\n- 1 händelser\n\n'
        + 'Ärendena (logga in för att läsa):\nhttps://p.test/a/1\nhttps://p.test/a/2\nhttps://p.test/a/3\n\n'
        + `Du får det här mejlet eftersom du vill ha e-post om en daglig sammanfattning av dina ärenden.\n${footerText}`,
      html: `${head('Dagens sammanfattning från Min sida')}<p>Hej!</p><p>Sedan förra sammanfattningen:</p>`
        + '<ul><li>2 nya meddelanden i ärenden som du handlägger</li><li>1 nytt ärende i listor som du bevakar</li><li>1 händelser</li></ul>'
        + '<p>Ärendena (du ombeds logga in):</p><ul><li><a href="https://p.test/a/1">Ärende 1</a></li><li><a href="https://p.test/a/2">Ärende 2</a></li>'
        + '<li><a href="https://p.test/a/3">Ärende 3</a></li></ul>'
        + `<p style="color:#555;font-size:13px">Du får det här mejlet eftersom du vill ha e-post om en daglig sammanfattning av dina ärenden.<br>${footerHtml}`,
    });
  });

  test('one and several, in Swedish: nytt meddelande and nya meddelanden, nytt ärende and nya ärenden', () => {
    const lines = (items: SummaryItem[]) => summaryMessage(items, links).text.split('\n').filter((line) => line.startsWith('- '));
    expect(lines([item('ownerReply', 1), item('newCase', 2), item('newCase', 3), item('newCase', 4)]))
      .toEqual(['- 1 nytt meddelande i ärenden som du handlägger', '- 3 nya ärenden i listor som du bevakar']);
  });
});
