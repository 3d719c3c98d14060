/** Swedish texts of the demo data: cases, messages, notes, posts, courses, documents and pages. */

/** Replaces `{key}` with the value of the key. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

export interface CaseTopic { titles: string[]; bodies: string[] }

/**
 * Case topics by case type, or by `TYPE:SUB_CATEGORY` where the type has sub-categories. Issue 23:
 * `bodies[i]` is the first message of a case titled `titles[i]` (a title and a text that agree).
 */
export const caseTopics: Record<string, CaseTopic> = {
  'COUNSELING:SALARY': {
    titles: ['Fråga om lönesättning', 'Inför lönesamtalet', 'Ingångslön som nyexaminerad psykolog', 'Lönerevisionen i år', 'Ersättning för jour och beredskap', 'Lönetillägg för specialistkompetens', 'Lönen efter föräldraledigheten', 'Lön vid byte till chefstjänst', 'Kollega med samma uppdrag har högre lön'],
    bodies: [
      'Jag har fått ett erbjudande om ny tjänst på {workplace} och vet inte vad som är en rimlig lön. Kan ni hjälpa mig att bedöma erbjudandet?',
      'Jag har mitt lönesamtal om två veckor och undrar vad jag bör tänka på. Min chef har sagt att utrymmet är begränsat i år. Finns det statistik jag kan ta med mig?',
      'Jag tog examen i juni och har fått mitt första erbjudande om PTP-tjänst. Lönen verkar låg jämfört med vad kurskamraterna fått. Vad är en rimlig ingångslön i {city}?',
      'Efter lönerevisionen fick jag betydligt lägre påslag än kollegorna. Ingen har förklarat varför. Hur går jag vidare?',
      'Jag har gått jour i ett halvår utan att få ersättning enligt avtalet. Vad gäller och hur tar jag upp det med arbetsgivaren?',
      'Jag blev specialist i klinisk psykologi i våras men lönen är oförändrad. Har jag rätt till ett tillägg, och hur tar jag upp det med {employer}?',
      'Jag kom tillbaka från föräldraledighet i augusti och har inte fått någon löneökning sedan jag gick på ledighet. Är det rimligt?',
      'Jag har erbjudits en tjänst som enhetschef på {workplace}. Hur bör lönen förhålla sig till min nuvarande lön som psykolog?',
      'En kollega som började samtidigt som jag och har samma uppdrag har fått klart högre lön. Hur kan jag ta reda på varför?',
    ],
  },
  'COUNSELING:WORK_ENVIRONMENT': {
    titles: ['Hög arbetsbelastning på mottagningen', 'Otydligt uppdrag efter omorganisationen', 'Hot från en patient', 'Arbetsmiljön i det nya kontorslandskapet', 'För många ärenden per behandlare', 'Krav på att skriva journal på kvällarna', 'Ensamarbete på mottagningen', 'Stress och sömnproblem'],
    bodies: [
      'Sedan i våras har vi två vakanta tjänster som inte tillsätts och vi som är kvar har fått ta över deras patienter. Jag orkar inte längre. Vad kan jag kräva av arbetsgivaren?',
      'Efter omorganisationen på {workplace} vet ingen vem som ansvarar för vad. Vi har påtalat det på arbetsplatsträffar utan resultat. Hur kan förbundet stötta oss?',
      'En patient har hotat mig vid två tillfällen. Jag har gjort en avvikelserapport men inget har hänt. Vad har arbetsgivaren för skyldigheter?',
      'Vi har flyttat till ett aktivitetsbaserat kontor och det saknas rum för samtal. Sekretessen går inte att upprätthålla.',
      'Varje behandlare på {workplace} har nu över fyrtio pågående patienter, och kön växer. Finns det någon riktlinje för hur många ärenden en psykolog rimligen kan ha?',
      'Min chef förväntar sig att vi skriver journaler på kvällstid för att hinna med. Får arbetsgivaren kräva det?',
      'Jag arbetar ofta ensam på mottagningen efter klockan fyra. Det känns otryggt med vissa patienter. Vad säger arbetsmiljöreglerna?',
      'Jag har börjat sova dåligt på grund av stressen på jobbet och min chef avfärdar det. Hur tar jag upp det på rätt sätt?',
    ],
  },
  'COUNSELING:EMPLOYMENT_TERMS': {
    titles: ['Fråga om uppsägningstid', 'Provanställningen förlängs inte', 'Tjänstledighet för studier', 'Semester under föräldraledighet', 'Bisyssla med egen mottagning', 'Timanställning utan schema', 'Ändrad arbetstid utan förhandling', 'Distansarbete sägs upp', 'Anställningsavtal saknas'],
    bodies: [
      'Jag har fått ett nytt jobb och undrar hur lång uppsägningstid jag har enligt kollektivavtalet. Arbetsgivaren säger tre månader.',
      'Min chef meddelade i går att provanställningen inte övergår i en tillsvidareanställning. Jag fick ingen motivering. Vad gäller?',
      'Jag vill gå specialistutbildningen på halvtid. Har jag rätt till tjänstledighet och hur ansöker jag?',
      'Jag är föräldraledig till och med augusti. Tjänar jag in semesterdagar under ledigheten, och när måste jag ta ut dem?',
      'Jag funderar på att ha en liten privat mottagning på kvällstid. Måste jag anmäla det som bisyssla till {employer}?',
      'Jag har varit timanställd på {workplace} i över ett år utan fast schema. Har jag rätt till en tillsvidareanställning?',
      'Arbetsgivaren har meddelat att alla ska arbeta till klockan sju två kvällar i veckan. Får de ändra arbetstiden utan att förhandla?',
      'Vi hade en överenskommelse om distansarbete en dag i veckan, men nu säger chefen upp den. Vad gäller?',
      'Jag har arbetat i tre månader men har fortfarande inte fått något skriftligt anställningsavtal. Vad ska det innehålla och hur kräver jag det?',
    ],
  },
  'COUNSELING:LICENSE': {
    titles: ['PTP-tjänstgöring och handledning', 'Ansökan om psykologlegitimation', 'Specialistutbildningen och finansiering', 'Legitimation från ett annat EU-land', 'Handledare under PTP på privat mottagning', 'Tjänstgöringsintyg till specialistansökan', 'Ansvar för testningar jag inte gjort själv'],
    bodies: [
      'Min handledare under PTP har slutat och arbetsgivaren har inte ordnat någon ny. Räknas tiden ändå?',
      'Jag är klar med PTP och ska ansöka om legitimation. Vilka intyg behöver jag och hur lång är handläggningstiden?',
      'Arbetsgivaren vill inte längre betala kursavgifterna i specialistutbildningen. Finns det stöd från förbundet?',
      'Jag har legitimation från Finland och ska börja arbeta i {city}. Hur gör jag för att få den svenska legitimationen?',
      'Jag har fått en PTP-tjänst på en privat mottagning. Vilka krav ställs på handledaren där?',
      'Min tidigare arbetsgivare vill inte skriva intyg om min tjänstgöring. Jag behöver det till ansökan om specialistbevis. Hur gör jag?',
      'Jag ombeds signera testningar som en kollega utan legitimation har gjort. Är det förenligt med mitt ansvar som legitimerad?',
    ],
  },
  COUNSELING: {
    titles: ['Råd inför möte med chefen', 'Behöver stöd i en konflikt', 'Fråga om rehabiliteringsmöte', 'Tystnadsplikt gentemot chefen', 'Skriftlig varning efter klagomål', 'Granskning av uppdragsavtal'],
    bodies: [
      'Jag har blivit kallad till ett möte med min chef och HR utan att veta vad det gäller. Kan någon från förbundet följa med?',
      'Det har uppstått en konflikt i arbetsgruppen och jag känner mig utpekad. Vart vänder jag mig?',
      'Jag har varit sjukskriven i två månader och är kallad till ett rehabiliteringsmöte. Vad ska jag förbereda, och får jag ta med någon?',
      'Min chef vill veta vad som sagts i stödsamtal jag har haft med en medarbetare. Hur ska jag förhålla mig?',
      'Jag har fått en skriftlig varning efter ett klagomål från en anhörig. Jag delar inte bilden. Kan förbundet hjälpa mig att bemöta den?',
      'Jag har fått ett avtal om ett konsultuppdrag att skriva under. Kan någon titta på det innan jag skriver under?',
    ],
  },
  'YOUR_MEMBERSHIP:ECONOMY': {
    titles: ['Fel belopp på medlemsavgiften', 'Faktura trots avslutat medlemskap', 'Nedsatt avgift under föräldraledighet', 'Autogiro fungerar inte', 'Återbetalning av medlemsavgift', 'Avgift under sjukskrivning', 'Påminnelse på en betald faktura', 'Avgift under studier', 'Fakturor till fel adress', 'Avgiften efter sänkt lön', 'Kvitto på årets avgifter', 'E-faktura i stället för pappersfaktura', 'Avgift under arbetslöshet', 'Förseningsavgift på fakturan', 'Avgift under tjänstledighet', 'Avbetalningsplan för obetalda avgifter'],
    bodies: [
      'Jag har fått en faktura på full avgift trots att jag arbetar deltid sedan i mars. Kan ni justera beloppet?',
      'Jag avslutade mitt medlemskap i somras men har ändå fått en faktura för hösten. Vad gäller?',
      'Jag är föräldraledig från och med nästa månad. Hur ansöker jag om nedsatt avgift?',
      'Mitt autogiro har slutat fungera efter att jag bytt bank. Hur registrerar jag ett nytt?',
      'Avgiften har dragits två gånger i oktober. Kan ni betala tillbaka det ena beloppet?',
      'Jag är sjukskriven på heltid sedan september. Kan avgiften sättas ned under sjukskrivningen?',
      'Jag har fått en påminnelse på en faktura som jag betalade i tid. Kan ni kontrollera betalningen?',
      'Jag studerar på heltid under hösten och har ingen lön. Finns det en lägre avgift för den tiden?',
      'Fakturorna kommer till min gamla adress. Hur ändrar jag fakturaadressen?',
      'Min lön har sänkts sedan jag gick ned i tid. Beräknas avgiften på den nya lönen?',
      'Jag behöver ett kvitto på avgifterna jag har betalat i år. Kan ni skicka ett?',
      'Jag vill få fakturan som e-faktura i min bank. Hur anmäler jag det?',
      'Jag blev arbetslös i oktober. Vad blir avgiften medan jag söker nytt jobb?',
      'Det har tillkommit en förseningsavgift, men fakturan kom först efter förfallodagen. Kan den tas bort?',
      'Jag är tjänstledig utan lön under ett halvår. Hur påverkas medlemsavgiften?',
      'Jag har halkat efter med avgifterna under en tuff period. Kan jag få en avbetalningsplan?',
    ],
  },
  'YOUR_MEMBERSHIP:MEMBER_BENEFITS': {
    titles: ['Inkomstförsäkringen', 'Rabatt på kurser för medlemmar', 'Vilka försäkringar ingår?', 'Juridisk rådgivning som medlemsförmån'],
    bodies: [
      'Jag har blivit uppsagd på grund av arbetsbrist. Hur ansöker jag om ersättning från inkomstförsäkringen?',
      'Gäller medlemsrabatten även för kurser som nationella föreningar anordnar?',
      'Jag undrar vilka försäkringar som ingår i medlemskapet och om min sambo kan omfattas.',
      'Jag behöver hjälp att granska ett hyresavtal för en mottagningslokal. Ingår juridisk rådgivning i medlemskapet även för sådant?',
    ],
  },
  'YOUR_MEMBERSHIP:MEMBERSHIP_CHANGE': {
    titles: ['Byta till studentmedlemskap', 'Flytt till en annan region', 'Pensionärsmedlemskap', 'Utträde ur förbundet', 'Ny arbetsgivare', 'Från studentmedlem till yrkesverksam', 'Medlemskap vid arbete utomlands', 'Gå med i en nationell förening', 'Lämna en nationell förening', 'Medlemskap som egenföretagare', 'Nytt efternamn i registret', 'Bli medlem igen'],
    bodies: [
      'Jag har börjat läsa på psykologprogrammet igen och vill byta till studentmedlemskap.',
      'Jag flyttar till {city} och börjar på {workplace}. Hur byter jag lokal förening?',
      'Jag går i pension vid årsskiftet och vill behålla medlemskapet. Vilka alternativ finns?',
      'Jag lämnar yrket och vill avsluta mitt medlemskap. Från vilken månad upphör avgiften?',
      'Jag har bytt arbetsgivare och vill att uppgifterna i medlemsregistret uppdateras.',
      'Jag har tagit examen och börjat arbeta. Hur går jag över från studentmedlemskap?',
      'Jag flyttar till Norge för att arbeta i två år. Kan jag behålla medlemskapet under tiden?',
      'Jag vill även bli medlem i en nationell förening. Hur lägger jag till det?',
      'Jag vill gå ur en av de nationella föreningarna men behålla medlemskapet i förbundet. Hur gör jag?',
      'Jag har startat eget och är inte längre anställd. Vilken medlemsform gäller för egenföretagare?',
      'Jag har bytt efternamn. Hur ändrar jag namnet i medlemsregistret?',
      'Jag var medlem för några år sedan och vill gå med igen. Måste jag ansöka på nytt?',
    ],
  },
  YOUR_MEMBERSHIP: {
    titles: ['Fråga om mitt medlemskap', 'Uppdatera mina uppgifter', 'Intyg om medlemskap', 'Vilken förening tillhör jag?', 'Hittar inte mitt medlemsnummer', 'Registrerad två gånger'],
    bodies: ['Jag vet inte om jag fortfarande är medlem. Kan ni kontrollera det?', 'Mina kontaktuppgifter är fel i medlemsregistret. Kan ni hjälpa mig att rätta dem?', 'Jag behöver ett intyg på att jag är medlem till en ansökan. Kan ni skicka ett?', 'Jag är osäker på vilken lokal förening jag tillhör efter flytten. Kan ni se det?', 'Jag hittar inte mitt medlemsnummer. Var står det?', 'Jag verkar vara registrerad två gånger, med två olika e-postadresser. Kan ni slå ihop uppgifterna?'],
  },
  OTHER: {
    titles: ['Synpunkter på medlemstidningen', 'Fråga om kongressen', 'Inloggningsproblem', 'Intresse för förtroendeuppdrag', 'Tips på tema för medlemsmöte', 'Tidningen kommer till fel adress', 'Kursintyg från förbundets kurs', 'Kontakt med etiska rådet', 'Medverka i en artikel', 'Förbundets syn på digital screening'],
    bodies: [
      'Jag vill gärna lämna några synpunkter på senaste numret av tidningen. Vem ska jag vända mig till?',
      'Hur går det till att bli ombud till kongressen nästa år?',
      'Jag kommer inte åt mina kursintyg efter att jag bytt e-postadress.',
      'Jag skulle vilja engagera mig fackligt. Hur kommer jag i kontakt med valberedningen?',
      'Många kollegor i {city} pratar om psykologers roll i elevhälsan. Det vore ett bra tema för nästa medlemsmöte.',
      'Tidningen kommer fortfarande till min gamla adress trots att jag har flyttat. Var ändrar jag det?',
      'Jag gick en av förbundets kurser i våras men har inte fått något kursintyg. Vem kan skicka det?',
      'Hur kontaktar jag förbundets etiska råd? Jag har en fråga om en situation på jobbet.',
      'En journalist har frågat om jag vill medverka i en artikel om psykologers arbetsvillkor. Har förbundet några råd inför det?',
      'Jag vill veta vad förbundet tycker om digital screening i primärvården. Finns det ett ställningstagande?',
    ],
  },
  DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION: {
    titles: ['Fråga till ombuden om lönerevisionen', 'Arbetsplatsträff om arbetsmiljön', 'Omorganisation på kliniken', 'Förhandling om ny tjänst', 'Stöd vid rehabiliteringsmöte', 'Vem är ombud på min arbetsplats?', 'Sommarschemat på mottagningen', 'Löneläget på vår arbetsplats', 'Samtalsrum i de nya lokalerna', 'Önskemål om medlemsmöte i höst', 'Kompetensutveckling som uteblir', 'Psykologtjänster blir behandlartjänster', 'Rekryteringen av ny chef', 'Mottagning på lördagar', 'Många psykologer slutar', 'Skyddsombud saknas', 'Psykologernas plats i samverkansgruppen', 'Lokal lönestatistik inför lönesamtal', 'Friskvårdsbidraget har tagits bort', 'Extern handledning har upphört', 'Introduktion för nyanställda'],
    bodies: [
      'Hej! Vi har fått veta att lönerevisionen blir klar först i december. Vet ni något om tidsplanen för {workplace}?',
      'Vi är flera psykologer som vill ta upp arbetsbelastningen på nästa arbetsplatsträff. Kan ni som ombud vara med?',
      'Ledningen planerar att slå ihop två mottagningar. Har facket blivit informerat enligt MBL?',
      'Jag har sökt en tjänst som samordnare på {workplace} och ska förhandla om lönen. Kan ett ombud stötta mig inför samtalet?',
      'Jag har ett rehabiliteringsmöte nästa vecka och skulle vilja ha med ett ombud. Finns det någon som kan?',
      'Jag är ny på {workplace} och vet inte vem som är fackligt ombud här. Vem kan jag vända mig till?',
      'Vi har fått ett sommarschema där en psykolog ska täcka tre mottagningar. Kan ombuden ta upp det med arbetsgivaren?',
      'Vi misstänker att psykologerna på {workplace} ligger efter i lön jämfört med andra yrkesgrupper. Kan föreningen ta fram jämförelser?',
      'Vi ska flytta till nya lokaler där samtalsrummen inte är ljudisolerade. Har ni som ombud fått yttra er om flytten?',
      'Kommer föreningen att ordna ett medlemsmöte i höst? Jag skulle gärna vilja ta upp frågan om kompetensutveckling.',
      'Vi har inte fått gå någon utbildning på två år trots att det står i verksamhetsplanen. Kan ombuden lyfta det?',
      'Arbetsgivaren ersätter psykologtjänster med behandlartjänster där legitimation inte krävs. Är föreningen informerad?',
      'Vi har fått en ny chef utan att någon av oss fick vara med i rekryteringen. Har facket haft insyn?',
      'Arbetsgivaren vill att vi ska ta emot patienter på lördagar. Hur ser föreningen på det?',
      'Fyra psykologer har sagt upp sig på ett halvår. Vi vill att föreningen tar upp personalomsättningen med ledningen.',
      'Vi har inget skyddsombud på {workplace} sedan i våras. Hur går det till att välja ett nytt?',
      'Vem representerar psykologerna i samverkansgruppen? Vi vill få upp en fråga om arbetsbelastning.',
      'Jag vill förbereda mig inför lönesamtalet. Har föreningen några lokala siffror för psykologer i regionen?',
      'Arbetsgivaren har tagit bort friskvårdsbidraget utan förvarning. Har föreningen fått information om det?',
      'Vi har inte haft extern handledning på ett år. Kan ombuden kräva att den återinförs?',
      'De nya psykologerna på {workplace} får ingen introduktion alls. Kan föreningen ta upp det med ledningen?',
    ],
  },
  DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION: {
    titles: ['Anmälan till föreningens utbildningsdag', 'Fråga om specialistordningen', 'Medlemskap i föreningen', 'Förslag på föreläsare', 'Nätverksträff i {city}', 'Föreningens årsmöte', 'Motion till årsmötet', 'Stipendium för vidareutbildning', 'Mentorprogram för nya psykologer', 'Föreningens nyhetsbrev', 'Plats i föreningens styrelse', 'Yttrande om den nya vägledningen', 'Konferensavgift för medlemmar', 'Material från utbildningsdagen'],
    bodies: [
      'Jag vill gärna delta på utbildningsdagen i vår. Finns det platser kvar?',
      'Hur påverkar den nya specialistordningen oss som redan har påbörjat specialistutbildningen?',
      'Jag skulle vilja bli medlem i {association}. Hur går jag till väga?',
      'Jag har ett förslag på en föreläsare till höstens konferens. Vem skickar jag det till?',
      'Vi är några medlemmar i {city} som vill starta en lokal nätverksträff. Kan föreningen hjälpa till med lokal och inbjudan?',
      'När hålls föreningens årsmöte i år, och kan man delta digitalt?',
      'Jag vill lämna en motion till årsmötet. Vilket är sista datum och hur ska den skickas?',
      'Delar föreningen ut stipendier för vidareutbildning? Jag vill gå en kurs i neuropsykologisk utredning.',
      'Finns det något mentorprogram i föreningen för oss som är nya i yrket?',
      'Jag får inte föreningens nyhetsbrev längre. Kan ni lägga till min e-postadress igen?',
      'Jag skulle vilja bidra i föreningens arbete. Söker valberedningen nya ledamöter?',
      'Kommer föreningen att yttra sig om den nya nationella vägledningen? Jag har synpunkter som jag gärna bidrar med.',
      'Vad kostar höstens konferens för medlemmar, och ingår middagen?',
      'Jag missade utbildningsdagen i våras. Finns föreläsarnas material att ta del av?',
    ],
  },
  BOARD_MATTER: {
    titles: [
      'Planering av årsmötet', 'Budget för nästa verksamhetsår', 'Remissvar om nya riktlinjer', 'Rekrytering av nya ombud', 'Styrelsemöte i december', 'Verksamhetsberättelsen', 'Medlemsaktivitet i vår',
      'Valberedningens förslag', 'Lönekartläggning i regionen', 'Nyhetsbrev till medlemmarna', 'Revisionen av räkenskaperna', 'Studiecirkel för nya ombud', 'Mötesplan för våren'],
    bodies: [
      'Hej alla i styrelsen! Vi behöver bestämma datum och lokal för årsmötet. Förslag på datum tas emot till nästa möte.',
      'Här kommer ett första utkast till budget. Titta gärna på posten för medlemsaktiviteter före mötet.',
      'Vi har fått en remiss om nya riktlinjer för psykologisk behandling. Vem kan ta fram ett förslag till svar?',
      'Flera arbetsplatser saknar ombud. Jag föreslår att vi bjuder in till en träff för intresserade medlemmar.',
      'Dagordningen för decembermötet är utskickad. Lägg till punkter senast en vecka innan.',
      'Jag har skrivit ett utkast till verksamhetsberättelsen. Läs gärna och kommentera det som saknas om er del av året.',
      'Ska vi ordna en föreläsning i vår? Jag har fått förslag på ett tema om psykologers arbetsmiljö.',
      'Valberedningen har skickat sitt förslag till ny styrelse. Har någon synpunkter innan vi skickar ut det med kallelsen?',
      'Arbetsgivaren har redovisat lönekartläggningen. Jag sammanfattar siffrorna så att vi kan diskutera dem på mötet.',
      'Dags för höstens nyhetsbrev. Skicka mig gärna en rad om det ni har arbetat med sedan förra numret.',
      'Revisorerna vill ha verifikationerna senast i slutet av månaden. Kan kassören samla ihop dem?',
      'Ska vi erbjuda en studiecirkel för nya ombud i vår? Jag kan höra med förbundet om material.',
      'Jag har tagit fram ett förslag till mötesplan för våren. Säg till om någon av dagarna inte fungerar.',
    ],
  },
};

