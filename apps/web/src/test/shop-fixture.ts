import type { TShop } from '@haoyue/contracts';

/** A shop as the API answers it (approved, booking open, in Taipei); `overrides` make it one. */
export const shopOf = (overrides: Partial<TShop> = {}): TShop => ({
  id: 1,
  sellerId: 1,
  displayName: '店家',
  urlSlug: 'shop-1',
  address: '台北市大安區復興南路一段 1 號',
  introduction: '',
  phoneNumber: null,
  industryId: 1,
  countryId: 1,
  cityId: 1,
  longitude: 121.5,
  latitude: 25,
  timeZone: 'Asia/Taipei',
  currency: 'TWD',
  reviewStatus: 'APPROVED',
  onlineBookingPaused: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
