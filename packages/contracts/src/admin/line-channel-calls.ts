import { z } from 'zod';
import { defineCalls } from '../call';
import { dataOf, idParams, pageOf, pagingQuery, zLine, zTimestampOut } from '../common';
import { ADMIN_READ_ERRORS, ADMIN_WRITE_ERRORS } from './calls';
import { adminsWho } from './roles';
import { zAdminReason } from './schemas';
import { valuesOf } from '../labelled-values';
import { LINE_CHANNEL_IDS } from '../line/schemas';

/** Which sellers' channels a list shows. */
export const LINE_CHANNEL_STATUS_LABELS = {
  active: '使用中',
  failing: '最近失敗',
  disabled: '已停用',
};
export const LINE_CHANNEL_STATUSES = valuesOf(LINE_CHANNEL_STATUS_LABELS);

/** A seller's connected LINE channels as the admins see them (never a secret or token). */
export const ZAdminLineChannel = z.object({
  sellerId: z.number().int(),
  sellerName: z.string(),
  ...LINE_CHANNEL_IDS,
  hasChannelAccessToken: z.boolean(),
  /** When the seller first saved their LINE settings. */
  connectedAt: zTimestampOut(),
  updatedAt: zTimestampOut(),
  /** The last call to LINE with these channels that went through (noted at most once a minute). */
  lastSuccessAt: zTimestampOut().nullable(),
  lastFailureAt: zTimestampOut().nullable(),
  lastFailureMessage: z.string().nullable(),
  /** Failed calls since the last one that went through. */
  failureCount: z.number().int(),
  disabledAt: zTimestampOut().nullable(),
  disabledReason: z.string().nullable(),
});
export type TAdminLineChannel = z.infer<typeof ZAdminLineChannel>;

export const ZAdminLineChannelsQuery = z.strictObject({
  /** Part of the seller's name, or a channel or LIFF id. */
  keyword: zLine().max(100).optional(),
  status: z.enum(LINE_CHANNEL_STATUSES).optional(),
  ...pagingQuery(20),
});
export type TAdminLineChannelsQuery = z.infer<typeof ZAdminLineChannelsQuery>;
export const ZAdminLineChannelsResponse = pageOf(ZAdminLineChannel);

export const ZLineChannelParams = idParams('sellerId');
export const ZSetLineChannelRequest = z.strictObject({
  disabled: z.boolean({ error: '請選擇停用或啟用' }),
  reason: zAdminReason(),
});
export type TSetLineChannelRequest = z.infer<typeof ZSetLineChannelRequest>;
export const ZAdminLineChannelResponse = dataOf(ZAdminLineChannel);

/** The admins' view of the LINE channels sellers connected. */
export const adminLineChannelCalls = defineCalls('admin line channels', {
  listLineChannels: {
    method: 'GET',
    path: '/v1/admin/line-channels',
    summary: "Sellers' connected LINE channels, newest first, with their last success and failures",
    description: `${adminsWho('line.channels')} Filtered by keyword (seller name, channel or LIFF id) and status (active, failing: failed since the last success, disabled).`,
    query: ZAdminLineChannelsQuery,
    response: ZAdminLineChannelsResponse,
    errors: ADMIN_READ_ERRORS,
  },
  setLineChannel: {
    method: 'PUT',
    path: '/v1/admin/line-channels/{sellerId}/status',
    summary: "Disable or enable a seller's LINE channels, with the reason (audited)",
    description: `${adminsWho('line.channels')} Disabled: LINE login and pushes for the seller behave as if no channel were set; the seller sees the reason on their LINE settings page. 404 when the seller has no LINE settings.`,
    params: ZLineChannelParams,
    body: ZSetLineChannelRequest,
    response: ZAdminLineChannelResponse,
    errors: [...ADMIN_WRITE_ERRORS, 'E_NOT_FOUND'],
  },
});
