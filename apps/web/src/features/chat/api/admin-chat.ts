import {
  calls,
  type TChatInboxFilter,
  type TChatReplySettings,
  type TChatStatus,
  type TChatTagColor,
} from '@haoyue/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData, fileBody } from '../../../lib/api-query';
import { apiCall } from '../../../lib/http';
import type { ChatThreadApi } from '../lib/thread-api';
import { chatKeys } from './keys';

/** The inbox's filter as the list call takes it. */
export interface InboxQuery {
  filter: TChatInboxFilter;
  status: TChatStatus;
  tagId?: number;
  q?: string;
  page: number;
}

/** One page of the inbox, by last message; the page shown stays while the next one loads. */
export function useConversations(query: InboxQuery) {
  return useQuery({
    queryKey: chatKeys.conversationList(query),
    queryFn: ({ signal }) =>
      apiCall(calls.adminChat.listConversations, { query: { ...query, perPage: 30 } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** How many open conversations wait for support (the admin nav's badge): every 30 s too. */
export function useChatUnread(enabled = true) {
  return useQuery({
    queryKey: chatKeys.unread(),
    queryFn: ({ signal }) => apiData(calls.adminChat.getUnread, {}, signal),
    refetchInterval: 30_000,
    enabled,
  });
}

/** One conversation with the user's profile, latest orders and sellers. */
export function useConversation(conversationId: number) {
  return useQuery({
    queryKey: chatKeys.conversation(conversationId),
    queryFn: ({ signal }) =>
      apiData(calls.adminChat.getConversation, { params: { conversationId } }, signal),
  });
}

export function useAssignees() {
  return useQuery({
    queryKey: chatKeys.assignees(),
    queryFn: ({ signal }) => apiData(calls.adminChat.listAssignees, {}, signal),
    staleTime: 5 * 60_000,
  });
}

export function useChatTags(archived = false) {
  return useQuery({
    queryKey: chatKeys.tags(archived),
    queryFn: ({ signal }) =>
      apiData(
        calls.adminChat.listTags,
        { query: { archived: archived ? 'true' : 'false' } },
        signal,
      ),
  });
}

export function useCannedReplies() {
  return useQuery({
    queryKey: chatKeys.canned(),
    queryFn: ({ signal }) => apiData(calls.adminChat.listCannedReplies, {}, signal),
  });
}

export function useReplySettings() {
  return useQuery({
    queryKey: chatKeys.replySettings(),
    queryFn: ({ signal }) => apiData(calls.adminChat.getReplySettings, {}, signal),
  });
}

/** After a change to a conversation: its detail, the inbox and the unread count again. */
function useConversationRefresh(conversationId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: chatKeys.conversation(conversationId) }),
      queryClient.invalidateQueries({ queryKey: chatKeys.conversations() }),
      queryClient.invalidateQueries({ queryKey: chatKeys.unread() }),
    ]);
}

export function useSetAssignee(conversationId: number) {
  const refresh = useConversationRefresh(conversationId);
  return useMutation({
    mutationFn: (userId: number | null) =>
      apiData(calls.adminChat.setAssignee, { params: { conversationId }, body: { userId } }),
    onSettled: refresh,
  });
}

export function useSetTags(conversationId: number) {
  const refresh = useConversationRefresh(conversationId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tagIds: number[]) =>
      apiData(calls.adminChat.setTags, { params: { conversationId }, body: { tagIds } }),
    onSettled: async () => {
      await refresh();
      await queryClient.invalidateQueries({ queryKey: chatKeys.allTags() });
    },
  });
}

/** 結束對話 / 重新開啟. */
export function useSetStatus(conversationId: number) {
  const refresh = useConversationRefresh(conversationId);
  return useMutation({
    mutationFn: (close: boolean) =>
      apiData(close ? calls.adminChat.closeConversation : calls.adminChat.reopenConversation, {
        params: { conversationId },
      }),
    onSettled: refresh,
  });
}

/** Creates, renames, recolours, archives or restores a tag. */
export function useSaveTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        | { tagId?: undefined; name: string; color: TChatTagColor }
        | { tagId: number; name?: string; color?: TChatTagColor; archived?: boolean },
    ) =>
      change.tagId === undefined
        ? apiData(calls.adminChat.createTag, { body: { name: change.name, color: change.color } })
        : apiData(calls.adminChat.updateTag, {
            params: { tagId: change.tagId },
            body: { name: change.name, color: change.color, archived: change.archived },
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.allTags() }),
  });
}

export function useSaveCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id?: number; title: string; body: string }) =>
      id === undefined
        ? apiData(calls.adminChat.createCannedReply, { body })
        : apiData(calls.adminChat.updateCannedReply, { params: { cannedReplyId: id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.canned() }),
  });
}

export function useDeleteCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cannedReplyId: number) =>
      apiData(calls.adminChat.deleteCannedReply, { params: { cannedReplyId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.canned() }),
  });
}

export function useSaveReplySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<TChatReplySettings, 'updatedAt'>) =>
      apiData(calls.adminChat.updateReplySettings, { body }),
    onSuccess: (data) => queryClient.setQueryData(chatKeys.replySettings(), data),
  });
}

/** Support's side of one conversation's thread. */
export function supportThreadApi(conversationId: number): ChatThreadApi {
  const params = { conversationId };
  return {
    thread: { side: 'SUPPORT', conversationId },
    listMessages: (query, signal) =>
      apiCall(calls.adminChat.listMessages, { params, query }, { signal }),
    send: (body) => apiData(calls.adminChat.sendMessage, { params, body }),
    upload: (file) => apiData(calls.adminChat.uploadImage, { body: fileBody(file) }),
    read: (seq) =>
      apiData(calls.adminChat.readConversation, { params, body: { seq } }).then(() => undefined),
    ticket: () => apiData(calls.adminChat.createSocketTicket, {}),
  };
}

/** Getting a support socket's ticket. */
export const supportTicket = () => apiData(calls.adminChat.createSocketTicket, {});
