import { demoAccounts, demoOrganisations, SEED_ANCHOR } from './demoAccounts';
import type { SeedWorld } from './world';

const id = (n: number) => `de500000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Issue 36: saved replies for the demo: the secretariat's shared ones, a Stockholm board's, and kanslist's own. */
export function seedSavedReplies(world: SeedWorld) {
  const kansliStyrelse = demoAccounts['kansli-styrelse'].id;
  const replies = [
    { unit: 'secretariat', title: 'Tack för ditt ärende', by: kansliStyrelse,
      body: 'Hej {förnamn}!\n\nTack för ditt ärende ({ärendenummer}). Vi har tagit emot det och återkommer inom tre arbetsdagar.\n\nVänliga hälsningar\n{handläggare}\nKansliet' },
    { unit: 'secretariat', title: 'Inför lönesamtalet', by: kansliStyrelse,
      body: 'Hej {förnamn}!\n\nInför ditt lönesamtal: ta med vad du har åstadkommit det senaste året och jämför med förbundets lönestatistik på Min sida. Hör av dig här i ärendet om du vill att vi går igenom det tillsammans.\n\n{handläggare}' },
    { unit: 'secretariat', title: 'Vi behöver fler uppgifter', by: kansliStyrelse,
      body: 'Hej {förnamn}!\n\nFör att kunna hjälpa dig behöver vi veta mer: vilken arbetsgivare det gäller, när det hände och om du har pratat med ditt ombud. Svara här i ärendet.\n\n{handläggare}' },
    { unit: `association:${demoOrganisations.styrelseBoardOf.id}`, title: 'Styrelsen har tagit emot ditt ärende', by: demoAccounts.styrelse.id,
      body: 'Hej {förnamn}!\n\nStyrelsen har tagit emot ditt ärende och tar upp det på nästa möte.\n\n{handläggare}' },
    { unit: `personal:${demoAccounts.kanslist.id}`, title: 'Ring mig gärna', by: demoAccounts.kanslist.id,
      body: 'Du når mig också på telefon vardagar kl. 9–11.\n\n{handläggare}' },
  ];
  replies.forEach((r, i) => {
    world.rows.savedReplies.push({ id: id(i + 1), unit: r.unit, title: r.title, body: r.body, updatedByUserId: r.by, updatedAt: SEED_ANCHOR });
  });
}
