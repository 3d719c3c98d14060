/** Spec §9: initials at most 3 letters. */
export function initials(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toLocaleUpperCase('sv'))
    .slice(0, 3)
    .join('');
}
