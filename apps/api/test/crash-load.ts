import { randomBytes } from 'node:crypto';
import type { TOrder, TStartTimes } from '@haoyue/contracts';
import { callApi, zoneDate } from './api-client';

/** The setup steps' calls (which must succeed). */
export { callApi as must };

/** The requests the kill test fires, and what each one got back. */
export type Kind = 'order' | 'reschedule' | 'cancel' | 'mark-paid';
/** ok = a 2xx with its body; error = any other status; none = no (complete) answer. */
export type Outcome = 'ok' | 'error' | 'none';
export type Sent = {
  kind: Kind;
  outcome: Outcome;
  status?: number;
  round: number;
  orderId?: number;
  /** order: the note that identifies it in the database. */
  tag?: string;
  /** mark-paid: its idempotency key. */
  key?: string;
  /** reschedule: the requested start. */
  startTime?: string;
};

/** What the answered requests say an order is now. */
export type OrderState = {
  status: 'AWAITING_PREPAYMENT' | 'CONFIRMED' | 'CANCELLED';
  startsAt: number;
  paid: boolean;
  reschedules: number;
};

export type ModelOrder = {
  id: number;
  prepay: boolean;
  serviceId: number;
  operatorId: number;
  anyOperator: boolean;
  state: OrderState;
  /** A request is under way for it: one at a time per order, so answers map to states. */
  busy: boolean;
  /** A request got no answer: the database may show `state` or this. */
  unsure: OrderState | null;
};

export type BookableService = {
  id: number;
  prepay: boolean;
  times: { startTime: string; operatorIds: number[] }[];
};

/** Everything the load knows: who, where, and the orders it made. */
export type Load = {
  customerToken: string;
  ownerToken: string;
  sellerId: number;
  shopId: number;
  services: BookableService[];
  orders: Map<number, ModelOrder>;
  /** Unanswered order requests by tag: the order may or may not exist. */
  unsureOrders: Map<string, BookableService>;
  sent: Sent[];
};

type Answer = { outcome: Outcome; status?: number; data?: TOrder };

let sentNotAnswered = 0;

/** Requests sent by {@link post} whose answer has not arrived (yet). */
export function inFlight(): number {
  return sentNotAnswered;
}

/** One JSON POST; never throws: a dead server is an answer of its own ('none'). */
export async function post(
  baseUrl: string,
  path: string,
  token: string,
  body: object,
): Promise<Answer> {
  sentNotAnswered++;
  try {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    if (!res.ok) return { outcome: 'error', status: res.status };
    return { outcome: 'ok', status: res.status, data: (JSON.parse(text) as { data: TOrder }).data };
  } catch {
    return { outcome: 'none' };
  } finally {
    sentNotAnswered--;
  }
}

/** Free start times of each service from the day after tomorrow (clear of every cut-off). */
export async function refreshTimes(baseUrl: string, load: Load): Promise<void> {
  for (const service of load.services) {
    const free = await callApi<TStartTimes>(baseUrl, '/v1/bookings:start-times', {
      body: {
        shopId: load.shopId,
        serviceIds: [service.id],
        startDate: zoneDate('Asia/Taipei', 2),
        endDate: zoneDate('Asia/Taipei', 30),
      },
    });
    service.times = free.days.flatMap((d) =>
      d.times.map((t) => ({ startTime: t.startTime, operatorIds: t.operatorIds })),
    );
  }
}

function pick<T>(items: readonly T[]): T | undefined {
  return items[Math.floor(Math.random() * items.length)];
}

function stateOf(order: TOrder, before?: OrderState): OrderState {
  return {
    status: order.status as OrderState['status'],
    startsAt: Date.parse(order.startTime),
    paid: order.prepayment?.status === 'PAID',
    reschedules: before?.reschedules ?? 0,
  };
}

