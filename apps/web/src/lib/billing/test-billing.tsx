// Test fixtures of seller billing: API answers as the contracts shape them, and the API as a
// component meets it (fetch stubbed per path, every request recorded).
import type {
  TCard,
  TPlan,
  TReceipt,
  TSellerBilling,
  TShopBilling,
  TSystemOrder,
} from '@haoyue/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { Providers } from '../../test/render';

export const STANDARD: TPlan = {
  id: 1,
  code: 'standard',
  name: '標準方案',
  description: '一間店的線上預約',
  monthlyPrice: 99900,
  yearlyPrice: 999000,
  currency: 'TWD',
  shopQuantity: 1,
  operatorQuantity: 5,
  features: ['線上預約', 'LINE 通知'],
};

export const PRO: TPlan = {
  ...STANDARD,
  id: 2,
  code: 'pro',
  name: '專業方案',
  monthlyPrice: 199900,
  yearlyPrice: 1999000,
  operatorQuantity: null,
  features: ['線上預約', 'LINE 通知', '會員卡'],
};

export const CARD: TCard = {
  brand: 'VISA',
  lastFour: '4242',
  expiryMonth: 3,
  expiryYear: 2030,
  addedAt: '2026-11-01T02:00:00.000Z',
};

export const TRIAL_SHOP: TShopBilling = {
  shopId: 11,
  shopName: '光點髮藝 大安店',
  standing: 'TRIAL',
  licence: {
    id: 101,
    plan: STANDARD,
    interval: 'MONTH',
    status: 'TRIAL',
    startsAt: '2026-12-01T00:00:00.000Z',
    endsAt: '2026-12-15T00:00:00.000Z',
  },
  coveredUntil: '2026-12-15T00:00:00.000Z',
  nextPlan: STANDARD,
  nextInterval: 'MONTH',
  autoRenew: true,
  renewsAt: '2026-12-12T00:00:00.000Z',
  graceEndsAt: null,
  onlineBookingPaused: false,
};

export const NEW_SHOP: TShopBilling = {
  shopId: 12,
  shopName: '光點髮藝 信義店',
  standing: 'NONE',
  licence: null,
  coveredUntil: null,
  nextPlan: null,
  nextInterval: null,
  autoRenew: false,
  renewsAt: null,
  graceEndsAt: null,
  onlineBookingPaused: false,
};

export const billingOf = (over: Partial<TSellerBilling> = {}): TSellerBilling => ({
  currency: 'TWD',
  licenceShopQuantity: 1,
  card: CARD,
  profile: { receiptTaxId: null, receiptTitle: null, receiptEmail: null },
  shops: [TRIAL_SHOP, NEW_SHOP],
  ...over,
});

export const RECEIPT: TReceipt = {
  number: 'HY-2026-000123',
  issuedAt: '2026-12-05T04:00:00.000Z',
  buyerTaxId: '12345675',
  buyerTitle: '光點髮藝有限公司',
  amount: 999000,
  taxAmount: 47571,
  currency: 'TWD',
  description: '標準方案 年繳 · 光點髮藝 信義店 · 2026/12/05–2027/12/05',
};

export const orderOf = (over: Partial<TSystemOrder> = {}): TSystemOrder => ({
  id: 501,
  kind: 'PURCHASE',
  status: 'PAID',
  shopId: 12,
  shopName: '光點髮藝 信義店',
  plan: STANDARD,
  interval: 'YEAR',
  amount: 999000,
  currency: 'TWD',
  periodStartsAt: '2026-12-05T04:00:00.000Z',
  periodEndsAt: '2027-12-05T04:00:00.000Z',
  cardLabel: 'VISA •••• 4242',
  failureReason: null,
  createdBy: 'SELLER',
  createdAt: '2026-12-05T04:00:00.000Z',
  paidAt: '2026-12-05T04:00:00.000Z',
  refundedAt: null,
  refundReason: null,
  receipt: RECEIPT,
  ...over,
});

/** One request as the component sent it. */
export interface SentRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/** An answer: a body and its status (200 unless told). */
export type Answer = { status?: number; body: unknown };

/** Answers per `METHOD /path`: a fixed answer, or one made from the request. */
export type ApiRoutes = Record<string, Answer | ((req: SentRequest) => Answer)>;

/**
 * The API as a component meets it, for a test to stub fetch with (`vi.stubGlobal('fetch',
 * api.fetch)`): each request is answered by the route its `METHOD /path` names (a function gets
 * the request), else a 404; `sent()` lists what was sent, in order.
 */
export function fakeApi(routes: ApiRoutes) {
  const log: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const req: SentRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      search: url.search,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    log.push(req);
    const route = routes[`${req.method} ${req.path}`];
    const answer = typeof route === 'function' ? route(req) : route;
    if (!answer) {
      return Response.json({ error: { code: 'E_NOT_FOUND', message: '找不到' } }, { status: 404 });
    }
    if (answer.status === 204) return new Response(null, { status: 204 });
    return Response.json(answer.body, { status: answer.status ?? 200 });
  });
  return { sent: () => log, fetch: fetchMock };
}

/** Stubs fetch with the API answering `routes` (undone by `vi.unstubAllGlobals()`). */
export function stubApi(routes: ApiRoutes) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

/** The fake card gateway's page speaking to its parent, as its frame would (from `origin`). */
export function fromFrame(
  frame: HTMLIFrameElement,
  data: unknown,
  origin = window.location.origin,
) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data, origin, source: frame.contentWindow }),
    );
  });
}

/**
 * A card typed in full in the fake gateway's frame: the frame says it can give a prime, and
 * answers the page's ask for one with `prime` (a VISA ending 4242).
 */
export function cardTyped(frame: HTMLIFrameElement, prime: string) {
  fromFrame(frame, { type: 'haoyue-card-state', canGetPrime: true });
  vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() =>
    setTimeout(() =>
      fromFrame(frame, { type: 'haoyue-card-prime', prime, lastFour: '4242', brand: 'VISA' }),
    ),
  );
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** The app's providers around a component: theme (test mode), a fresh query client, a router. */
export function BillingTestApp({ children, at = '/' }: { children: ReactNode; at?: string }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <Providers env="test">
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  {children}
                  <Where />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </Providers>
    </QueryClientProvider>
  );
}
