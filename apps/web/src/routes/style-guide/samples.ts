import type { TCurrency, TShop } from '@haoyue/contracts';

const now = '2026-01-01T00:00:00.000Z';

/** A made-up shop for showing the shop card (the guide keeps its link from navigating). */
export const sampleShop: TShop = {
  id: 0,
  sellerId: 0,
  displayName: '小巷髮藝 Alley Hair',
  urlSlug: 'style-guide-sample',
  address: '臺北市大安區敦化南路一段 100 號 2 樓',
  introduction: '',
  phoneNumber: null,
  industryId: 1,
  countryId: 1,
  cityId: 1,
  longitude: 121.55,
  latitude: 25.04,
  timeZone: 'Asia/Taipei',
  currency: 'TWD',
  reviewStatus: 'APPROVED',
  onlineBookingPaused: false,
  createdAt: now,
  updatedAt: now,
  distance: 850,
  city: { id: 1, countryId: 1, stateId: null, name: '臺北市', longitude: 121.56, latitude: 25.03 },
  industry: { id: 1, name: '美髮', slug: 'hair', imageUrl: null, position: 1 },
  images: [{ id: 1, type: 'COVER', url: '/og-default.jpg', position: 0 }],
};

/** The same shop without images, showing the fallbacks. */
export const sampleShopWithoutImages: TShop = {
  ...sampleShop,
  displayName: '指尖時光美甲',
  distance: undefined,
  industry: { id: 2, name: '美甲', slug: 'nail', imageUrl: null, position: 2 },
  images: [],
};

/** Typical prices per currency, in minor units. */
export const samplePrices: { currency: TCurrency; amounts: number[] }[] = [
  { currency: 'TWD', amounts: [80000, 120000, 49950] },
  { currency: 'HKD', amounts: [38000, 128000, 9950] },
  { currency: 'SGD', amounts: [4500, 4550, 12000] },
  { currency: 'MYR', amounts: [12000, 8990, 35000] },
  { currency: 'MOP', amounts: [20000, 15050, 98000] },
];

/** Top-up plans for the managed-list samples (amounts in minor units). */
export const samplePlans = [
  { id: 1, name: '儲值一萬送一千', pay: 1_000_000, value: 1_100_000 },
  { id: 2, name: '儲值五千送三百', pay: 500_000, value: 530_000 },
];

/** Stored-value movements for the paged-history sample, newest first. */
export const sampleHistory = [
  { id: 3, title: '消費：洗剪吹', when: '12月5日（六）下午 3:10', amount: -120_000 },
  { id: 2, title: '儲值：儲值一萬送一千', when: '11月28日（六）上午 11:02', amount: 1_100_000 },
  { id: 1, title: '退款：取消預約訂金', when: '11月20日（五）晚上 7:45', amount: 50_000 },
];
