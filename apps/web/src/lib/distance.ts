/** Formats metres for a "how far" label: `350 公尺`, `1.2 公里`, `15 公里`. */
export function formatDistance(metres: number): string {
  const m = Number.isFinite(metres) ? Math.max(0, metres) : 0;
  const roundedMetres = Math.round(m / 10) * 10;
  if (roundedMetres < 1000) return `${Math.max(10, roundedMetres)} 公尺`;
  // One decimal only helps while it is meaningful (under 10 km).
  const km = Math.round(m / 100) / 10;
  if (km < 10) return `${km} 公里`;
  return `${Math.round(m / 1000)} 公里`;
}
