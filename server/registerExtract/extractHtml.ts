import { formatSwedishDateTime } from '../../src/lib/swedishTime';
import type { RegisterExtractData } from './extractShape';

/**
 * The readable file of the register extract (issue 37): one plain HTML page in Swedish, the same
 * data as data.json. Self-contained (its style inline, no scripts, no external resources, so it
 * opens offline and tells no server it was opened); every value escaped; headings in order, tables
 * with captions and header cells, a link to each file of the zip.
 */

const statusNames: Record<number, string> = { 1: 'Nytt', 2: 'Pågående', 3: 'Avslutat' };
const organisationKinds: Record<string, string> = { psychology: 'Psykologförening', national: 'Riksförening', secretariat: 'Kansliet', economist: 'Vasabyrån' };
const viewerRoles: Record<string, string> = {
  secretariat: 'Kansliet', economist: 'Ekonom', board: 'Styrelse', representative: 'Arbetsplatsombud', participant: 'Tillagd i ärendet',
};
const noticeStates: Record<string, string> = {
  pending: 'Väntar', held: 'Sparas till sammanfattning', sending: 'Skickas', sent: 'Skickad', bounced: 'Studsade', failed: 'Misslyckades', summarised: 'I en sammanfattning',
};
const noticeKinds: Record<string, string> = {
  reply: 'Svar i ärende', closed: 'Ärende avslutat', added: 'Tillagd i ärende', createdForYou: 'Ärende skapat åt dig', ownerReply: 'Medlemmen har svarat',
  newCase: 'Nytt ärende', deadline: 'Deadline', course: 'Kurs', extract: 'Registerutdrag', summary: 'Sammanfattning',
};
const registrationStatus: Record<string, string> = { registered: 'Anmäld', waiting: 'Reservlista' };

const escape = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const when = (iso: string | null | undefined) => (iso ? escape(formatSwedishDateTime(iso)) : '–');
const orDash = (value: string | null | undefined) => (value ? escape(value) : '–');
const yesNo = (value: boolean) => (value ? 'Ja' : 'Nej');
const href = (pathInZip: string) => pathInZip.split('/').map(encodeURIComponent).join('/');

function facts(rows: Array<[string, string]>): string {
  return `<dl>${rows.map(([term, value]) => `<dt>${escape(term)}</dt><dd>${value}</dd>`).join('')}</dl>`;
}

