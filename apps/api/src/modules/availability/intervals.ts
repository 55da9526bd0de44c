/**
 * Half-open time intervals [start, end) in epoch milliseconds, and the set operations the
 * availability engine is built from. Lists are kept sorted, non-overlapping and non-empty.
 */
export type Interval = { start: number; end: number };

/** Sorts and merges overlapping or touching intervals; drops empty ones. */
export function normalize(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out[out.length - 1];
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else out.push({ start: i.start, end: i.end });
  }
  return out;
}

/** The parts of `a` that are also in `b`. */
export function intersect(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const x = normalize(a);
  const y = normalize(b);
  const out: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length && j < y.length) {
    const start = Math.max(x[i]!.start, y[j]!.start);
    const end = Math.min(x[i]!.end, y[j]!.end);
    if (start < end) out.push({ start, end });
    if (x[i]!.end < y[j]!.end) i++;
    else j++;
  }
  return out;
}

/** The parts of `a` not covered by `b`. */
export function subtract(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const cuts = normalize(b);
  const out: Interval[] = [];
  for (const piece of normalize(a)) {
    let cursor = piece.start;
    for (const cut of cuts) {
      if (cut.end <= cursor) continue;
      if (cut.start >= piece.end) break;
      if (cut.start > cursor) out.push({ start: cursor, end: cut.start });
      cursor = Math.max(cursor, cut.end);
      if (cursor >= piece.end) break;
    }
    if (cursor < piece.end) out.push({ start: cursor, end: piece.end });
  }
  return out;
}

/** Whether [start, end) lies wholly inside one interval of a normalized list. */
export function covers(free: readonly Interval[], start: number, end: number): boolean {
  // Binary search for the last interval starting at or before `start`.
  let lo = 0;
  let hi = free.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (free[mid]!.start <= start) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found >= 0 && free[found]!.end >= end;
}
