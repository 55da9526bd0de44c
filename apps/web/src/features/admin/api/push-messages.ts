import {
  calls,
  type TCreatePushMessageRequest,
  type TPushAudienceKind,
  type TUpdatePushDraftRequest,
} from '@haoyue/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData, apiQuery, fileBody } from '../../../lib/api-query';
import { apiCall } from '../../../lib/http';
import { adminKeys } from './keys';

/** Countries with their cities, industries and sellers the audience picker offers. */
export const pushAudiencesQuery = apiQuery(
  adminKeys.pushAudiences,
  (signal) => apiData(calls.adminPush.getPushAudienceOptions, {}, signal),
  { staleTime: 5 * 60_000 },
);

/** How many users an audience holds; idle until the audience is complete. */
export function usePushPreview(kind: TPushAudienceKind, id: number | null) {
  const complete = kind === 'ALL' || id !== null;
  return useQuery({
    queryKey: adminKeys.pushPreview(kind, id),
    queryFn: ({ signal }) =>
      apiData(calls.adminPush.previewPushAudience, { body: { audience: { kind, id } } }, signal),
    enabled: complete,
    staleTime: 30_000,
  });
}

/** One page of the push messages, newest first; the page held on screen while the next loads. */
export function usePushMessages(page: number) {
  return useQuery({
    queryKey: adminKeys.pushMessagePage(page),
    queryFn: ({ signal }) =>
      apiCall(calls.adminPush.listPushMessages, { query: { page, perPage: 10 } }, { signal }),
    placeholderData: keepPreviousData,
    // Messages being sent change on their own: look again while any is under way.
    refetchInterval: (query) =>
      query.state.data?.data.some((m) => m.status === 'SENDING' || m.status === 'SCHEDULED')
        ? 10_000
        : false,
  });
}

/** Sends, schedules or saves as a draft a message; the history shows it at once. */
export function useCreatePushMessage(options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreatePushMessageRequest) =>
      apiData(calls.adminPush.createPushMessage, { body }),
    onSuccess: async () => {
      options.onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: adminKeys.pushMessages() });
    },
  });
}

/** Saves a draft's new content. */
export function useUpdatePushDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, body }: { messageId: number; body: TUpdatePushDraftRequest }) =>
      apiData(calls.adminPush.updatePushDraft, { params: { messageId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.pushMessages() }),
  });
}

/** Saves a draft as the form shows it, then sends it now or schedules it at its time. */
export function useSendPushDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      messageId,
      body,
    }: {
      messageId: number;
      body: TUpdatePushDraftRequest;
    }) => {
      await apiData(calls.adminPush.updatePushDraft, { params: { messageId }, body });
      return apiData(calls.adminPush.sendPushDraft, {
        params: { messageId },
        body: { sendAt: body.sendAt ?? null },
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.pushMessages() }),
  });
}

/** Cancels a scheduled message, or deletes a draft. */
export function useCancelPushMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) =>
      apiData(calls.adminPush.cancelPushMessage, { params: { messageId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.pushMessages() }),
  });
}

/** Uploads the message's image through the app's image pipeline; answers its URL. */
export function useUploadPushImage() {
  return useMutation({
    mutationFn: (file: File) => apiData(calls.adminPush.uploadPushImage, { body: fileBody(file) }),
  });
}
