import { Random } from './random';
import { demoOrganisationNames } from './demoAccounts';
import * as texts from './texts';
import { addFile } from './files';
import { ANCHOR, DAY, isoDate, MINUTE, officeHours } from './time';
import type { Org, SeedWorld, Wp } from './world';

/** Documents of the associations, their workplaces and the secretariat, each on a sample file. */
export function seedDocuments(world: SeedWorld) {
  const rng = new Random('documents');
  const n = demoOrganisationNames;
  const associationTags = Object.keys(texts.associationDocumentNames);
  const secretariatTags = Object.keys(texts.secretariatDocumentNames);
  type Planned = { area: 'association' | 'secretariat'; org?: Org; wp?: Wp; tag?: string; isPublic?: boolean };
  const plan: Planned[] = [
    { area: 'association', org: world.org(n.medlemWorkAssociation), tag: 'Protokoll', isPublic: true },
    { area: 'association', org: world.org(n.styrelseBoardOf), tag: 'Möteshandling', isPublic: false },
    { area: 'association', wp: world.workplaceOf(n.ombudWorkAssociation), tag: 'Övrigt', isPublic: true },
    { area: 'association', org: world.org(n.nationellBoardOf), tag: 'Protokoll', isPublic: false },
    ...secretariatTags.map((tag, i): Planned => ({ area: 'secretariat', tag, isPublic: i % 2 === 0 })),
    { area: 'association', wp: world.workplaceOf(n.medlemFleraWorkAssociation, 2), tag: 'Möteshandling', isPublic: false },
  ];
  const associations = [...world.regional, ...world.networkOrgs, ...world.nationalOrgs];
  // Issue 23: one place never holds two documents of the same name (a search would list them
  // alike); a name taken there becomes a later version of it.
  const taken = new Set<string>();
  const uniqueIn = (place: string, name: string) => {
    let candidate = name;
    for (let version = 2; taken.has(`${place}/${candidate}`); version++) candidate = name.replace(/(\.\w+)$/, ` version ${version}$1`);
    taken.add(`${place}/${candidate}`);
    return candidate;
  };
  for (let i = 0; i < world.volumes.documents; i++) {
    const planned: Planned = plan[i] ?? { area: rng.chance(0.67) ? 'association' : 'secretariat' };
    let associationId: string | null = null;
    let wpId: string | null = null;
    let uploader: string;
    let tags: string[];
    let names: Record<string, string[]>;
    if (planned.area === 'association') {
      let org = planned.org;
      let wp = planned.wp;
      if (!org && !wp) {
        org = rng.pick(associations);
        const places = world.workplacesOf.get(org.id);
        if (places && rng.chance(0.25)) wp = rng.pick(places);
      }
      associationId = wp ? wp.associationId : org!.id;
      wpId = wp?.id ?? null;
      const board = wp ? world.repsOf.get(wp.id)! : world.boardOf.get(associationId)!;
      uploader = board.length ? rng.pick(board) : rng.pick(world.kanslister);
      tags = planned.tag ? [planned.tag] : rng.chance(0.1) ? [] : rng.sample(associationTags, rng.chance(0.15) ? 2 : 1);
      names = texts.associationDocumentNames;
    } else {
      uploader = rng.pick(world.kanslister);
      tags = planned.tag ? [planned.tag] : rng.chance(0.1) ? [] : rng.sample(secretariatTags, rng.chance(0.15) ? 2 : 1);
      names = texts.secretariatDocumentNames;
    }
    const uploadedAt = officeHours(ANCHOR - rng.int(60, 500 * 1440) * MINUTE);
    let fileName = texts.fill(rng.pick(names[tags[0] ?? (planned.area === 'association' ? 'Övrigt' : 'Intro')]), {
      date: isoDate(uploadedAt - rng.int(0, 10) * DAY),
      year: String(new Date(uploadedAt).getUTCFullYear()),
    });
    const place = `${planned.area}:${associationId ?? ''}:${wpId ?? ''}`;
    fileName = uniqueIn(place, fileName);
    const blobKey = fileName.endsWith('.png') ? rng.pick(['skarmbild-bla', 'skarmbild-gron', 'skarmbild-orange'])
      : tags.includes('Protokoll') ? 'protokoll'
        : tags.includes('Möteshandling') || tags.includes('Kongress') || tags.includes('Ordförandemöte') || tags.includes('Rådskonferens') ? 'kallelse' : 'policy';
    const fileId = addFile(world, blobKey, fileName, uploader, uploadedAt, 'document', rng);
    world.rows.documents.push({
      id: rng.uuid(), fileId, area: planned.area, associationId, workplaceId: wpId,
      isPublic: planned.isPublic ?? rng.chance(0.4), tags,
    });
  }
}
