import type {
  CallBody,
  CallContract,
  CallParams,
  CallQuery,
  CallReply,
  TSellerRole,
} from '@haoyue/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { route, type RouteSettings } from './route';

/** The seller permissions of the item routes: stored value, vouchers, coupons, products. */
export const ITEM_ACCESS = {
  /** Every member reads the items and works the counter: sells, spends, redeems. */
  sell: { access: { seller: 'items.sell' } },
  /** Owner and managers shape plans, templates, campaigns and the catalogue. */
  manage: { access: { seller: 'items.manage' } },
  /** Owner and managers pay back and correct balances. */
  refund: { access: { seller: 'items.refund' } },
} as const satisfies Record<string, RouteSettings>;

/** A member working a seller's counter: who, for which seller, at this instant. */
export type CounterActor = { sellerId: number; userId: number; now: Date };

/** The calling member, for the route's seller, now. */
export function counterActor(req: FastifyRequest): CounterActor {
  return { sellerId: req.seller!.id, userId: req.user!.id, now: new Date() };
}

/** What every call hands the service answering it: the path's ids, the query, the body, now. */
type CallParts<C extends CallContract> = (CallParams<C> extends object
  ? CallParams<C>
  : unknown) & {
  q: CallQuery<C>;
  input: CallBody<C>;
  now: Date;
};

/** A seller route's call: its parts, the route's seller, the calling member and their role. */
export type SellerCall<C extends CallContract> = CallParts<C> & {
  sellerId: number;
  actor: CounterActor;
  role: TSellerRole;
  /** The open shop of a `{ seller, shop: true }` route (loaded by the access hook). */
  shop: FastifyRequest['shop'];
};

/** A signed-in user's call: its parts and the user. */
export type UserCall<C extends CallContract> = CallParts<C> & { userId: number };

/** A public call: its parts alone. */
export type PublicCall<C extends CallContract> = CallParts<C>;

/**
 * What a call's service answers: what goes inside `{ data }` when the call answers that alone,
 * else the whole answer (a page with its meta; nothing for a 204).
 */
export type ServiceAnswer<C extends CallContract> =
  CallReply<C> extends { data: infer D }
    ? [Exclude<keyof CallReply<C>, 'data'>] extends [never]
      ? D
      : CallReply<C>
    : CallReply<C>;

/** The service answering a call: `(db, call)`. */
export type CallService<C extends CallContract, In> = (
  db: Db,
  call: In,
) => Promise<ServiceAnswer<C>>;

/** Whether a call answers `{ data }` alone (its service answers what goes inside). */
function answersDataAlone(call: CallContract): boolean {
  const shape = (call.response as { shape?: Record<string, unknown> } | null)?.shape;
  return shape !== undefined && Object.keys(shape).length === 1 && 'data' in shape;
}

function callParts(req: FastifyRequest, now: Date) {
  return { ...(req.params as object), q: req.query, input: req.body, now };
}

/**
 * Answers calls of one group by services named as the calls: `answer(settings, { listX, getX })`
 * registers each with the same access, its service handed `callOf(req)`.
 */
function callAnswerer(
  app: FastifyInstance,
  { db, calls }: { db: Db; calls: Record<string, CallContract> },
  callOf: (req: FastifyRequest) => unknown,
) {
  return (settings: RouteSettings, services: Record<string, unknown>): void => {
    for (const [name, service] of Object.entries(services)) {
      const call = calls[name]!;
      const answer = service as CallService<CallContract, unknown>;
      const wrap = answersDataAlone(call);
      route(app, {
        call,
        settings,
        handler: async (req) => {
          const found = await answer(db, callOf(req));
          return (wrap ? { data: found } : found) as never;
        },
      });
    }
  };
}

/**
 * The answerer of a seller's calls (/v1/sellers/{sellerId}/…): each service gets a SellerCall.
 * `const answer = sellerCalls(app, db, calls); answer(SELL, { listX, getX });`
 */
export function sellerCalls<Calls extends Record<string, CallContract>>(
  app: FastifyInstance,
  db: Db,
  calls: Calls,
): (
  settings: RouteSettings,
  services: { [K in keyof Calls]?: CallService<Calls[K], SellerCall<Calls[K]>> },
) => void {
  return callAnswerer(app, { db, calls }, (req) => {
    const actor = counterActor(req);
    const { role } = req.seller!;
    return { ...callParts(req, actor.now), sellerId: actor.sellerId, actor, role, shop: req.shop };
  });
}

/** The answerer of a signed-in user's calls (/v1/me/…): each service gets a UserCall. */
export function userCalls<Calls extends Record<string, CallContract>>(
  app: FastifyInstance,
  db: Db,
  calls: Calls,
): (
  settings: RouteSettings,
  services: { [K in keyof Calls]?: CallService<Calls[K], UserCall<Calls[K]>> },
) => void {
  return callAnswerer(app, { db, calls }, (req) => ({
    ...callParts(req, new Date()),
    userId: req.user!.id,
  }));
}

/** The answerer of public calls: each service gets a PublicCall. */
export function publicCalls<Calls extends Record<string, CallContract>>(
  app: FastifyInstance,
  db: Db,
  calls: Calls,
): (
  settings: RouteSettings,
  services: { [K in keyof Calls]?: CallService<Calls[K], PublicCall<Calls[K]>> },
) => void {
  return callAnswerer(app, { db, calls }, (req) => callParts(req, new Date()));
}
