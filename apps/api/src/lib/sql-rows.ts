/** Rows of a raw `execute`, whichever driver answered (both put them in `rows`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
