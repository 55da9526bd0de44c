/** The booking steps in order; `success` follows the last once the order is placed. */
export const BOOKING_STEPS = ['services', 'operator', 'time', 'profile', 'summary'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number] | 'success';

/** How far the visitor's choices go. */
export interface BookingProgress {
  hasServices: boolean;
  /** An operator or 不指定 was chosen. */
  hasOperator: boolean;
  hasTime: boolean;
  profileDone: boolean;
  hasOrder: boolean;
}

function reachable(step: BookingStep, p: BookingProgress): boolean {
  switch (step) {
    case 'services':
      return true;
    case 'operator':
      return p.hasServices;
    case 'time':
      return p.hasServices && p.hasOperator;
    case 'profile':
      return p.hasServices && p.hasOperator && p.hasTime;
    case 'summary':
      return p.hasServices && p.hasOperator && p.hasTime && p.profileDone;
    case 'success':
      return p.hasOrder;
  }
}

/**
 * The step to show for the `?step=` asked (none or an unknown one: the first): that one if the
 * choices so far allow it, else the furthest one before it that they do (a reload or an old
 * link forgets the choices).
 */
export function resolveStep(requested: string | null, progress: BookingProgress): BookingStep {
  if (requested === 'success') return progress.hasOrder ? 'success' : 'services';
  const wanted = BOOKING_STEPS.find((s) => s === requested) ?? 'services';
  let step: BookingStep = 'services';
  for (const candidate of BOOKING_STEPS) {
    if (!reachable(candidate, progress)) break;
    step = candidate;
    if (candidate === wanted) break;
  }
  return step;
}
