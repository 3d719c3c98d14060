/** Swedish names, regions, municipalities and employers of the demo data. */

export const femaleFirstNames = [
  'Anna', 'Eva', 'Maria', 'Karin', 'Sara', 'Lena', 'Kerstin', 'Emma', 'Ingrid', 'Malin', 'Jenny', 'Linda',
  'Johanna', 'Sofia', 'Elin', 'Hanna', 'Ida', 'Julia', 'Maja', 'Elsa', 'Ebba', 'Alice', 'Klara', 'Frida',
  'Matilda', 'Amanda', 'Louise', 'Cecilia', 'Helena', 'Annika', 'Susanne', 'Camilla', 'Therese', 'Lisa',
  'Sanna', 'Petra', 'Åsa', 'Märta', 'Agnes', 'Astrid', 'Tove', 'Linnéa', 'Saga', 'Wilma', 'Fatima', 'Amira',
  'Leila', 'Yasmin', 'Aleksandra', 'Aino', 'Dragana', 'Ivana', 'Katarina', 'Birgitta', 'Ulrika',
];

export const maleFirstNames = [
  'Lars', 'Erik', 'Per', 'Karl', 'Anders', 'Johan', 'Jan', 'Mikael', 'Magnus', 'Fredrik', 'Daniel', 'Andreas',
  'Henrik', 'Jonas', 'Martin', 'Stefan', 'Mattias', 'Niklas', 'Oskar', 'Gustav', 'Axel', 'Viktor', 'Emil',
  'Filip', 'Anton', 'Jakob', 'Olle', 'Björn', 'Håkan', 'Göran', 'Ulf', 'Mats', 'Peter', 'Thomas', 'David',
  'Simon', 'Hugo', 'Elias', 'Leo', 'Nils', 'Ahmed', 'Ali', 'Mohammed', 'Omar', 'Milan', 'Pekka', 'Jesper',
];

export const lastNames = [
  'Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Svensson',
  'Gustafsson', 'Pettersson', 'Jonsson', 'Jansson', 'Hansson', 'Bengtsson', 'Jönsson', 'Lindberg', 'Jakobsson',
  'Magnusson', 'Olofsson', 'Lindström', 'Lindqvist', 'Lindgren', 'Berg', 'Axelsson', 'Bergström', 'Lundberg',
  'Lind', 'Lundgren', 'Lundqvist', 'Mattsson', 'Berglund', 'Fredriksson', 'Sandberg', 'Henriksson', 'Forsberg',
  'Sjöberg', 'Wallin', 'Engström', 'Eklund', 'Danielsson', 'Lundin', 'Håkansson', 'Björk', 'Bergman',
  'Gunnarsson', 'Holm', 'Wikström', 'Samuelsson', 'Isaksson', 'Fransson', 'Bergqvist', 'Nyström', 'Holmberg',
  'Arvidsson', 'Löfgren', 'Söderberg', 'Nyberg', 'Blomqvist', 'Claesson', 'Nordström', 'Mårtensson',
  'Lundström', 'Hassan', 'Viklund', 'Björklund', 'Eliasson', 'Pålsson', 'Berggren', 'Sandström', 'Nordin',
  'Ström', 'Åberg', 'Hermansson', 'Ekström', 'Holmgren', 'Sundberg', 'Hedlund', 'Dahlberg', 'Hellström',
  'Sjögren', 'Abrahamsson', 'Falk', 'Öberg', 'Martinsson', 'Andreasson', 'Blom', 'Strand', 'Åkesson',
  'Sundström', 'Nordqvist', 'Mohamed', 'Ali', 'Nguyen', 'Virtanen', 'Korhonen', 'Kovačević', 'Yilmaz',
];

export interface City { name: string; municipality: string }

export interface Region {
  key: string;
  /** 'Region Skåne', used as the employer of regional workplaces. */
  name: string;
  /** The psychology association's name. */
  association: string;
  hospital: string;
  cities: City[];
  /** How many workplaces the association has (80 in all). */
  workplaces: number;
}

const c = (name: string, municipality: string): City => ({ name, municipality });

