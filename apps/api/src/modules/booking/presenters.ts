import type { ORDER_PARTS, TBooking, TCustomer, TOrder, TPaymentable } from '@haoyue/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { orders } from '../../db/schema';
import {
  bookingBookingTags,
  bookingImages,
  bookings,
  bookingServiceItems,
  bookingTags,
  customers,
  operators,
  paymentables,
  payments,
  sellers,
  services,
  shopImages,
  shops,
  users,
} from '../../db/schema';
import { presentImage } from '../catalogue/presenters';
import { getReference } from '../catalogue/reference-cache';

export type OrderRow = typeof orders.$inferSelect;
export type OrderPart = (typeof ORDER_PARTS)[number];
type CustomerRow = typeof customers.$inferSelect;

const MINUTE = 60_000;
const CHANGEABLE = new Set(['AWAITING_PREPAYMENT', 'CONFIRMED']);

/** The shop's cut-offs applied to an order: until when the customer may cancel or reschedule. */
export function customerPolicy(
  order: Pick<OrderRow, 'status' | 'startsAt'>,
  shop: { cancelCutoffMinutes: number; rescheduleCutoffMinutes: number },
  now: Date,
) {
  const changeable = CHANGEABLE.has(order.status);
  const cancelUntil = order.startsAt.getTime() - shop.cancelCutoffMinutes * MINUTE;
  const rescheduleUntil = order.startsAt.getTime() - shop.rescheduleCutoffMinutes * MINUTE;
  return {
    cancellableUntil: changeable ? new Date(cancelUntil) : null,
    reschedulableUntil: changeable ? new Date(rescheduleUntil) : null,
    canCancel: changeable && now.getTime() <= cancelUntil,
    canReschedule: changeable && now.getTime() <= rescheduleUntil,
  };
}

