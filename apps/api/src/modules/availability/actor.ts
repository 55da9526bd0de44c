/**
 * Who acts on the booking engine. A customer books and changes their own orders under the
 * shop's rules; a member of the shop's seller works the shop's calendar with the shop's
 * freedoms. A Google guest (Reserve with Google, decision 026) books and changes the orders it
 * made through Google under the customer's rules, without a user of ours: it is recorded as the
 * customer (order events, `cancelledBy`) with no user id. Later callers (LINE, admin) add their
 * kinds here.
 */
export type OrderActor =
  | { role: 'CUSTOMER'; userId: number }
  | { role: 'SELLER'; userId: number; sellerId: number }
  | { role: 'GOOGLE_GUEST'; userId: null; sellerId: number };

/** A member of a seller working its shops' calendar. */
export type SellerActor = Extract<OrderActor, { role: 'SELLER' }>;

/** Who an actor is recorded as on orders and their events (ORDER_ACTORS). */
export function recordedRole(actor: OrderActor): 'CUSTOMER' | 'SELLER' {
  return actor.role === 'SELLER' ? 'SELLER' : 'CUSTOMER';
}

/**
 * The shop itself books past the lead time and horizon (from the start of today), books
 * services and operators closed to online booking, asks no prepayment and is not bound by the
 * customer's cancel and reschedule cut-offs. Hours, shifts, time off and overlaps always hold.
 */
export function actsAsShop(actor: OrderActor | undefined): actor is SellerActor {
  return actor?.role === 'SELLER';
}
