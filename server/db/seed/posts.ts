import { Random } from './random';
import { demoAccounts, demoOrganisationNames } from './demoAccounts';
import * as texts from './texts';
import type { PostText } from './texts';
import { ANCHOR, MINUTE, officeHours } from './time';
import type { Org, SeedWorld, Wp } from './world';

/** News posts to everyone, associations, boards, workplaces and the secretariat's intranet, with their readers. */
export function seedPosts(world: SeedWorld) {
  const rng = new Random('posts');
  const everyone = [...world.people.keys()];
  const n = demoOrganisationNames;
  type Kind = 'general' | 'association' | 'national' | 'board' | 'workplace' | 'intranet' | 'intranetBoard';
  const plan: { kind: Kind; org?: Org; wp?: Wp }[] = [
    { kind: 'general' },
    { kind: 'association', org: world.org(n.medlemWorkAssociation) },
    { kind: 'board', org: world.org(n.styrelseBoardOf) },
    { kind: 'workplace', wp: world.workplaceOf(n.ombudWorkAssociation) },
    { kind: 'workplace', wp: world.wpById.get(world.person(demoAccounts['medlem-flera'].id).workplaceId!) },
    { kind: 'national', org: world.org(n.nationellBoardOf) },
    { kind: 'board', org: world.org(n.nationellBoardOf) },
    { kind: 'intranet' },
    { kind: 'intranetBoard' },
    { kind: 'association', org: world.org(n.styrelseBoardOf) },
  ];
  const associations = [...world.regional, ...world.networkOrgs];
  // Issue 23: no headline twice in one news list. Each list (everyone's, an association's, a
  // board's, a workplace's, the intranet's) remembers the texts it holds; a post takes a text none
  // of its lists holds yet, or is left out when there is none (and another is drawn instead).
  const used = new Map<string, Set<string>>();
  const usedIn = (key: string) => used.get(key) ?? used.set(key, new Set()).get(key)!;
  // A demo account's Aktuellt merges its places' news: it holds no headline twice either.
  const demoIds = Object.values(demoAccounts).map((account) => account.id);
  const views = (orgId: string) => demoIds.filter((id) => world.roleIn(id, orgId) !== undefined).map((id) => `view-${id}`);
  const draw = (keys: string[], pool: readonly PostText[]): PostText | null => {
    const free = pool.filter((candidate) => keys.every((key) => !usedIn(key).has(candidate.title)));
    if (free.length === 0) return null;
    const chosen = rng.pick(free);
    for (const key of keys) usedIn(key).add(chosen.title);
    return chosen;
  };
  // A post left out is drawn again (another kind, another place) until the volume is reached.
  for (let i = 0, made = 0; made < world.volumes.posts && i < world.volumes.posts * 20; i++) {
    const planned = plan[i] ?? {
      kind: rng.weighted<Kind>([['general', 20], ['association', 25], ['national', 10], ['board', 12], ['workplace', 13], ['intranet', 13], ['intranetBoard', 7]]),
    };
    const id = rng.uuid();
    const publishedAt = officeHours(ANCHOR - rng.int(60, 365 * 1440) * MINUTE);
    let text: PostText | null;
    let orgIds: string[] = [];
    let wpIds: string[] = [];
    let author: string | null;
    let audience: string[];
    let isBoardPost = false;
    switch (planned.kind) {
      case 'general':
        text = draw(['general'], texts.generalPosts); author = rng.pick(world.kanslister); audience = everyone;
        break;
      case 'association':
      case 'national': {
        const org = planned.org ?? rng.pick(planned.kind === 'national' ? world.nationalOrgs : associations);
        orgIds = [org.id];
        text = draw([`org-${org.id}`, ...views(org.id)], texts.associationPosts);
        if (text && planned.kind === 'association' && !planned.org && rng.chance(0.15)) {
          const other = rng.pick(associations);
          const otherKeys = [`org-${other.id}`, ...views(other.id)].filter((key) => !views(org.id).includes(key));
          if (other.id !== org.id && otherKeys.every((key) => !usedIn(key).has(text!.title))) {
            orgIds.push(other.id);
            for (const key of otherKeys) usedIn(key).add(text.title);
          }
        }
        author = rng.pick(world.boardOf.get(org.id)!.length ? world.boardOf.get(org.id)! : world.kanslister);
        // Only for a post that is made: a draw finds no free text ever more often as the lists fill up.
        audience = text ? [...new Set(orgIds.flatMap((o) => world.membersOfOrg.get(o)!))] : [];
        break;
      }
      case 'board': {
        const org = planned.org ?? rng.pick([...associations, ...world.nationalOrgs]);
        orgIds = [org.id]; isBoardPost = true;
        text = draw([`board-${org.id}`], texts.boardPosts);
        audience = world.boardOf.get(org.id)!;
        author = audience.length ? rng.pick(audience) : rng.pick(world.kanslister);
        break;
      }
      case 'workplace': {
        const wp = planned.wp ?? rng.pick(world.workplaces);
        orgIds = [wp.associationId]; wpIds = [wp.id];
        text = draw([`workplace-${wp.id}`], texts.workplacePosts);
        const reps = world.repsOf.get(wp.id)!;
        author = reps.length ? rng.pick(reps) : rng.pick(world.boardOf.get(wp.associationId)!.concat(world.kanslister));
        audience = world.membersOfWp.get(wp.id)!;
        break;
      }
      case 'intranet':
        orgIds = [world.secretariat.id]; text = draw(['intranet'], texts.intranetPosts); author = rng.pick(world.kanslister);
        audience = world.membersOfOrg.get(world.secretariat.id)!;
        break;
      case 'intranetBoard':
        orgIds = [world.secretariat.id]; isBoardPost = true; text = draw(['intranetBoard'], texts.intranetBoardPosts);
        audience = world.boardOf.get(world.secretariat.id)!; author = rng.pick(audience);
        break;
    }
    if (!text) continue;
    made++;
    const firstOrg = orgIds.length ? world.orgs.get(orgIds[0]) : undefined;
    const firstWp = wpIds.length ? world.wpById.get(wpIds[0]) : undefined;
    const vars = {
      org: firstOrg?.name ?? 'förbundet',
      city: firstWp?.city.name ?? firstOrg?.region?.cities[0].name ?? 'Stockholm',
      workplace: firstWp?.name ?? 'arbetsplatsen',
    };
    world.rows.posts.push({
      id, title: texts.fill(text.title, vars), preamble: texts.fill(text.preamble, vars), body: texts.fill(text.body, vars),
      isBoardPost, authorUserId: author, publishedAt: new Date(publishedAt),
    });
    for (const organisationId of orgIds) world.rows.postOrganisations.push({ postId: id, organisationId });
    for (const workplaceId of wpIds) world.rows.postWorkplaces.push({ postId: id, workplaceId });

    // Readers: about half of the demo accounts who may see it, and a few others.
    const readers = new Set<string>();
    const audienceSet = audience === everyone ? null : new Set(audience);
    for (const account of Object.values(demoAccounts)) {
      if ((audienceSet === null || audienceSet.has(account.id)) && rng.chance(0.5)) readers.add(account.id);
    }
    const target = readers.size + Math.min(audience.length, rng.int(0, 8));
    for (let k = 0; k < 30 && readers.size < target; k++) readers.add(rng.pick(audience));
    for (const userId of readers) {
      world.rows.postReads.push({ postId: id, userId, readAt: new Date(Math.min(ANCHOR, publishedAt + rng.int(10, 30 * 1440) * MINUTE)) });
    }
  }
}
