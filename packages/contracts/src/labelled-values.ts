/**
 * An enumeration written once, as its zh-TW labels: `valuesOf(LABELS)` gives the values in the
 * order written (what z.enum, the database's text enums and the pages' selects take), so a value
 * cannot be listed without its label nor labelled without being listed. zod-free.
 */
export function valuesOf<const K extends string>(labels: Record<K, string>): readonly [K, ...K[]] {
  return Object.keys(labels) as [K, ...K[]];
}