/** A handler's first word on a case: it is received, an answer is coming (any type but a board matter). */
const acknowledgements = [
  'Hej {firstname}! Tack för ditt meddelande. Jag har tittat på ditt ärende och återkommer med besked inom ett par dagar.',
  'Hej {firstname}! Jag har tagit emot ärendet och skulle vilja boka ett telefonsamtal. Passar det på torsdag förmiddag?',
];

/** Answers from handlers (secretariat, economists, union representatives), each fitting its case type (issue 34). */
const answersByType: Record<string, string[]> = {
  COUNSELING: [
    'Hej! Enligt kollektivavtalet gäller det du beskriver. Jag bifogar den relevanta delen så att du kan läsa själv.',
    'Tack för att du hör av dig. Jag har kontaktat arbetsgivaren och väntar på svar.',
    'Jag har pratat med kollegorna på kansliet och vi rekommenderar att du begär ett skriftligt besked från arbetsgivaren.',
    'Hej! Jag kan följa med på mötet. Skicka gärna kallelsen till mig så förbereder vi oss tillsammans.',
    'Hej {firstname}! Arbetsgivaren har nu svarat och går med på det vi begärde. Hör av dig om något inte blir som avtalat.',
  ],
  YOUR_MEMBERSHIP: [
    'Hej {firstname}! Vi har nu justerat uppgifterna. Hör av dig om något fortfarande ser fel ut.',
    'Hej! Jag har rättat avgiften från och med nästa månad. Det du har betalat för mycket får du tillbaka inom 30 dagar.',
    'Tack för att du hör av dig. Ändringen av ditt medlemskap är registrerad och gäller från den första i nästa månad.',
    'Hej {firstname}! Förmånen ingår i ditt medlemskap. Villkoren finns under Medlemsförmåner på förbundets webbplats.',
  ],
  DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION: [
    'Hej! Vi tar upp frågan på nästa samverkansmöte med arbetsgivaren och återkommer efter det.',
    'Tack för att du hör av dig. Jag har kontaktat arbetsgivaren och väntar på svar.',
    'Hej! Jag kan följa med på mötet. Skicka gärna kallelsen till mig så förbereder vi oss tillsammans.',
    'Hej {firstname}! Vi har begärt förhandling enligt MBL och berättar för medlemmarna på {workplace} när datumet är satt.',
  ],
  DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION: [
    'Hej {firstname}! Det finns platser kvar. Jag har skrivit upp dig, och du får en bekräftelse per e-post.',
    'Tack för ditt förslag! Jag har skickat det vidare till styrelsen, som tar upp det på nästa möte.',
    'Hej! Det du frågar om står i föreningens senaste nyhetsbrev, som finns på förbundets webbplats. Hör av dig om något är oklart.',
    'Hej {firstname}! Valberedningen tar gärna emot din intresseanmälan. Jag har skickat dina uppgifter till dem.',
  ],
  OTHER: [
    'Tack för att du hör av dig. Jag har skickat frågan vidare till den på kansliet som arbetar med det, och hon återkommer till dig.',
    'Jag har pratat med kollegorna på kansliet och vi rekommenderar att du begär ett skriftligt besked från arbetsgivaren.',
    'Hej {firstname}! Det regleras i förbundets stadgar, som finns på webbplatsen. Hör av dig om något är oklart.',
  ],
};

