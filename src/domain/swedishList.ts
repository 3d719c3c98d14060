/** 'a', 'a och b', 'a, b och c': a list joined with commas and 'och' (spec §5). */
export function joinSwedishList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} och ${items[items.length - 1]}`;
}
