import type { CallContract, CallReply } from '@haoyue/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type CallRequest, route, type RouteSettings } from './route';

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

/** What a call answers inside `{ data }`. */
type CallData<C extends CallContract> = CallReply<C> extends { data: infer D } ? D : never;

export interface DataRouteInput<C extends CallContract, W> {
  call: C;
  settings: RouteSettings;
  /** Finds or writes the answer for `who` (the caller or its seller, as the access hook set). */
  data: (who: W, req: CallRequest<C>) => Promise<CallData<C>>;
}

/** Registers a route answering `{ data }`: what `data` returns for `who` of the request. */
function dataRoute<C extends CallContract, W>(
  app: FastifyInstance,
  { call, settings, data, who }: DataRouteInput<C, W> & { who: (req: FastifyRequest) => W },
): void {
  route(app, {
    call,
    settings,
    handler: async (req) => ({ data: await data(who(req), req) }) as CallReply<C>,
  });
}

/** A route under /v1/sellers/{sellerId} answering `{ data }` for the route's seller (its id). */
export function sellerDataRoute<C extends CallContract>(
  app: FastifyInstance,
  input: DataRouteInput<C, number>,
): void {
  dataRoute(app, { ...input, who: (req) => req.seller!.id });
}

/** A seller's counter route answering `{ data }` for the calling member (counterActor). */
export function counterDataRoute<C extends CallContract>(
  app: FastifyInstance,
  input: DataRouteInput<C, CounterActor>,
): void {
  dataRoute(app, { ...input, who: counterActor });
}

/** A signed-in user's route answering `{ data }` for that user (their id). */
export function userDataRoute<C extends CallContract>(
  app: FastifyInstance,
  input: DataRouteInput<C, number>,
): void {
  dataRoute(app, { ...input, who: (req) => req.user!.id });
}
