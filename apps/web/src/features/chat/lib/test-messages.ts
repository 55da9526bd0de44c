import type { TChatMessageWire } from '@haoyue/contracts';

/** A stored message for the chat's tests (seq 1 is 10:00 on 2026-12-06 in Taipei, a minute a seq). */
export function chatMessage(seq: number, patch: Partial<TChatMessageWire> = {}): TChatMessageWire {
  return {
    id: 100 + seq,
    conversationId: 7,
    seq,
    sender: 'USER',
    senderName: null,
    clientId: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    body: `訊息 ${seq}`,
    image: null,
    createdAt: new Date(Date.parse('2026-12-06T02:00:00Z') + (seq - 1) * 60_000).toISOString(),
    ...patch,
  };
}
