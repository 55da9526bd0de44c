import type { TPushMessage } from '@haoyue/contracts';

/** A push message's counts before anything is sent. */
export const NO_COUNTS: TPushMessage['counts'] = {
  LINE: { sent: 0, failed: 0, skipped: 0 },
  SMS: { sent: 0, failed: 0, skipped: 0 },
  NONE: { skipped: 0 },
  pending: 0,
};

/** A push draft as the API answers it (to the city 台北市, nothing sent); `overrides` vary it. */
export const pushDraftOf = (overrides: Partial<TPushMessage> = {}): TPushMessage => ({
  id: 42,
  text: '週末八折（草稿）',
  imageUrl: null,
  linkUrl: 'https://haoyue.test/promo',
  audience: { kind: 'CITY', id: 7, name: '台北市' },
  status: 'DRAFT',
  sendAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  finishedAt: null,
  createdBy: { userId: 1, displayName: '管理員' },
  recipientCount: null,
  counts: NO_COUNTS,
  ...overrides,
});
