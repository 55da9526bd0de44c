/** Filters that a `/search` URL can carry; the URL is the source of truth for a search. */
export interface SearchHrefParams {
  keyword?: string | null;
  industryId?: number | null;
  countryId?: number | null;
  cityIds?: readonly number[];
  near?: boolean;
  page?: number;
}

/** Builds the query string of a search URL, leaving out empty filters. */
export function searchQueryString(params: SearchHrefParams): string {
  const qs = new URLSearchParams();
  const keyword = params.keyword?.trim();
  if (keyword) qs.set('keyword', keyword);
  if (params.industryId) qs.set('industryId', String(params.industryId));
  if (params.near) {
    qs.set('near', '1');
  } else if (params.cityIds && params.cityIds.length > 0) {
    qs.set('cityIds', params.cityIds.join(','));
  } else if (params.countryId) {
    qs.set('countryId', String(params.countryId));
  }
  if (params.page && params.page > 1) qs.set('page', String(params.page));
  const s = qs.toString();
  return s ? `?${s}` : '';
}

/** What a calendar link opens: a date (`YYYY-MM-DD`, default today), the week view, a booking. */
export interface CalendarHrefParams {
  date?: string | null;
  view?: 'day' | 'week';
  orderId?: number | null;
}

/** Builds `/dashboard/calendar?date=…&view=week&order=…`, leaving out what is not set. */
function calendarHref({ date, view, orderId }: CalendarHrefParams = {}): string {
  const qs = new URLSearchParams();
  if (date) qs.set('date', date);
  if (view === 'week') qs.set('view', 'week');
  if (orderId) qs.set('order', String(orderId));
  const s = qs.toString();
  return `/dashboard/calendar${s ? `?${s}` : ''}`;
}

/** What a consent-form link opens: a form to fill for an order, or one already filled. */
export type ConsentFormHrefParams =
  { formId: number; orderId: number } | { customerId: number; responseId: number };

/** The query string (without `?`) of a consent-form link. */
function consentFormQuery(q: ConsentFormHrefParams): string {
  return new URLSearchParams(
    'formId' in q
      ? { formId: String(q.formId), orderId: String(q.orderId) }
      : { customerId: String(q.customerId), responseId: String(q.responseId) },
  ).toString();
}