/** What a handler may write on a case of this type: the acknowledgements first, then its answers. */
export const handlerRepliesFor = (caseType: string): string[] => [...acknowledgements, ...(answersByType[caseType] ?? answersByType.OTHER)];

export const isAcknowledgement = (reply: string) => acknowledgements.includes(reply);

/** After a handler's answer, an acknowledgement drawn for a later reply becomes an answer (no draw of its own). */
export function answerAfterAnswer(replies: string[], reply: string, answered: boolean): string {
  if (!answered || !isAcknowledgement(reply)) return reply;
  const answers = replies.filter((text) => !isAcknowledgement(text));
  return answers[replies.indexOf(reply) % answers.length];
}

/** Sentences that speak of an attached file, and what the message says without one. */
const attachmentMentions: [string, string][] = [
  [' Jag bifogar den relevanta delen så att du kan läsa själv.', ' Jag kan skicka den relevanta delen om du vill läsa själv.'],
  [', se bifogad fil.', '.'],
  ['Kollektivavtalet bifogat för kännedom.', 'Kollektivavtalet skickat till medlemmen för kännedom.'],
];
export function withoutAttachmentMention(text: string): string {
  return attachmentMentions.reduce((result, [mention, instead]) => result.replace(mention, instead), text);
}

/**
 * What an owner adds before anyone has answered: a follow-up drawn that thanks for an answer or
 * replies to one becomes one of these (issue 34; no draw of its own, so the seed stays put).
 */
