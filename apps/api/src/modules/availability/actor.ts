/**
 * Who acts on the booking engine. A customer books and changes their own orders under the
 * shop's rules; a member of the shop's seller works the shop's calendar with the shop's
 * freedoms. Later callers (LINE, admin, Reserve with Google) add their kinds here.
 */
export type OrderActor =
  { role: 'CUSTOMER'; userId: number } | { role: 'SELLER'; userId: number; sellerId: number };

/** A member of a seller working its shops' calendar. */
export type SellerActor = Extract<OrderActor, { role: 'SELLER' }>;

/**
 * The shop itself books past the lead time and horizon (from the start of today), books
 * services and operators closed to online booking, asks no prepayment and is not bound by the
 * customer's cancel and reschedule cut-offs. Hours, shifts, time off and overlaps always hold.
 */
export function actsAsShop(actor: OrderActor | undefined): actor is SellerActor {
  return actor?.role === 'SELLER';
}
