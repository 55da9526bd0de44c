/**
 * The fields of a partial update that were sent: `undefined` means "not sent" and is dropped,
 * while `null` (clear the field) is kept.
 */
export function changedFields<T extends Record<string, unknown>>(
  input: T,
): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as never;
}