const followUpsBeforeAnswer = [
  'Ett tillägg: jag når er enklast på förmiddagarna den här veckan.',
  'Hej igen! Har ni hunnit titta på mitt ärende?',
  'Ett tillägg: ni kan också ringa mig om det är enklare.',
];
const presumesAnAnswer = (followUp: string) => /^Tack|Ni kan avsluta|Vad gör vi nu/.test(followUp);
export function followUpBeforeAnswer(followUp: string, answered: boolean): string {
  if (answered || !presumesAnAnswer(followUp)) return followUp;
  return followUpsBeforeAnswer[ownerFollowUps.indexOf(followUp) % followUpsBeforeAnswer.length];
}

/** Follow-ups from the case owner. */
export const ownerFollowUps = [
  'Tack för snabbt svar! Torsdag förmiddag passar bra.',
  'Jag har nu fått ett skriftligt besked, se bifogad fil.',
  'Tack, det löste sig. Ni kan avsluta ärendet.',
  'Jag har inte hört något från arbetsgivaren ännu. Vad gör vi nu?',
  'Ett tillägg: mötet har flyttats till nästa vecka.',
  'Tack för hjälpen, det var precis vad jag behövde veta.',
];

/** Messages between board members on a board matter. */
export const boardReplies = [
  'Bra förslag! Jag kan ta fram underlaget till nästa möte.',
  'Jag har pratat med valberedningen, de återkommer före jul.',
  'Budgeten ser bra ut. Jag föreslår att vi lägger lite mer på medlemsaktiviteter.',
  'Lokalen är bokad. Jag skickar ut kallelsen i nästa vecka.',
];