/** The 21 Swedish regions, one local psychology association each. */
export const regions: Region[] = [
  { key: 'stockholm', name: 'Region Stockholm', association: 'Psykologföreningen i Region Stockholm', hospital: 'Karolinska Universitetssjukhuset', workplaces: 8,
    cities: [c('Stockholm', 'Stockholms stad'), c('Solna', 'Solna stad'), c('Södertälje', 'Södertälje kommun'), c('Huddinge', 'Huddinge kommun'), c('Täby', 'Täby kommun')] },
  { key: 'uppsala', name: 'Region Uppsala', association: 'Psykologföreningen i Region Uppsala', hospital: 'Akademiska sjukhuset', workplaces: 1,
    cities: [c('Uppsala', 'Uppsala kommun'), c('Enköping', 'Enköpings kommun')] },
  { key: 'sormland', name: 'Region Sörmland', association: 'Psykologföreningen i Region Sörmland', hospital: 'Mälarsjukhuset', workplaces: 3,
    cities: [c('Eskilstuna', 'Eskilstuna kommun'), c('Nyköping', 'Nyköpings kommun'), c('Katrineholm', 'Katrineholms kommun')] },
  { key: 'ostergotland', name: 'Region Östergötland', association: 'Psykologföreningen i Region Östergötland', hospital: 'Universitetssjukhuset i Linköping', workplaces: 5,
    cities: [c('Linköping', 'Linköpings kommun'), c('Norrköping', 'Norrköpings kommun'), c('Motala', 'Motala kommun')] },
  { key: 'jonkoping', name: 'Region Jönköpings län', association: 'Psykologföreningen i Region Jönköpings län', hospital: 'Länssjukhuset Ryhov', workplaces: 4,
    cities: [c('Jönköping', 'Jönköpings kommun'), c('Värnamo', 'Värnamo kommun'), c('Nässjö', 'Nässjö kommun')] },
  { key: 'kronoberg', name: 'Region Kronoberg', association: 'Psykologföreningen i Region Kronoberg', hospital: 'Centrallasarettet Växjö', workplaces: 3,
    cities: [c('Växjö', 'Växjö kommun'), c('Ljungby', 'Ljungby kommun')] },
  { key: 'kalmar', name: 'Region Kalmar län', association: 'Psykologföreningen i Region Kalmar län', hospital: 'Länssjukhuset i Kalmar', workplaces: 1,
    cities: [c('Kalmar', 'Kalmar kommun'), c('Västervik', 'Västerviks kommun'), c('Oskarshamn', 'Oskarshamns kommun')] },
  { key: 'gotland', name: 'Region Gotland', association: 'Psykologföreningen i Region Gotland', hospital: 'Visby lasarett', workplaces: 1,
    cities: [c('Visby', 'Region Gotland')] },
  { key: 'blekinge', name: 'Region Blekinge', association: 'Psykologföreningen i Region Blekinge', hospital: 'Blekingesjukhuset', workplaces: 1,
    cities: [c('Karlskrona', 'Karlskrona kommun'), c('Karlshamn', 'Karlshamns kommun')] },
  { key: 'skane', name: 'Region Skåne', association: 'Psykologföreningen i Region Skåne', hospital: 'Skånes universitetssjukhus', workplaces: 8,
    cities: [c('Malmö', 'Malmö stad'), c('Lund', 'Lunds kommun'), c('Helsingborg', 'Helsingborgs stad'), c('Kristianstad', 'Kristianstads kommun')] },
  { key: 'halland', name: 'Region Halland', association: 'Psykologföreningen i Region Halland', hospital: 'Hallands sjukhus Halmstad', workplaces: 4,
    cities: [c('Halmstad', 'Halmstads kommun'), c('Varberg', 'Varbergs kommun'), c('Falkenberg', 'Falkenbergs kommun')] },
  { key: 'vgr', name: 'Västra Götalandsregionen', association: 'Psykologföreningen i Västra Götalandsregionen', hospital: 'Sahlgrenska Universitetssjukhuset', workplaces: 8,
    cities: [c('Göteborg', 'Göteborgs Stad'), c('Borås', 'Borås Stad'), c('Trollhättan', 'Trollhättans stad'), c('Skövde', 'Skövde kommun')] },
  { key: 'varmland', name: 'Region Värmland', association: 'Psykologföreningen i Region Värmland', hospital: 'Centralsjukhuset i Karlstad', workplaces: 3,
    cities: [c('Karlstad', 'Karlstads kommun'), c('Arvika', 'Arvika kommun')] },
  { key: 'orebro', name: 'Region Örebro län', association: 'Psykologföreningen i Region Örebro län', hospital: 'Universitetssjukhuset Örebro', workplaces: 4,
    cities: [c('Örebro', 'Örebro kommun'), c('Karlskoga', 'Karlskoga kommun')] },
  { key: 'vastmanland', name: 'Region Västmanland', association: 'Psykologföreningen i Region Västmanland', hospital: 'Västmanlands sjukhus Västerås', workplaces: 4,
    cities: [c('Västerås', 'Västerås stad'), c('Köping', 'Köpings kommun')] },
  { key: 'dalarna', name: 'Region Dalarna', association: 'Psykologföreningen i Region Dalarna', hospital: 'Falu lasarett', workplaces: 4,
    cities: [c('Falun', 'Falu kommun'), c('Borlänge', 'Borlänge kommun'), c('Mora', 'Mora kommun')] },
  { key: 'gavleborg', name: 'Region Gävleborg', association: 'Psykologföreningen i Region Gävleborg', hospital: 'Gävle sjukhus', workplaces: 4,
    cities: [c('Gävle', 'Gävle kommun'), c('Hudiksvall', 'Hudiksvalls kommun'), c('Sandviken', 'Sandvikens kommun')] },
  { key: 'vasternorrland', name: 'Region Västernorrland', association: 'Psykologföreningen i Region Västernorrland', hospital: 'Sundsvalls sjukhus', workplaces: 4,
    cities: [c('Sundsvall', 'Sundsvalls kommun'), c('Härnösand', 'Härnösands kommun'), c('Örnsköldsvik', 'Örnsköldsviks kommun')] },
  { key: 'jamtland', name: 'Region Jämtland Härjedalen', association: 'Psykologföreningen i Region Jämtland Härjedalen', hospital: 'Östersunds sjukhus', workplaces: 3,
    cities: [c('Östersund', 'Östersunds kommun'), c('Sveg', 'Härjedalens kommun')] },
  { key: 'vasterbotten', name: 'Region Västerbotten', association: 'Psykologföreningen i Region Västerbotten', hospital: 'Norrlands universitetssjukhus', workplaces: 4,
    cities: [c('Umeå', 'Umeå kommun'), c('Skellefteå', 'Skellefteå kommun')] },
  { key: 'norrbotten', name: 'Region Norrbotten', association: 'Psykologföreningen i Region Norrbotten', hospital: 'Sunderby sjukhus', workplaces: 3,
    cities: [c('Luleå', 'Luleå kommun'), c('Piteå', 'Piteå kommun'), c('Kiruna', 'Kiruna kommun')] },
];

