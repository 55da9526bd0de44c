import type { TChatMessageWire } from '@haoyue/contracts';
import type { ChatThreadRef } from '../api/keys';

/** A page of history as both sides' calls answer it. */
export interface ChatMessagesPage {
  data: TChatMessageWire[];
  meta: { hasEarlier: boolean };
}

/** What a message send carries. */
export interface ChatSendBody {
  clientId: string;
  body?: string | null;
  imageId?: number | null;
}

/**
 * The calls a chat thread makes, by side: the user's own conversation, or support's view of one.
 * The thread components take it so one message list and composer serve both.
 */
export interface ChatThreadApi {
  thread: ChatThreadRef;
  listMessages: (
    query: { beforeSeq?: number; afterSeq?: number; limit?: number },
    signal?: AbortSignal,
  ) => Promise<ChatMessagesPage>;
  send: (body: ChatSendBody) => Promise<TChatMessageWire>;
  upload: (file: File) => Promise<{ imageId: number; image: TChatMessageWire['image'] }>;
  read: (seq: number) => Promise<void>;
  ticket: () => Promise<{ ticket: string }>;
}