export const noteTexts = [
  'Ringde medlemmen, återkommer efter kontakt med arbetsgivaren.',
  'Kontrollerat faktureringen: avgiften var felaktigt beräknad.',
  'Kollektivavtalet bifogat för kännedom.',
  'Medlemmen har fått kopia av förhandlingsprotokollet.',
  'Avvaktar svar från HR. Påminnelse skickad.',
  'Stämt av med ombudet på arbetsplatsen.',
  'Bör följas upp efter semestern.',
];

export const messageAttachments: { key: string; fileName: string }[] = [
  { key: 'avtal', fileName: 'Anställningsavtal.pdf' },
  { key: 'lonespecifikation', fileName: 'Lönespecifikation oktober.pdf' },
  { key: 'intyg', fileName: 'Intyg från arbetsgivaren.pdf' },
  { key: 'faktura', fileName: 'Faktura medlemsavgift.pdf' },
  { key: 'skarmbild-bla', fileName: 'Skärmbild.png' },
  { key: 'skarmbild-gron', fileName: 'Schema.png' },
];

export const noteAttachments: { key: string; fileName: string }[] = [
  { key: 'avtal', fileName: 'Kollektivavtal utdrag.pdf' },
  { key: 'intyg', fileName: 'Underlag.pdf' },
  { key: 'skarmbild-orange', fileName: 'Telefonanteckning.png' },
];