/** Networks are psychology associations without workplaces: members join them besides their work association. */
export const networks = [
  'Nätverket för psykologer i privat praktik',
  'Nätverket för unga psykologer',
  'Nätverket för psykologer i chefsposition',
  'Nätverket för psykologer inom kriminalvården',
];

/** The national associations, with the external id of the membership register. */
export const nationalAssociations: { name: string; externalId: string }[] = [
  { name: 'Sveriges Skolpsykologers Förening', externalId: 'NF-1001' },
  { name: 'Sveriges Neuropsykologers Förening', externalId: 'NF-1002' },
  { name: 'Sveriges Kliniska Psykologers Förening', externalId: 'NF-1003' },
  { name: 'Sveriges Organisationspsykologers Förening', externalId: 'NF-1004' },
  { name: 'Sveriges Rättspsykologers Förening', externalId: 'NF-1005' },
  { name: 'Sveriges Barn- och Ungdomspsykologers Förening', externalId: 'NF-1006' },
  { name: 'Sveriges Äldrepsykologers Förening', externalId: 'NF-1007' },
  { name: 'Sveriges Idrottspsykologers Förening', externalId: 'NF-1008' },
  { name: 'Sveriges Trafikpsykologers Förening', externalId: 'NF-1009' },
  { name: 'Sveriges Privatpraktiserande Psykologers Förening', externalId: 'NF-1010' },
];

/** Workplace templates: the n-th workplace of a region uses template (offset + n) and city n. */
export const workplaceTemplates: ((region: Region, city: City) => { name: string; corporationName: string })[] = [
  (r) => ({ name: `Vuxenpsykiatrin, ${r.hospital}`, corporationName: r.name }),
  (r, city) => ({ name: `Barn- och ungdomspsykiatrin ${city.name}`, corporationName: r.name }),
  (_r, city) => ({ name: `Elevhälsan, ${city.municipality}`, corporationName: city.municipality }),
  (r, city) => ({ name: `Vårdcentralen ${city.name} Centrum`, corporationName: r.name }),
  (r, city) => ({ name: `Habiliteringscentrum ${city.name}`, corporationName: r.name }),
  (_r, city) => ({ name: `Socialtjänsten, ${city.municipality}`, corporationName: city.municipality }),
  (_r, city) => ({ name: `Kriminalvården, frivården ${city.name}`, corporationName: 'Kriminalvården' }),
  (_r, city) => ({ name: `Försäkringskassan ${city.name}`, corporationName: 'Försäkringskassan' }),
  (_r, city) => ({ name: `SiS ungdomshem ${city.name}`, corporationName: 'Statens institutionsstyrelse' }),
  (_r, city) => ({ name: `Capio Psykiatri ${city.name}`, corporationName: 'Capio' }),
  (_r, city) => ({ name: `Feelgood Företagshälsa ${city.name}`, corporationName: 'Feelgood' }),
  (r) => ({ name: `Rättspsykiatriska kliniken, ${r.hospital}`, corporationName: r.name }),
];

/** Fictional telephone numbers reserved for films, books and examples (070-174 06 05 … 070-174 06 99). */
export function fictionalPhone(n: number): string {
  return `070-174 06 ${String(5 + (n % 95)).padStart(2, '0')}`;
}

/** 'Åsa Öberg-Lind' → 'asa.oberg-lind' for example addresses. */
export function emailLocalPart(firstname: string, lastname: string): string {
  const plain = (s: string) => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z-]/g, '');
  return `${plain(firstname)}.${plain(lastname)}`;
}
