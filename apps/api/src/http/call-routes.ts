import type { CallContract, CallReply } from '@haoyue/contracts';
import type { FastifyInstance } from 'fastify';
import { type CallRequest, type JsonText, route, type RouteSettings } from './route';

/** What a call answers inside `{ data }`. */
type CallData<C extends CallContract> = CallReply<C> extends { data: infer D } ? D : never;

/** Registers the routes of calls on one Fastify scope, each from what it does with the request. */
export interface CallRoutes {
  /** A route answering `{ data }`: what `data` finds or writes for the request. */
  data<C extends CallContract>(
    call: C,
    settings: RouteSettings,
    data: (req: CallRequest<C>) => Promise<CallData<C>> | CallData<C>,
  ): void;
  /** A route answering what `reply` returns as it is: a paged list's `{ data, meta }`, JsonText. */
  reply<C extends CallContract>(
    call: C,
    settings: RouteSettings,
    reply: (req: CallRequest<C>) => Promise<CallReply<C> | JsonText<CallReply<C>>>,
  ): void;
  /** A route answering no content once `run` is done. */
  empty<C extends CallContract>(
    call: C,
    settings: RouteSettings,
    run: (req: CallRequest<C>) => Promise<unknown>,
  ): void;
}

/**
 * The routes of `app` registered one line a call: `routes.data(calls.getX, READ, (req) =>
 * getX(db, req.params))` instead of a `route` whose handler wraps the answer in `{ data }`.
 */
export function routesOn(app: FastifyInstance): CallRoutes {
  return {
    data: (call, settings, data) =>
      route(app, {
        call,
        settings,
        handler: async (req) => ({ data: await data(req) }) as CallReply<typeof call>,
      }),
    reply: (call, settings, reply) => route(app, { call, settings, handler: reply }),
    empty: (call, settings, run) =>
      route(app, {
        call,
        settings,
        handler: async (req) => {
          await run(req);
          return undefined as CallReply<typeof call>;
        },
      }),
  };
}
