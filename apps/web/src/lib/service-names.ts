/**
 * Service names as one line, each name once with how many there are: a voucher valid for the
 * same service at four shops reads `洗剪吹 ×4`, not `洗剪吹、洗剪吹、洗剪吹、洗剪吹`. Order of
 * first appearance is kept; an empty list reads `—`.
 */
export function serviceNamesLabel(names: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  if (counts.size === 0) return '—';
  return [...counts].map(([name, n]) => (n > 1 ? `${name} ×${n}` : name)).join('、');
}