/** Books a free time, with a chosen operator or 不指定, at a shop that asks prepayment or not. */
async function book(baseUrl: string, load: Load, round: number, seq: number): Promise<void> {
  const service = pick(load.services)!;
  const time = pick(service.times);
  if (!time) return;
  const operatorId = Math.random() < 0.5 ? null : (pick(time.operatorIds) ?? null);
  const tag = `crash-${round}-${seq}`;
  const answer = await post(baseUrl, '/v1/bookings:order', load.customerToken, {
    shopId: load.shopId,
    serviceIds: [service.id],
    operatorId,
    startTime: time.startTime,
    profile: {},
    note: tag,
  });
  load.sent.push({ kind: 'order', outcome: answer.outcome, status: answer.status, round, tag });
  if (answer.outcome === 'none') load.unsureOrders.set(tag, service);
  if (answer.outcome !== 'ok') return;
  const order = answer.data!;
  load.orders.set(order.id, {
    id: order.id,
    prepay: service.prepay,
    serviceId: service.id,
    operatorId: order.bookings[0]!.operatorId,
    anyOperator: operatorId === null,
    state: stateOf(order),
    busy: false,
    unsure: null,
  });
}

/** Runs one request about an existing order and records what its answer means for the model. */
async function act(
  baseUrl: string,
  load: Load,
  round: number,
  kind: Exclude<Kind, 'order'>,
  order: ModelOrder,
): Promise<void> {
  order.busy = true;
  const before = order.state;
  let sent: Sent;
  let after: OrderState;
  let answer: Answer;
  if (kind === 'reschedule') {
    const service = load.services.find((s) => s.id === order.serviceId)!;
    const time = pick(
      service.times.filter(
        (t) =>
          Date.parse(t.startTime) !== before.startsAt &&
          (order.anyOperator || t.operatorIds.includes(order.operatorId)),
      ),
    );
    if (!time) {
      order.busy = false;
      return;
    }
    sent = { kind, outcome: 'none', round, orderId: order.id, startTime: time.startTime };
    after = {
      ...before,
      startsAt: Date.parse(time.startTime),
      reschedules: before.reschedules + 1,
    };
    answer = await post(baseUrl, '/v1/orders:reschedule', load.customerToken, {
      orderId: order.id,
      startTime: time.startTime,
    });
  } else if (kind === 'cancel') {
    sent = { kind, outcome: 'none', round, orderId: order.id };
    after = { ...before, status: 'CANCELLED' };
    answer = await post(baseUrl, '/v1/orders:cancel', load.customerToken, {
      orderId: order.id,
      reason: 'crash test',
    });
  } else {
    const key = randomBytes(12).toString('hex');
    sent = { kind, outcome: 'none', round, orderId: order.id, key };
    after = { ...before, status: 'CONFIRMED', paid: true };
    answer = await post(
      baseUrl,
      `/v1/sellers/${load.sellerId}/orders/${order.id}:mark-paid`,
      load.ownerToken,
      { method: 'CASH', idempotencyKey: key },
    );
  }
  load.sent.push({ ...sent, outcome: answer.outcome, status: answer.status });
  if (answer.outcome === 'ok') {
    order.state = { ...stateOf(answer.data!, after), reschedules: after.reschedules };
    order.operatorId = answer.data!.bookings[0]!.operatorId;
  }
  if (answer.outcome === 'none') order.unsure = after;
  order.busy = false;
}

/**
 * Keeps `workers` requests in flight until `stop()` is called: bookings, and on orders whose
 * state is known, reschedules, cancels and (prepaid orders) the seller's mark-paid.
 * `weights` biases the mix; resolves once every worker has seen its last answer.
 */
export function runLoad(
  baseUrl: string,
  load: Load,
  round: number,
  options: { workers: number; weights: Record<Kind, number> },
): { stop: () => void; done: Promise<void> } {
  let stopped = false;
  let seq = 0;
  const idle = (ok: (o: ModelOrder) => boolean) =>
    [...load.orders.values()].filter(
      (o) => !o.busy && !o.unsure && o.state.status !== 'CANCELLED' && ok(o),
    );
  const next = async () => {
    const kinds = (Object.keys(options.weights) as Kind[]).flatMap((k) =>
      Array<Kind>(options.weights[k]).fill(k),
    );
    const kind = pick(kinds)!;
    const candidates =
      kind === 'mark-paid'
        ? idle((o) => o.prepay && o.state.status === 'AWAITING_PREPAYMENT')
        : idle(() => true);
    const order = pick(candidates);
    if (kind === 'order' || !order) await book(baseUrl, load, round, seq++);
    else await act(baseUrl, load, round, kind, order);
  };
  const worker = async () => {
    while (!stopped) await next();
  };
  const done = Promise.all(Array.from({ length: options.workers }, worker)).then(() => {});
  return { stop: () => (stopped = true), done };
}