export interface PostText { title: string; preamble: string; body: string }

/** News for everybody (no organisation). */
export const generalPosts: PostText[] = [
  { title: 'Nytt avtal klart för psykologer i regionerna', preamble: 'Förbundet har tecknat ett nytt avtal med Sveriges Kommuner och Regioner.', body: 'Avtalet gäller i tre år och innebär bland annat förbättrade villkor för jour och beredskap. Läs mer om vad det betyder för dig i avtalsguiden.' },
  { title: 'Välkommen till Min sida', preamble: 'Här hittar du dina ärenden, nyheter och dokument.', body: 'Min sida samlar allt du behöver som medlem på ett ställe. Har du frågor om portalen, kontakta kansliet.' },
  { title: 'Lönestatistiken för året är publicerad', preamble: 'Medianlönen för psykologer har ökat med 3,4 procent.', body: 'Statistiken bygger på uppgifter från över tiotusen medlemmar. Använd den inför ditt lönesamtal.' },
  { title: 'Kongressen närmar sig', preamble: 'Motionstiden går ut den 31 januari.', body: 'Alla medlemmar kan skriva motioner till kongressen. Lämna in din motion via din lokala förening.' },
  { title: 'Ny vägledning om journalföring', preamble: 'Förbundet har tagit fram en vägledning om journalföring i psykologisk verksamhet.', body: 'Vägledningen tar upp vanliga frågor om dokumentation, sekretess och patientens rätt att läsa sin journal.' },
  { title: 'Inkomstförsäkringen förbättras', preamble: 'Från årsskiftet höjs taket i inkomstförsäkringen.', body: 'Ändringen gäller automatiskt för alla medlemmar som uppfyller villkoren. Du behöver inte göra något.' },
  { title: 'Medlemsavgiften oförändrad nästa år', preamble: 'Förbundsstyrelsen har beslutat att avgiften ligger kvar.', body: 'Avgiften dras som vanligt den 25:e varje månad. Studerande och pensionärer har fortsatt reducerad avgift.' },
  { title: 'Enkät om arbetsbelastning', preamble: 'Hur ser din arbetssituation ut? Svara senast den 15 mars.', body: 'Svaren används i förbundets arbete för rimliga uppdrag och tid för återhämtning. Enkäten tar tio minuter.' },
  { title: 'Specialistordningen ses över', preamble: 'Förbundet föreslår förändringar i specialistutbildningen.', body: 'Förslaget går nu ut på remiss till föreningarna. Synpunkter lämnas via din förening senast i april.' },
  { title: 'Semesterstängt på kansliet i juli', preamble: 'Kansliet har begränsad bemanning under fyra veckor.', body: 'Ärenden i portalen besvaras, men det kan ta längre tid än vanligt. Brådskande frågor om uppsägning prioriteras.' },
];