export function presentCustomer(
  row: CustomerRow,
  extra: { sellerName: string; defaultShopName: string | null; photoUrl: string | null },
): TCustomer {
  return {
    id: row.id,
    sellerId: row.sellerId,
    sellerName: extra.sellerName,
    defaultShopName: extra.defaultShopName,
    displayName: row.displayName,
    phoneNumber: row.phoneNumber,
    contactEmail: row.contactEmail,
    gender: row.gender,
    birthDate: row.birthDate,
    photoUrl: extra.photoUrl,
    lineUserId: row.lineUserId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Customer rows with their seller's name, default shop and the user's photo. */
export async function presentCustomers(
  db: Db,
  rows: CustomerRow[],
  withShops = false,
): Promise<TCustomer[]> {
  if (rows.length === 0) return [];
  const sellerIds = [...new Set(rows.map((r) => r.sellerId))];
  const userIds = [...new Set(rows.map((r) => r.userId).filter((id): id is number => id !== null))];
  const [sellerRows, shopRows, userRows] = await Promise.all([
    db.select().from(sellers).where(inArray(sellers.id, sellerIds)),
    db
      .select({
        id: shops.id,
        sellerId: shops.sellerId,
        displayName: shops.displayName,
        urlSlug: shops.urlSlug,
      })
      .from(shops)
      .where(inArray(shops.sellerId, sellerIds))
      .orderBy(asc(shops.id)),
    userIds.length
      ? db
          .select({ id: users.id, photoUrl: users.photoUrl })
          .from(users)
          .where(inArray(users.id, userIds))
      : Promise.resolve([]),
  ]);
  const sellerName = new Map(sellerRows.map((s) => [s.id, s.displayName]));
  const photo = new Map(userRows.map((u) => [u.id, u.photoUrl]));
  return rows.map((row) => {
    const own = shopRows.filter((s) => s.sellerId === row.sellerId);
    const customer = presentCustomer(row, {
      sellerName: sellerName.get(row.sellerId) ?? '',
      defaultShopName: own[0]?.displayName ?? null,
      photoUrl: row.userId ? (photo.get(row.userId) ?? null) : null,
    });
    if (withShops) {
      customer.shops = own.map(({ id, displayName, urlSlug }) => ({ id, displayName, urlSlug }));
    }
    return customer;
  });
}

/**
 * Orders as the API answers them: bookings with their service items and operator always; the
 * rest by part. One query per kind of row, never one per order.
 */
export async function presentOrders(
  db: Db,
  rows: OrderRow[],
  parts: readonly OrderPart[],
  now: Date,
  /** Shops the caller already loaded (saves reading them again). */
  knownShops: (typeof shops.$inferSelect)[] = [],
): Promise<TOrder[]> {
  if (rows.length === 0) return [];
  const has = (p: OrderPart) => parts.includes(p);
  const orderIds = rows.map((r) => r.id);
  const shopIds = [...new Set(rows.map((r) => r.shopId))];

  const bookingRows = await db
    .select()
    .from(bookings)
    .where(inArray(bookings.orderId, orderIds))
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
  const bookingIds = bookingRows.map((b) => b.id);
  const none = <T>() => Promise.resolve([] as T[]);

  const [shopRows, itemRows, operatorRows, tagRows, imageRows, paymentableRows, customerRows] =
    await Promise.all([
      shopIds.every((id) => knownShops.some((s) => s.id === id))
        ? Promise.resolve(knownShops.filter((s) => shopIds.includes(s.id)))
        : db.select().from(shops).where(inArray(shops.id, shopIds)),
      bookingIds.length
        ? db
            .select()
            .from(bookingServiceItems)
            .where(inArray(bookingServiceItems.bookingId, bookingIds))
            .orderBy(asc(bookingServiceItems.position))
        : none<typeof bookingServiceItems.$inferSelect>(),
      bookingIds.length
        ? db
            .select({
              id: operators.id,
              displayName: operators.displayName,
              avatarUrl: operators.avatarUrl,
            })
            .from(operators)
            .where(inArray(operators.id, [...new Set(bookingRows.map((b) => b.operatorId))]))
        : none<{ id: number; displayName: string; avatarUrl: string | null }>(),
      has('bookings.bookingTags') && bookingIds.length
        ? db
            .select({
              bookingId: bookingBookingTags.bookingId,
              id: bookingTags.id,
              name: bookingTags.name,
              color: bookingTags.color,
            })
            .from(bookingBookingTags)
            .innerJoin(bookingTags, eq(bookingTags.id, bookingBookingTags.bookingTagId))
            .where(inArray(bookingBookingTags.bookingId, bookingIds))
        : none<{ bookingId: number; id: number; name: string; color: string }>(),
      has('bookings.images') && bookingIds.length
        ? db
            .select()
            .from(bookingImages)
            .where(inArray(bookingImages.bookingId, bookingIds))
            .orderBy(asc(bookingImages.position))
        : none<typeof bookingImages.$inferSelect>(),
      // Always: the order's prepayment summary comes from it.
      db.select().from(paymentables).where(inArray(paymentables.orderId, orderIds)),
      has('customer')
        ? db
            .select()
            .from(customers)
            .where(inArray(customers.id, [...new Set(rows.map((r) => r.customerId))]))
        : none<CustomerRow>(),
    ]);

  const serviceIds = [
    ...new Set(itemRows.map((i) => i.serviceId).filter((id): id is number => id !== null)),
  ];
  const [serviceRows, paymentRows, shopImageRows, presentedCustomers, reference] =
    await Promise.all([
      has('bookings.serviceItems.service') && serviceIds.length
        ? db.select().from(services).where(inArray(services.id, serviceIds))
        : none<typeof services.$inferSelect>(),
      has('paymentables.payments') && paymentableRows.length
        ? db
            .select()
            .from(payments)
            .where(
              inArray(
                payments.paymentableId,
                paymentableRows.map((p) => p.id),
              ),
            )
            .orderBy(asc(payments.id))
        : none<typeof payments.$inferSelect>(),
      has('shop.images')
        ? db
            .select()
            .from(shopImages)
            .where(inArray(shopImages.shopId, shopIds))
            .orderBy(asc(shopImages.position), asc(shopImages.id))
        : none<typeof shopImages.$inferSelect>(),
      presentCustomers(db, customerRows),
      has('shop.city')
        ? getReference(db, { cityIds: shopRows.map((s) => s.cityId) })
        : Promise.resolve(null),
    ]);

  const shopById = new Map(shopRows.map((s) => [s.id, s]));
  const serviceById = new Map(serviceRows.map((s) => [s.id, s]));
  const operatorById = new Map(operatorRows.map((o) => [o.id, o]));
  const customerById = new Map(presentedCustomers.map((c) => [c.id, c]));

  return rows.map((row): TOrder => {
    const shop = shopById.get(row.shopId)!;
    const ownBookings = bookingRows.filter((b) => b.orderId === row.id);
    const ownPaymentables = paymentableRows.filter((p) => p.orderId === row.id);
    const prepayment = ownPaymentables.find((p) => p.type === 'PREPAYMENT');
    const policy = customerPolicy(row, shop, now);
    const order: TOrder = {
      id: row.id,
      orderKey: row.orderKey,
      sellerId: row.sellerId,
      shopId: row.shopId,
      customerId: row.customerId,
      status: row.status,
      source: row.source,
      anyOperator: row.anyOperator,
      currency: row.currency as TOrder['currency'],
      totalPrice: row.totalPrice,
      startTime: row.startsAt.toISOString(),
      endTime: row.endsAt.toISOString(),
      timeZone: shop.timeZone,
      note: row.note,
      prepayment: prepayment
        ? {
            amount: prepayment.amount,
            status: prepayment.status,
            deadline: prepayment.deadline?.toISOString() ?? null,
          }
        : null,
      cancellableUntil: policy.cancellableUntil?.toISOString() ?? null,
      reschedulableUntil: policy.reschedulableUntil?.toISOString() ?? null,
      canCancel: policy.canCancel,
      canReschedule: policy.canReschedule,
      cancelReason: row.cancelReason,
      cancelledBy: row.cancelledBy,
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      bookings: ownBookings.map((b): TBooking => {
        const operator = operatorById.get(b.operatorId);
        const booking: TBooking = {
          id: b.id,
          operatorId: b.operatorId,
          operator: {
            id: b.operatorId,
            displayName: operator?.displayName ?? '',
            avatarUrl: operator?.avatarUrl ?? null,
          },
          status: b.status,
          startTime: b.startsAt.toISOString(),
          endTime: b.endsAt.toISOString(),
          serviceItems: itemRows
            .filter((i) => i.bookingId === b.id)
            .map((i) => {
              const service = i.serviceId !== null ? serviceById.get(i.serviceId) : undefined;
              return {
                id: i.id,
                serviceId: i.serviceId,
                name: i.name,
                price: i.price,
                durationMinutes: i.durationMinutes,
                startTime: i.startsAt.toISOString(),
                endTime: i.endsAt.toISOString(),
                ...(has('bookings.serviceItems.service')
                  ? {
                      service: service
                        ? {
                            id: service.id,
                            name: service.name,
                            description: service.description,
                            durationMinutes: service.durationMinutes,
                            price: service.price,
                            currency: service.currency as TOrder['currency'],
                            serviceGroupId: service.serviceGroupId,
                          }
                        : null,
                    }
                  : {}),
              };
            }),
        };
        if (has('bookings.bookingTags')) {
          booking.bookingTags = tagRows
            .filter((t) => t.bookingId === b.id)
            .map(({ id, name, color }) => ({ id, name, color }));
        }
        if (has('bookings.images')) {
          booking.images = imageRows
            .filter((i) => i.bookingId === b.id)
            .map(({ id, url }) => ({ id, url }));
        }
        return booking;
      }),
    };
    if (has('customer')) order.customer = customerById.get(row.customerId)!;
    if (has('shop') || has('shop.images') || has('shop.city')) {
      order.shop = {
        id: shop.id,
        displayName: shop.displayName,
        urlSlug: shop.urlSlug,
        address: shop.address,
        phoneNumber: shop.phoneNumber,
        longitude: shop.longitude,
        latitude: shop.latitude,
        timeZone: shop.timeZone,
        ...(has('shop.images')
          ? { images: shopImageRows.filter((i) => i.shopId === shop.id).map(presentImage) }
          : {}),
        ...(reference ? { city: reference.cities.get(shop.cityId)! } : {}),
      };
    }
    if (has('paymentables') || has('paymentables.payments')) {
      order.paymentables = ownPaymentables.map((p): TPaymentable => {
        const out: TPaymentable = {
          id: p.id,
          type: p.type,
          amount: p.amount,
          currency: p.currency as TOrder['currency'],
          status: p.status,
          deadline: p.deadline?.toISOString() ?? null,
          paidAt: p.paidAt?.toISOString() ?? null,
        };
        if (has('paymentables.payments')) {
          out.payments = paymentRows
            .filter((x) => x.paymentableId === p.id)
            .map((x) => ({
              id: x.id,
              method: x.method,
              amount: x.amount,
              currency: x.currency as TOrder['currency'],
              status: x.status,
              methodTransactionId: x.methodTransactionId,
              createdAt: x.createdAt.toISOString(),
            }));
        }
        return out;
      });
    }
    return order;
  });
}
