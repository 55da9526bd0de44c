import { USER_SCOPE } from '../../../lib/session';

// Every chat query lives under the signed-in user's scope, so signing out forgets them.

/** Which side of the chat a thread is shown to: the user, or support (a conversation by id). */
export type ChatThreadRef = { side: 'USER' } | { side: 'SUPPORT'; conversationId: number };

/** Query keys of the support chat. */
export const chatKeys = {
  all: [USER_SCOPE, 'chat'] as const,
  mine: () => [...chatKeys.all, 'mine'] as const,
  /** The messages of a thread, as {@link ChatMessagesCache}. */
  messages: (thread: ChatThreadRef) =>
    thread.side === 'USER'
      ? ([...chatKeys.all, 'mine', 'messages'] as const)
      : ([...chatKeys.all, 'admin', 'conversation', thread.conversationId, 'messages'] as const),
  admin: () => [...chatKeys.all, 'admin'] as const,
  unread: () => [...chatKeys.admin(), 'unread'] as const,
  conversations: () => [...chatKeys.admin(), 'conversations'] as const,
  conversationList: (query: object) => [...chatKeys.conversations(), query] as const,
  conversation: (conversationId: number) =>
    [...chatKeys.admin(), 'conversation', conversationId, 'detail'] as const,
  assignees: () => [...chatKeys.admin(), 'assignees'] as const,
  tags: (archived: boolean) => [...chatKeys.admin(), 'tags', archived] as const,
  allTags: () => [...chatKeys.admin(), 'tags'] as const,
  canned: () => [...chatKeys.admin(), 'canned-replies'] as const,
  replySettings: () => [...chatKeys.admin(), 'reply-settings'] as const,
};