function table(caption: string, headers: string[], rows: string[][], empty: string): string {
  if (rows.length === 0) return `<p>${escape(empty)}</p>`;
  return `<table><caption>${escape(caption)}</caption><thead><tr>${headers.map((h) => `<th scope="col">${escape(h)}</th>`).join('')}</tr></thead>`
    + `<tbody>${rows.map((r) => `<tr>${r.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
}

const style = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;line-height:1.5;color:#1a1a1a;background:#fff;max-width:60rem;margin:0 auto;padding:1rem}
h1{font-size:1.75rem}h2{font-size:1.35rem;margin-top:2rem;border-bottom:1px solid #767676}h3{font-size:1.1rem;margin-top:1.5rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
table{border-collapse:collapse;width:100%;margin:.5rem 0}caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{border:1px solid #767676;padding:.25rem .5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}
.message{border-left:3px solid #767676;padding:.25rem .75rem;margin:.75rem 0}.message p{white-space:pre-wrap;margin:.25rem 0}
a{color:#0b4f8a}a:focus{outline:3px solid #1a1a1a;background:#ffdd00}
@media (max-width:30rem){dl{grid-template-columns:1fr}dd{margin-bottom:.5rem}}`;

export function renderExtractHtml(data: RegisterExtractData): string {
  const p = data.profile;
  const filesByMessage = new Map(data.files.map((f) => [f.id, f]));
  const cases = data.cases.map((c) => {
    const messages = c.messages.map((m) => `<article class="message" aria-label="Meddelande från ${escape(m.sender.name)}, ${when(m.created)}">`
      + `<p><strong>${escape(m.sender.name)}</strong>, <time datetime="${escape(m.created)}">${when(m.created)}</time></p>`
      + `<p>${escape(m.message)}</p>`
      + (m.files.length ? `<p>Bifogade filer: ${m.files.map((f) => {
        const own = filesByMessage.get(f.id);
        return own ? `<a href="${href(own.pathInZip)}">${escape(f.fileName)}</a>` : `${escape(f.fileName)} (uppladdad av någon annan, ingår inte i utdraget)`;
      }).join(', ')}</p>` : '')
      + '</article>').join('');
    const notes = c.notes && c.notes.length
      ? `<h4>Anteckningar</h4>${c.notes.map((n) => `<div class="message"><p><strong>${escape(n.author.name)}</strong>, ${when(n.created)}</p><p>${escape(n.text)}</p></div>`).join('')}`
      : '';
    return `<section aria-labelledby="arende-${escape(c.id)}"><h3 id="arende-${escape(c.id)}">${escape(c.title)}</h3>`
      + facts([
        ['Ärendetyp', escape(c.caseType.title)], ['Status', escape(statusNames[c.status] ?? String(c.status))], ['Skapat', when(c.created)],
        ['Ägare', escape(c.ownerUser.name)], ['Förening', orDash(c.association?.name)], ['Arbetsplats', orDash(c.workplace?.name)],
        ['Deltagare', c.users.length ? c.users.map((u) => escape(u.name)).join(', ') : '–'],
      ])
      + `<h4>Meddelanden</h4>${messages || '<p>Inga meddelanden.</p>'}${notes}</section>`;
  }).join('');

  const settings = data.notificationSettings.settings;
  const body = `<main>
<h1>Registerutdrag – Mina uppgifter</h1>
<p>Det här är de uppgifter Medlemsportalen har om dig, ${escape(p.name)}, så som du själv ser dem i portalen. Utdraget skapades ${when(data.createdAt)}. Samma uppgifter finns maskinläsbart i filen <a href="registerutdrag.json">registerutdrag.json</a>.</p>
<nav aria-label="Innehåll"><ul>
<li><a href="#profil">Profil</a></li><li><a href="#medlemskap">Medlemskap, föreningar och arbetsplatser</a></li><li><a href="#gdpr">Samtycke (GDPR)</a></li>
<li><a href="#arenden">Ärenden</a></li><li><a href="#filer">Filer du har laddat upp</a></li><li><a href="#kurser">Kursanmälningar</a></li>
<li><a href="#notiser">Notisinställningar och notiser</a></li><li><a href="#atkomst">Vem har sett mina uppgifter</a></li></ul></nav>
<section aria-labelledby="profil"><h2 id="profil">Profil</h2>${facts([
    ['Namn', escape(p.name)], ['Användarnamn', orDash(p.username)], ['Medlemsnummer', orDash(p.memberNumber)], ['E-post', orDash(p.email)],
    ['Telefon', orDash(p.phone)], ['Ort', orDash(p.city)], ['Skyddad identitet', yesNo(p.protectedIdentity)], ['Konto skapat', when(data.memberSince)],
  ])}</section>
<section aria-labelledby="medlemskap"><h2 id="medlemskap">Medlemskap, föreningar och arbetsplatser</h2>
${table('Medlemskap', ['Organisation', 'Typ', 'Roll'], data.memberships.map((m) => [escape(m.name), escape(organisationKinds[m.kind] ?? m.kind), escape(m.role === 'Styrelsemedlem' ? 'Styrelsemedlem' : 'Medlem')]), 'Inga medlemskap.')}
${facts([
    ['Arbetsförening', orDash(p.workAssociation?.name)], ['Arbetsplats', p.workplace ? `${escape(p.workplace.name)} (${escape(p.workplace.corperationName)})` : '–'],
    ['Arbetsplatsombud', p.unionRepresentatives.length ? p.unionRepresentatives.map((r) => escape(r.name)).join(', ') : '–'],
    ['Ombud för arbetsplatser', data.representedWorkplaces.length ? data.representedWorkplaces.map((w) => escape(w.name)).join(', ') : '–'],
  ])}</section>
<section aria-labelledby="gdpr"><h2 id="gdpr">Samtycke (GDPR)</h2><p>${data.gdprConsent.given ? `Du godkände informationen om personuppgifter ${when(data.gdprConsent.at)}.` : 'Inget godkännande finns registrerat.'}</p></section>
<section aria-labelledby="arenden"><h2 id="arenden">Ärenden</h2><p>Ärenden du äger eller deltar i, med de meddelanden och filer du kan se.</p>${cases || '<p>Du har inga ärenden.</p>'}</section>
<section aria-labelledby="filer"><h2 id="filer">Filer du har laddat upp</h2>
${table('Filer i utdraget (mappen filer)', ['Fil', 'Storlek', 'Uppladdad'], data.files.map((f) => [`<a href="${href(f.pathInZip)}">${escape(f.fileName)}</a>`, `${escape(f.size)} byte`, when(f.uploadedAt)]), 'Du har inte laddat upp några filer.')}</section>
<section aria-labelledby="kurser"><h2 id="kurser">Kursanmälningar</h2>
${table('Kursanmälningar', ['Kurs', 'Plats', 'Startar', 'Status', 'Anmäld', 'Kost', 'Arbetsplats', 'Svar'], data.courseRegistrations.map((r) => [
    escape(r.course.title), escape(r.course.location), when(r.course.starts_at), escape(registrationStatus[r.registration.status] ?? r.registration.status),
    when(r.registration.registered_at), orDash(r.registration.dietary), orDash(r.registration.workplace), orDash(r.registration.answer),
  ]), 'Du har inga kursanmälningar.')}</section>
<section aria-labelledby="notiser"><h2 id="notiser">Notisinställningar och notiser</h2>
${facts([
    ['E-postadress för notiser', orDash(data.notificationSettings.address)], ['Daglig sammanfattning', yesNo(settings.dailySummary)],
    ['Notiser på', Object.entries(settings.kinds).filter(([, on]) => on).map(([kind]) => escape(noticeKinds[kind] ?? kind)).join(', ') || '–'],
    ['Notiser av', Object.entries(settings.kinds).filter(([, on]) => !on).map(([kind]) => escape(noticeKinds[kind] ?? kind)).join(', ') || '–'],
  ])}
${table('Notiser som skickats till dig', ['Ämne', 'Sort', 'Skapad', 'Skickad', 'Status'], data.notices.map((n) => [
    escape(n.subject), escape(noticeKinds[n.kind] ?? n.kind), when(n.createdAt), when(n.sentAt), escape(noticeStates[n.state] ?? n.state),
  ]), 'Inga notiser har skickats till dig.')}</section>
<section aria-labelledby="atkomst"><h2 id="atkomst">Vem har sett mina uppgifter</h2><p>Andra som har läst dina uppgifter eller öppnat dina ärenden, med roll och enhet.</p>
${table('Åtkomstlogg', ['När', 'Roll', 'Enhet', 'Vad'], data.accessLog.map((e) => [
    when(e.at), escape(viewerRoles[e.role] ?? e.role), orDash(e.unit), e.what === 'case' ? `Ärendet ${orDash(e.caseTitle)}` : 'Dina medlemsuppgifter',
  ]), 'Ingen annan har läst dina uppgifter.')}</section>
</main>`;
  return `<!doctype html>\n<html lang="sv">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n`
    + `<title>Registerutdrag – ${escape(p.name)}</title>\n<style>${style}</style>\n</head>\n<body>\n${body}\n</body>\n</html>\n`;
}
