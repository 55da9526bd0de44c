import { defineCalls } from '../call';
import { ADMIN_READ_ERRORS, ADMIN_WRITE_ERRORS } from './calls';
import { adminsWho } from './roles';
import {
  ZCreatePushMessageRequest,
  ZPushAudienceOptionsResponse,
  ZPushDeliveryResponse,
  ZPushImageResponse,
  ZPushMessageIdParams,
  ZPushMessageResponse,
  ZPushMessagesQuery,
  ZPushMessagesResponse,
  ZPushPreviewRequest,
  ZPushPreviewResponse,
  ZSendPushDraftRequest,
  ZUpdatePushDraftRequest,
} from './push-schemas';

const WHO = adminsWho('push.send');

/** Push messages: compose, preview the audience, drafts, send now or later, cancel, history. */
export const adminPushCalls = defineCalls('admin push', {
  getPushAudienceOptions: {
    method: 'GET',
    path: '/v1/admin/push-audiences',
    summary: 'Countries with their cities, industries and sellers the audience picker offers',
    description: WHO,
    response: ZPushAudienceOptionsResponse,
    errors: ADMIN_READ_ERRORS,
  },
  previewPushAudience: {
    method: 'POST',
    path: '/v1/admin/push-messages:preview',
    summary: 'How many users an audience holds, and how many LINE or SMS reaches',
    description: `${WHO} Nothing is written. An unknown country, city, industry or seller: 404.`,
    body: ZPushPreviewRequest,
    response: ZPushPreviewResponse,
    errors: [...ADMIN_READ_ERRORS, 'E_XSRF', 'E_NOT_FOUND'],
  },
  uploadPushImage: {
    method: 'POST',
    path: '/v1/admin/push-images',
    summary: 'Upload the image of a push message (multipart field `file`, JPG/PNG/WebP ≤ 8 MB)',
    description: WHO,
    multipart: true,
    response: ZPushImageResponse,
    errors: [...ADMIN_WRITE_ERRORS, 'E_FILE_TOO_LARGE'],
  },
  createPushMessage: {
    method: 'POST',
    path: '/v1/admin/push-messages',
    summary: 'Send a push message now, schedule it, or save it as a draft (audited)',
    description: `${WHO} The work queue delivers it (at \`sendAt\`, in batches paced to each channel's rate): by LINE where a seller's official account the user follows reaches them, else by SMS to users who opted in; each user at most once. With \`draft: true\` it is kept as a DRAFT, which is never delivered, until sendPushDraft. A delivery that gives up (its queue item failed its last try) leaves it FAILED with what went out counted; retrying the item on the admin jobs page resumes it.`,
    body: ZCreatePushMessageRequest,
    response: ZPushMessageResponse,
    errors: [...ADMIN_WRITE_ERRORS, 'E_NOT_FOUND'],
  },
  updatePushDraft: {
    method: 'PUT',
    path: '/v1/admin/push-messages/{messageId}',
    summary: "Rewrite a draft push message's text, image, link, audience and time (audited)",
    description: `${WHO} The same rules as createPushMessage. Only a DRAFT: 409 E_PUSH_MESSAGE_STATE otherwise. An image it no longer shows is removed later.`,
    params: ZPushMessageIdParams,
    body: ZUpdatePushDraftRequest,
    response: ZPushMessageResponse,
    errors: [...ADMIN_WRITE_ERRORS, 'E_NOT_FOUND', 'E_PUSH_MESSAGE_STATE'],
  },
  sendPushDraft: {
    method: 'POST',
    path: '/v1/admin/push-messages/{messageId}:send',
    summary: 'Send a draft push message now, or schedule it (audited)',
    description: `${WHO} It becomes SCHEDULED, due now or at \`sendAt\` (in the future), and the work queue delivers it as any other. Only a DRAFT: 409 E_PUSH_MESSAGE_STATE otherwise; its audience's country, city, industry or seller gone: 404.`,
    params: ZPushMessageIdParams,
    body: ZSendPushDraftRequest,
    response: ZPushMessageResponse,
    errors: [...ADMIN_WRITE_ERRORS, 'E_NOT_FOUND', 'E_PUSH_MESSAGE_STATE'],
  },
  listPushMessages: {
    method: 'GET',
    path: '/v1/admin/push-messages',
    summary: 'Push messages, newest first, with their status and outcomes per channel',
    description: WHO,
    query: ZPushMessagesQuery,
    response: ZPushMessagesResponse,
    errors: ADMIN_READ_ERRORS,
  },
  cancelPushMessage: {
    method: 'POST',
    path: '/v1/admin/push-messages/{messageId}:cancel',
    summary: 'Cancel a scheduled push message, or delete a draft (audited)',
    description: `${WHO} Only before it starts sending: 409 E_PUSH_MESSAGE_STATE after.`,
    params: ZPushMessageIdParams,
    response: ZPushMessageResponse,
    errors: [...ADMIN_WRITE_ERRORS, 'E_NOT_FOUND', 'E_PUSH_MESSAGE_STATE'],
  },
});

/** Development and tests only (loopback): work the push queue's due items once, now. */
export const adminPushDevCalls = defineCalls('development push', {
  deliverPushMessages: {
    method: 'POST',
    path: '/v1/dev/push-messages:deliver',
    summary:
      "Work the push queue's due items now (start due messages, send a batch per channel), as a worker's pass does",
    response: ZPushDeliveryResponse,
    errors: [],
  },
});
