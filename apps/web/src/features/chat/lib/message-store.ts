import type { TChatMessageWire } from '@haoyue/contracts';

/** A thread's messages as the cache holds them: in seq order, each seq once. */
export interface ChatMessagesCache {
  messages: TChatMessageWire[];
  /** Whether older messages exist before the first one held. */
  hasEarlier: boolean;
}

/**
 * Merges messages into a thread: a seq already held is kept once (the newer copy wins: its image
 * URL is signed later), and the result is in seq order whatever order they came in.
 */
export function mergeMessages(
  held: readonly TChatMessageWire[],
  incoming: readonly TChatMessageWire[],
): TChatMessageWire[] {
  if (incoming.length === 0) return held as TChatMessageWire[];
  const bySeq = new Map<number, TChatMessageWire>();
  for (const message of held) bySeq.set(message.seq, message);
  for (const message of incoming) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** The last seq a thread holds (0 when it holds none). */
export function lastSeqOf(cache: ChatMessagesCache | undefined): number {
  const messages = cache?.messages ?? [];
  return messages.length > 0 ? messages[messages.length - 1]!.seq : 0;
}

/** Whether the held messages run without a gap from the first to the last. */
export function isContiguous(messages: readonly TChatMessageWire[]): boolean {
  return messages.every((m, i) => i === 0 || m.seq === messages[i - 1]!.seq + 1);
}
