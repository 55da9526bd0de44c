import { api } from './api';

/** A free start time and the operators free then (`POST /v1/bookings:start-times`). */
export interface StartTime {
  startTime: string;
  operatorIds: number[];
}

/** A day's free start times. */
export interface FreeDay {
  date: string;
  times: StartTime[];
}

/** A demo shop, found by its URL slug as the catalogue does. */
export async function shopBySlug(slug: string): Promise<{ id: number; sellerId: number }> {
  const [shop] = await api<{ id: number; sellerId: number }[]>(`/v1/shops?urlSlug=${slug}`);
  if (!shop) throw new Error(`no demo shop ${slug}`);
  return shop;
}

/**
 * A demo shop and one of its services: the one called `serviceName` (every 光點髮藝 shop has a
 * 洗剪吹), else the first bookable one on its menu.
 */
export async function shopService(slug: string, serviceName?: string) {
  const shop = await shopBySlug(slug);
  const groups = await api<{ services: { id: number; name: string; isBookable: boolean }[] }[]>(
    `/v1/service-groups?shopId=${shop.id}&part=services`,
  );
  const services = groups.flatMap((g) => g.services);
  const service = services.find((s) => (serviceName ? s.name === serviceName : s.isBookable));
  if (!service) throw new Error(`no service ${serviceName ?? '(bookable)'} at ${slug}`);
  return { shop, service };
}

/** The days from `startDate` to `endDate` with their free start times for the services. */
export async function freeDays(query: {
  shopId: number;
  serviceIds: number[];
  startDate: string;
  endDate: string;
}): Promise<FreeDay[]> {
  const { days } = await api<{ days: FreeDay[] }>('/v1/bookings:start-times', { body: query });
  return days;
}

/** Prepayment settings asking no deposit: what a file that asked one puts back when done. */
export const NO_DEPOSIT = {
  mode: 'NONE',
  fixedAmount: 0,
  percentage: 0,
  minOrderPrice: 0,
  deadlineMinutes: 1440,
};

/** Sets a shop's prepayment settings as the seller's owner. */
export function setPrepayment(
  owner: string,
  sellerId: number,
  shopId: number,
  settings: object,
): Promise<unknown> {
  return api(`/v1/sellers/${sellerId}/shops/${shopId}/prepayment-settings`, {
    method: 'PATCH',
    token: owner,
    body: settings,
  });
}

/** Makes a shop ask a fixed deposit of `amount` (minor units) on every booking, as its owner. */
export function askDeposit(
  owner: string,
  sellerId: number,
  shopId: number,
  amount: number,
): Promise<unknown> {
  return setPrepayment(owner, sellerId, shopId, {
    ...NO_DEPOSIT,
    mode: 'FIXED',
    fixedAmount: amount,
  });
}

/** The free start times as the seller's own calendar asks them, signed in as a member. */
export async function sellerFreeDays(
  token: string,
  sellerId: number,
  query: { shopId: number; serviceIds: number[]; startDate: string; endDate: string },
): Promise<FreeDay[]> {
  const { days } = await api<{ days: FreeDay[] }>(`/v1/sellers/${sellerId}/start-times`, {
    token,
    body: query,
  });
  return days;
}

/**
 * A service's free days at a shop from `startDate` to `endDate` (the one day by default): as a
 * customer sees them, or as the seller's calendar asks them with a member's `sellerToken`.
 */
export function serviceFreeDays(
  { shop, service }: { shop: { id: number; sellerId: number }; service: { id: number } },
  startDate: string,
  endDate = startDate,
  sellerToken?: string,
): Promise<FreeDay[]> {
  const query = { shopId: shop.id, serviceIds: [service.id], startDate, endDate };
  return sellerToken ? sellerFreeDays(sellerToken, shop.sellerId, query) : freeDays(query);
}

/**
 * A visit the seller books for a customer (a walk-in, a phone call) at a free start time, with
 * the first operator free then.
 */
export function sellerOrder<T>(
  token: string,
  shop: { id: number; sellerId: number },
  serviceId: number,
  slot: StartTime,
  profile: { displayName: string; phoneNumber?: string },
): Promise<T> {
  return api<T>(`/v1/sellers/${shop.sellerId}/orders`, {
    token,
    body: {
      shopId: shop.id,
      serviceIds: [serviceId],
      operatorId: slot.operatorIds[0],
      startTime: slot.startTime,
      profile,
    },
  });
}

/**
 * A customer's booking through the API (`POST /v1/bookings:order`) at a free start time: with the
 * first operator free then when the slot names them, else whoever the shop assigns.
 */
export function customerOrder<T>(
  token: string,
  shop: { id: number },
  serviceId: number,
  slot: { startTime: string; operatorIds?: number[] },
  profile: { displayName: string; phoneNumber?: string },
): Promise<T> {
  return api<T>('/v1/bookings:order', {
    token,
    body: {
      shopId: shop.id,
      serviceIds: [serviceId],
      operatorId: slot.operatorIds?.[0],
      startTime: slot.startTime,
      profile,
    },
  });
}