/** Every route path of the app, with helpers that build concrete links. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  search: {
    path: '/search',
    getHref: (params: SearchHrefParams = {}) => `/search${searchQueryString(params)}`,
  },
  industries: { path: '/industries', getHref: () => '/industries' },
  shop: {
    path: '/p/:urlSlug',
    getHref: (urlSlug: string) => `/p/${encodeURIComponent(urlSlug)}`,
  },
  /** Older links shared by shops; renders the same page as `shop`. */
  shopAlias: {
    path: '/shop/:urlSlug',
    getHref: (urlSlug: string) => `/shop/${encodeURIComponent(urlSlug)}`,
  },
  /** Booking at a shop; `serviceId` preselects a service. */
  booking: {
    path: '/p/:urlSlug/booking',
    getHref: (urlSlug: string, serviceId?: number) =>
      `/p/${encodeURIComponent(urlSlug)}/booking${serviceId ? `?serviceId=${serviceId}` : ''}`,
  },
  /** Older booking links; renders the same page as `booking`. */
  bookingAlias: {
    path: '/shop/:urlSlug/booking',
    getHref: (urlSlug: string) => `/shop/${encodeURIComponent(urlSlug)}/booking`,
  },
  order: {
    path: '/orders/:orderKey',
    getHref: (orderKey: string) => `/orders/${encodeURIComponent(orderKey)}`,
  },
  termsOfUse: { path: '/terms-of-use', getHref: () => '/terms-of-use' },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  styleGuide: { path: '/style-guide', getHref: () => '/style-guide' },
  landing: { path: '/landing', getHref: () => '/landing' },
  googleReserveLanding: {
    path: '/google-reserve-landing',
    getHref: () => '/google-reserve-landing',
  },
  linePayLanding: { path: '/line-pay-landing', getHref: () => '/line-pay-landing' },
  userProfile: { path: '/user/profile', getHref: () => '/user/profile' },
  userFavorite: { path: '/user/favorite', getHref: () => '/user/favorite' },
  /** 我的預約; `tab` opens past or cancelled orders. */
  userOrders: {
    path: '/user/orders',
    getHref: (tab?: 'past' | 'cancelled') => `/user/orders${tab ? `?tab=${tab}` : ''}`,
  },
  /** 會員卡: every seller the user is a customer of. */
  userMemberCards: { path: '/user/member-card', getHref: () => '/user/member-card' },
  /**
   * One seller's member card; `section` opens a child (orders, depositories, vouchers, coupons,
   * products), the customer card without it.
   */
  userMemberCard: {
    path: '/user/member-card/:sellerId',
    getHref: (sellerId: number, section?: string) =>
      `/user/member-card/${sellerId}${section ? `/${section}` : ''}`,
  },
  /**
   * 同意書: fill a form for an order (`formId` + `orderId`), or view and correct one filled
   * (`customerId` + `responseId`).
   */
  userConsentForm: {
    path: '/user/consent-form',
    getHref: (q: ConsentFormHrefParams) => `/user/consent-form?${consentFormQuery(q)}`,
  },

  /** 客服中心: the signed-in user's conversation with support. */
  supportChat: { path: '/support-chat', getHref: () => '/support-chat' },
  /**
   * The Reserve with Google user area (its own layout and sign-in, lib/auth-token): a shop's
   * booking for visitors arriving from Google; `serviceId` preselects a service.
   */
  googleReserveBooking: {
    path: '/google-reserve/:urlSlug',
    getHref: (urlSlug: string, serviceId?: number) =>
      `/google-reserve/${encodeURIComponent(urlSlug)}${serviceId ? `?serviceId=${serviceId}` : ''}`,
  },
  /** The Google area user's orders made through Google; `tab` opens past or cancelled ones. */
  googleReserveUserOrders: {
    path: '/google-reserve-user/orders',
    getHref: (tab?: 'past' | 'cancelled') =>
      `/google-reserve-user/orders${tab ? `?tab=${tab}` : ''}`,
  },
  /** One order, inside the Google area. */
  googleReserveUserOrder: {
    path: '/google-reserve-user/orders/:orderKey',
    getHref: (orderKey: string) => `/google-reserve-user/orders/${encodeURIComponent(orderKey)}`,
  },
  /** LINE Pay's return for a payment started in the Google area (`returnTo: 'google'`). */
  googleReserveUserLinePayLanding: {
    path: '/google-reserve-user/line-pay-landing',
    getHref: () => '/google-reserve-user/line-pay-landing',
  },
  googleReserveUserProfile: {
    path: '/google-reserve-user/profile',
    getHref: () => '/google-reserve-user/profile',
  },
  /** The consent-form page inside the Google area (same query as `userConsentForm`). */
  googleReserveUserConsentForm: {
    path: '/google-reserve-user/consent-form',
    getHref: (q: ConsentFormHrefParams) =>
      `/google-reserve-user/consent-form?${paths.userConsentForm.getHref(q).split('?')[1]}`,
  },
  /**
   * Lands a Google user in the right place of the area: `urlSlug` (booking), `orderKey` (an
   * order), `to=orders|profile`; without any, the orders when signed in.
   */
  googleReserveRedirect: {
    path: '/google-reserve-redirect',
    getHref: (q: { urlSlug?: string; orderKey?: string; to?: 'orders' | 'profile' } = {}) => {
      const qs = new URLSearchParams(
        Object.entries(q).filter((e): e is [string, string] => Boolean(e[1])),
      ).toString();
      return `/google-reserve-redirect${qs ? `?${qs}` : ''}`;
    },
  },
  /** The buyer app's webview pages: a layout without the site's header and footer. */
  buyerApp: { path: '/buyer-app', getHref: () => '/buyer-app' },
  buyerAppSupportChat: {
    path: '/buyer-app/support-chat',
    getHref: () => '/buyer-app/support-chat',
  },
  /** Booking at a shop inside the buyer app's webview (the buyer-app layout, not the site's). */
  buyerAppBooking: {
    path: '/shop/:urlSlug/buyer-app-booking',
    getHref: (urlSlug: string, serviceId?: number) =>
      `/shop/${encodeURIComponent(urlSlug)}/buyer-app-booking${serviceId ? `?serviceId=${serviceId}` : ''}`,
  },
  buyerAppOrder: {
    path: '/buyer-app/orders/:orderKey',
    getHref: (orderKey: string) => `/buyer-app/orders/${encodeURIComponent(orderKey)}`,
  },
  /** Moving an order to another time, in the buyer app's webview (by the order's id). */
  buyerAppRescheduleOrder: {
    path: '/buyer-app/reschedule-order/:orderId',
    getHref: (orderId: number) => `/buyer-app/reschedule-order/${orderId}`,
  },
  /** LINE Pay's return for a payment started in the buyer app's webview (`returnTo: 'app'`). */
  buyerAppLinePayLanding: {
    path: '/buyer-app/line-pay-landing',
    getHref: () => '/buyer-app/line-pay-landing',
  },
  /** The site's consent-form page inside the buyer app's webview (the same query). */
  buyerAppConsentForm: {
    path: '/buyer-app/consent-form',
    getHref: (q: ConsentFormHrefParams) => `/buyer-app/consent-form?${consentFormQuery(q)}`,
  },
  /** Sends a phone to the seller app (its store or deep link); elsewhere a page about it. */
  sellerAppRedirect: { path: '/seller-app-redirect', getHref: () => '/seller-app-redirect' },
  /** Sends a phone to the buyer app (its store or deep link); elsewhere a page about it. */
  buyerAppRedirect: { path: '/buyer-app-redirect', getHref: () => '/buyer-app-redirect' },
  // Platform admin area (its own layout); /admin lands on the users page
  admin: { path: '/admin', getHref: () => '/admin' },
  adminUsers: { path: '/admin/user', getHref: () => '/admin/user' },
  adminUser: {
    path: '/admin/user/:userId',
    getHref: (userId: number) => `/admin/user/${userId}`,
  },
  adminSellers: { path: '/admin/seller', getHref: () => '/admin/seller' },
  adminSeller: {
    path: '/admin/seller/:sellerId',
    getHref: (sellerId: number) => `/admin/seller/${sellerId}`,
  },
  adminAudit: {
    path: '/admin/audit',
    /** The audit log, optionally of one target (a user's page links to its rows). */
    getHref: (target?: { targetType: string; targetId: number }) =>
      target
        ? `/admin/audit?targetType=${target.targetType}&targetId=${target.targetId}`
        : '/admin/audit',
  },
  adminPushMessage: { path: '/admin/push-message', getHref: () => '/admin/push-message' },
  adminChat: {
    path: '/admin/chat',
    /** The inbox, with a conversation open when one is given. */
    getHref: (conversationId?: number) =>
      conversationId ? `/admin/chat?c=${conversationId}` : '/admin/chat',
  },
  adminReplySettings: { path: '/admin/reply-settings', getHref: () => '/admin/reply-settings' },
  adminChatTagSettings: {
    path: '/admin/chat-tag-settings',
    getHref: () => '/admin/chat-tag-settings',
  },
  adminLinePayApplications: {
    path: '/admin/line-pay-application',
    getHref: () => '/admin/line-pay-application',
  },
  /** Shops enrolled on Reserve with Google: review (the URL holds the filters). */
  adminGoogleReserve: { path: '/admin/google-reserve', getHref: () => '/admin/google-reserve' },
  /** Every system order across sellers (the URL holds the filters). */
  adminSystemOrders: { path: '/admin/system-order', getHref: () => '/admin/system-order' },
  adminIndustry: { path: '/admin/industry', getHref: () => '/admin/industry' },
  adminLineAuth: { path: '/admin/line-auth', getHref: () => '/admin/line-auth' },
  /** Background work: scheduled jobs and the work queues, retrying a failed item. */
  adminJobs: { path: '/admin/jobs', getHref: () => '/admin/jobs' },
  /** Every shop, filtered (the URL holds the filters). */
  adminShops: { path: '/admin/shops', getHref: () => '/admin/shops' },
  /** The same table as the review queue: pending shops first (待審核 by default). */
  adminShopManagement: { path: '/admin/shop-management', getHref: () => '/admin/shop-management' },
  adminShop: {
    path: '/admin/shops/:shopId',
    getHref: (shopId: number) => `/admin/shops/${shopId}`,
  },

  // Seller dashboard (its own layout)
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  dashboardMobileHome: { path: '/dashboard/mobile-home', getHref: () => '/dashboard/mobile-home' },
  /** Seller sign-up: the first-shop wizard (details, hours, services, an operator). */
  dashboardGetStarted: { path: '/dashboard/get-started', getHref: () => '/dashboard/get-started' },
  /** The shop's bookings by day or week; `orderId` opens one. */
  dashboardCalendar: { path: '/dashboard/calendar', getHref: calendarHref },
  dashboardShops: { path: '/dashboard/shops', getHref: () => '/dashboard/shops' },
  dashboardShopCreate: {
    path: '/dashboard/shop-settings/create',
    getHref: () => '/dashboard/shop-settings/create',
  },
  /** A shop's settings; `tab` opens one section (details, images, hours, prepayment). */
  dashboardShopSettings: {
    path: '/dashboard/shop-settings/:shopId',
    getHref: (shopId: number, tab?: string) =>
      `/dashboard/shop-settings/${shopId}${tab ? `?tab=${tab}` : ''}`,
  },
  dashboardServices: { path: '/dashboard/services', getHref: () => '/dashboard/services' },
  dashboardServiceCreate: {
    path: '/dashboard/services/:shopId/service-settings/create',
    getHref: (shopId: number, groupId?: number) =>
      `/dashboard/services/${shopId}/service-settings/create${groupId ? `?groupId=${groupId}` : ''}`,
  },
  dashboardServiceSettings: {
    path: '/dashboard/services/:shopId/service-settings/:serviceId',
    getHref: (shopId: number, serviceId: number) =>
      `/dashboard/services/${shopId}/service-settings/${serviceId}`,
  },
  dashboardOperators: { path: '/dashboard/operators', getHref: () => '/dashboard/operators' },
  dashboardOperatorCreate: {
    path: '/dashboard/operators/:shopId/operator-settings/create',
    getHref: (shopId: number) => `/dashboard/operators/${shopId}/operator-settings/create`,
  },
  dashboardOperatorSettings: {
    path: '/dashboard/operators/:shopId/operator-settings/:operatorId',
    getHref: (shopId: number, operatorId: number) =>
      `/dashboard/operators/${shopId}/operator-settings/${operatorId}`,
  },
  dashboardMembers: { path: '/dashboard/members', getHref: () => '/dashboard/members' },
  dashboardReviews: { path: '/dashboard/reviews', getHref: () => '/dashboard/reviews' },
  dashboardCustomers: { path: '/dashboard/customers', getHref: () => '/dashboard/customers' },
  dashboardCustomer: {
    path: '/dashboard/customers/:customerId',
    getHref: (customerId: number) => `/dashboard/customers/${customerId}`,
  },
  dashboardVoucherTemplates: {
    path: '/dashboard/voucher-templates',
    getHref: () => '/dashboard/voucher-templates',
  },
  dashboardTopUpPlans: {
    path: '/dashboard/top-up-plans',
    getHref: () => '/dashboard/top-up-plans',
  },
  dashboardCoupons: { path: '/dashboard/coupons', getHref: () => '/dashboard/coupons' },
  dashboardProducts: { path: '/dashboard/products', getHref: () => '/dashboard/products' },
  /** 同意書: the seller's consent forms. */
  dashboardConsentForms: {
    path: '/dashboard/consent-forms',
    getHref: () => '/dashboard/consent-forms',
  },
  dashboardConsentFormCreate: {
    path: '/dashboard/consent-forms/new',
    getHref: () => '/dashboard/consent-forms/new',
  },
  dashboardConsentForm: {
    path: '/dashboard/consent-forms/:formId',
    getHref: (formId: number) => `/dashboard/consent-forms/${formId}`,
  },
  /** One filled consent form, printable. */
  dashboardConsentResponse: {
    path: '/dashboard/consent-form-responses/:responseId',
    getHref: (responseId: number) => `/dashboard/consent-form-responses/${responseId}`,
  },
  /** 金流設定: each shop's online payment methods, transfer account and refund policy. */
  dashboardPaymentSettings: {
    path: '/dashboard/payment-settings',
    getHref: () => '/dashboard/payment-settings',
  },
  /** LINE Pay 串接: the seller's LINE Pay channel (owner only). */
  dashboardLinePaySettings: {
    path: '/dashboard/line-pay-settings',
    getHref: () => '/dashboard/line-pay-settings',
  },
  /** Google 預約: the seller's shops on Reserve with Google (enrol, change, withdraw). */
  dashboardGoogleReserveSettings: {
    path: '/dashboard/google-reserve-settings',
    getHref: () => '/dashboard/google-reserve-settings',
  },
  /** 授權方案: the plans, each shop's licence, system orders and receipts (owner only). */
  dashboardLicense: { path: '/dashboard/license', getHref: () => '/dashboard/license' },
  /** 付款卡: the card on file the licences are charged to (owner only). */
  dashboardCreditCard: { path: '/dashboard/credit-card', getHref: () => '/dashboard/credit-card' },
  dashboardLineSettings: {
    path: '/dashboard/line-settings',
    getHref: () => '/dashboard/line-settings',
  },
  /**
   * The customer area inside LINE (LIFF) for one seller; `section` is a child path (my-customer,
   * login, orders, orders/{orderKey}, {urlSlug}, {urlSlug}/booking…), the area's home without it.
   */
  line: {
    path: '/line/:sellerId',
    getHref: (sellerId: number, section?: string) =>
      `/line/${sellerId}${section ? `/${section}` : ''}`,
  },
} as const;