/** News of a psychology or national association. */
export const associationPosts: PostText[] = [
  { title: 'Välkommen till årsmöte i {org}', preamble: 'Årsmötet hålls i {city} i mars.', body: 'Vi bjuder på fika och ett föredrag om psykologers arbetsmiljö. Anmäl dig senast två veckor innan.' },
  { title: 'Medlemskväll om lönesamtal', preamble: '{org} bjuder in till en kväll om lön och löneutveckling.', body: 'Ombudsmannen från förbundet berättar om hur du förbereder dig inför lönesamtalet. Kvällen är kostnadsfri.' },
  { title: 'Nya ombud sökes', preamble: 'Vill du göra skillnad på din arbetsplats?', body: 'Vi söker fler ombud till arbetsplatserna i {city}. Som ombud får du utbildning och stöd från föreningen.' },
  { title: 'Rapport från höstens styrelsemöte', preamble: 'Styrelsen har behandlat verksamhetsplanen.', body: 'Verksamhetsplanen för nästa år är antagen. Protokollet finns bland föreningens dokument.' },
  { title: 'Studiecirkel om psykologisk behandling', preamble: 'Starta en studiecirkel med kollegorna.', body: 'Föreningen står för kursmaterialet och fikat. Hör av dig till styrelsen om du vill vara med.' },
  { title: 'Frukostseminarium om hot och våld', preamble: 'Föreningen bjuder in till frukost i {city}.', body: 'En skyddsombudsman berättar om riskbedömning och stöd efter incidenter. Frukost serveras från klockan 7.30.' },
  { title: 'Valberedningen söker kandidater', preamble: 'Nominera dig själv eller en kollega till styrelsen.', body: 'Valberedningen tar emot nomineringar till och med den 31 januari. Skicka namn och några rader om varför.' },
  { title: 'Nätverksträff för nyexaminerade', preamble: 'Träffa andra som nyss börjat arbeta som psykologer.', body: 'Vi pratar om PTP-året, handledning och lön. Träffen hålls på en restaurang i centrala {city}.' },
];

/** Board-only news of an association. */
export const boardPosts: PostText[] = [
  { title: 'Inför styrelsemötet', preamble: 'Handlingarna är utskickade.', body: 'Läs igenom budgetförslaget och verksamhetsberättelsen före mötet. Dokumenten finns under Dokument.' },
  { title: 'Styrelseutbildning i februari', preamble: 'Förbundet erbjuder utbildning för nya styrelseledamöter.', body: 'Utbildningen tar upp föreningens ekonomi, arbetsrätt och medlemsvärvning. Anmälan till kansliet.' },
  { title: 'GDPR-rutiner för styrelsen', preamble: 'Påminnelse om hanteringen av medlemsuppgifter.', body: 'Medlemsuppgifter får bara användas för föreningens verksamhet och ska inte sparas lokalt.' },
];

/** News of a workplace. */
export const workplacePosts: PostText[] = [
  { title: 'Arbetsplatsträff på {workplace}', preamble: 'Ombuden bjuder in till träff om arbetsmiljön.', body: 'Vi ses i personalrummet på tisdag klockan 12. Ta med frågor om arbetsbelastning och schema.' },
  { title: 'Lönerevisionen på {workplace}', preamble: 'Förhandlingarna är avslutade.', body: 'De nya lönerna betalas ut med retroaktivitet i december. Hör av dig till ombuden om du har frågor.' },
  { title: 'Ny chef på {workplace}', preamble: 'Ombuden har träffat den nya verksamhetschefen.', body: 'Vi har fått löfte om att arbetsmiljöenkäten följs upp under våren.' },
];

/** The secretariat's intranet. */
export const intranetPosts: PostText[] = [
  { title: 'Kansliet stänger tidigt på fredag', preamble: 'Personalfest från klockan 15.', body: 'Telefonen är stängd från klockan 14. Ärenden i portalen besvaras som vanligt på måndag.' },
  { title: 'Nya rutiner för ärendehantering', preamble: 'Från och med nästa månad fördelas ärenden varje morgon.', body: 'Den som har dagens fördelning går igenom nya ärenden klockan 9 och sätter ansvariga.' },
  { title: 'Introduktion för nya medarbetare', preamble: 'Tre nya kollegor börjar i januari.', body: 'Introduktionsprogrammet finns bland kansliets dokument under Intro.' },
  { title: 'Planeringsdagar i Sigtuna', preamble: 'Hela kansliet åker på planeringsdagar.', body: 'Programmet skickas ut i kalenderinbjudan. Resor bokas gemensamt.' },
];

export const intranetBoardPosts: PostText[] = [
  { title: 'Ledningsgruppens prioriteringar', preamble: 'Underlag inför ledningsgruppens möte.', body: 'Fokus under våren är avtalsrörelsen, medlemsrekrytering och den nya portalen.' },
  { title: 'Budgetuppföljning för kansliet', preamble: 'Utfallet efter tredje kvartalet.', body: 'Kostnaderna ligger i linje med budget. Resebudgeten behöver ses över inför nästa år.' },
];

export interface CourseText { title: string; description: string }

export const courses: CourseText[] = [
  { title: 'Förhandlingsteknik för ombud', description: 'Grundkurs för nya ombud om förhandlingar, MBL och samverkan på arbetsplatsen.' },
  { title: 'Lönesamtalet steg för steg', description: 'Lär dig förbereda och genomföra ditt lönesamtal med stöd av lönestatistiken.' },
  { title: 'Arbetsmiljö och systematiskt arbetsmiljöarbete', description: 'Om arbetsgivarens ansvar, skyddsombudets roll och hur du driver frågor om arbetsbelastning.' },
  { title: 'Styrelsearbete i lokala föreningar', description: 'För styrelseledamöter: ekonomi, årsmöte, protokoll och medlemsvärvning.' },
  { title: 'Etik i psykologens vardag', description: 'Fallbaserade diskussioner utifrån de yrkesetiska principerna.' },
  { title: 'Att leda som psykolog', description: 'Ledarskapsutbildning för psykologer i chefsposition eller på väg dit.' },
  { title: 'Journalföring och sekretess', description: 'Praktisk genomgång av dokumentation, sekretess och patientdatalagen.' },
  { title: 'Hot och våld i arbetet', description: 'Om riskbedömning, stöd efter incidenter och arbetsgivarens skyldigheter.' },
  { title: 'Pensionsplanering för psykologer', description: 'Hur tjänstepensionen fungerar och vad du kan göra själv.' },
  { title: 'Introduktion för nya medlemmar', description: 'Välkommen till förbundet: så fungerar facket, föreningarna och portalen.' },
  { title: 'Handledning av PTP-psykologer', description: 'För dig som handleder under den praktiska tjänstgöringen: upplägg, bedömning och svåra samtal.' },
  { title: 'Arbetsrätt för förtroendevalda', description: 'LAS, MBL och kollektivavtalet i praktiken, med övningar från verkliga förhandlingar.' },
  { title: 'Stress och återhämtning i vården', description: 'Forskningsläget om belastning och återhämtning, och vad du kan kräva av arbetsgivaren.' },
  { title: 'Digitala behandlingsformer', description: 'Internetbehandling och videosamtal: evidens, sekretess och praktiska erfarenheter.' },
  { title: 'Medlemsvärvning på arbetsplatsen', description: 'Så når ombud och styrelser nya kollegor, och vad medlemskapet ger dem.' },
  { title: 'Att skriva remissvar', description: 'Hur en förening läser en remiss, tar fram synpunkter och formulerar ett svar.' },
  { title: 'Sjukskrivning och rehabilitering', description: 'Om Försäkringskassans regler, arbetsgivarens rehabiliteringsansvar och psykologens utlåtanden.' },
  { title: 'Ekonomi för föreningskassörer', description: 'Bokföring, budget och revision för den som är kassör i en lokal förening.' },
];

