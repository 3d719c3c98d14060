import { sv } from '../text/sv';

/** Spec §2: 'Du har inga {group}' when empty, 'Inga {group} hittades' after a search with no hits. */
export function EmptyList({ group, searched = false }: { group: string; searched?: boolean }) {
  return <p className="empty-list">{searched ? sv.lists.noHits(group) : sv.lists.empty(group)}</p>;
}
