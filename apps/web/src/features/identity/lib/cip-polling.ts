/** Phone-call verification polls its status this often (spec §9). */
export const CIP_POLL_INTERVAL_MS = 1000;

/** ... and at most this many times: 3 minutes, the life of a dial number. */
export const CIP_MAX_POLLS = 180;

/**
 * Delay before the next status poll, or false to stop: once verified, or silently after the
 * last allowed poll (the instructions stay on screen, no message is shown).
 */
export function nextCipPoll(pollsDone: number, verified: boolean): number | false {
  if (verified || pollsDone >= CIP_MAX_POLLS) return false;
  return CIP_POLL_INTERVAL_MS;
}