export const courseLocations = ['Stockholm, Förbundshuset', 'Göteborg, Konferenscentrum Wallenberg', 'Malmö, Slagthuset', 'Umeå, Folkets hus', 'Distans (digitalt)', 'Uppsala, Missionskyrkan', 'Linköping, Konsert & Kongress'];

/** Document names by tag; the tag sets of spec §3. */
export const associationDocumentNames: Record<string, string[]> = {
  Protokoll: ['Protokoll styrelsemöte {date}.pdf', 'Protokoll årsmöte {year}.pdf', 'Justerat protokoll {date}.pdf'],
  Möteshandling: ['Kallelse årsmöte {year}.pdf', 'Dagordning styrelsemöte {date}.pdf', 'Verksamhetsplan {year}.pdf', 'Budget {year}.pdf'],
  Övrigt: ['Medlemsbrev {date}.pdf', 'Affisch medlemskväll.png', 'Ombudslista {year}.pdf'],
};

export const secretariatDocumentNames: Record<string, string[]> = {
  'Inbjudningar/förfrågningar': ['Inbjudan samverkansmöte {date}.pdf', 'Förfrågan om remissvar {date}.pdf'],
  Uppdragsområden: ['Uppdragsbeskrivning avtal och förhandling, reviderad {date}.pdf', 'Uppdragsbeskrivning medlemsservice, reviderad {date}.pdf', 'Uppdragsbeskrivning kommunikation, reviderad {date}.pdf'],
  'Policydokument och rutiner': ['Rutin för ärendehantering, reviderad {date}.pdf', 'Policy för tjänsteresor, reviderad {date}.pdf', 'Rutin för personuppgifter, reviderad {date}.pdf', 'Arbetsmiljöpolicy, reviderad {date}.pdf'],
  Intro: ['Introduktion för nya medarbetare.pdf', 'Karta över kansliet.png', 'Telefonlista kansliet {year}.pdf', 'Checklista första veckan.pdf'],
  Kongress: ['Kongresshandlingar {year}.pdf', 'Motioner till kongressen {year}.pdf'],
  Rådskonferens: ['Program rådskonferens {year}.pdf', 'Minnesanteckningar rådskonferens {date}.pdf'],
  Ordförandemöte: ['Inbjudan ordförandemöte {date}.pdf', 'Minnesanteckningar ordförandemöte {date}.pdf'],
};

export interface PageText { slug: string; key: string; linkText: string; title: string; body: string; externalUrl: string | null }

/** The six CMS pages: four in the portal, two linking out. */
export const pages: PageText[] = [
  {
    slug: 'om-portalen', key: 'about', linkText: 'Om portalen', title: 'Om Min sida', externalUrl: null,
    body: 'Min sida är förbundets digitala mötesplats för medlemmar, föreningar och kansliet.\n\nHär kan du skicka ärenden till din förening, dina ombud eller kansliet, läsa nyheter och hitta kurser och dokument.',
  },
  {
    slug: 'personuppgifter', key: 'privacy', linkText: 'Personuppgifter', title: 'Så behandlar vi dina personuppgifter', externalUrl: null,
    body: 'Förbundet behandlar dina personuppgifter för att kunna administrera ditt medlemskap och ge dig stöd i dina ärenden.\n\nUppgifterna behandlas enligt dataskyddsförordningen (GDPR). Styrelseledamöter som får tillgång till medlemsuppgifter godkänner särskilda villkor för det.\n\nDu har rätt att begära utdrag, rättelse och radering. Kontakta kansliet om du har frågor.',
  },
  {
    slug: 'kontakt', key: 'contact', linkText: 'Kontakt', title: 'Kontakta oss', externalUrl: null,
    body: 'Kansliet svarar på ärenden vardagar klockan 9–16. Vi svarar oftast inom 3–5 arbetsdagar.\n\nSkicka helst ditt ärende här i portalen, så hamnar det direkt hos rätt handläggare.',
  },
  {
    slug: 'tillganglighet', key: 'accessibility', linkText: 'Tillgänglighet', title: 'Tillgänglighetsredogörelse', externalUrl: null,
    body: 'Vi vill att så många som möjligt ska kunna använda Min sida.\n\nPortalen ska gå att använda med tangentbord, skärmläsare och förstoring. Om du stöter på problem, kontakta kansliet så hjälper vi dig.',
  },
  {
    slug: 'psykologforbundet', key: 'union-website', linkText: 'Psykologförbundet', title: 'Psykologförbundet', externalUrl: 'https://www.psykologforbundet.se/',
    body: '',
  },
  {
    slug: 'bli-medlem', key: 'membership', linkText: 'Bli medlem', title: 'Bli medlem', externalUrl: 'https://www.psykologforbundet.se/medlemskap/',
    body: '',
  },
];
