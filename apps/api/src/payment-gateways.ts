import type { TLinePayEnvironment } from '@haoyue/contracts';
import type { Config } from './config';
import type { BillingContext } from './modules/billing';
import type { CardGateway } from './platform/card-gateway/card-gateway';
import { FAKE_CARD_PAGES_PREFIX } from './platform/card-gateway/fake-card-pages';
import { TAPPAY_HOSTS, TapPayClient } from './platform/card-gateway/tappay-client';
import { FakeTapPay } from './platform/card-gateway/tappay-fake';
import type { LinePayGateway } from './platform/line-pay/line-pay';
import { LINE_PAY_HOSTS, LinePayClient } from './platform/line-pay/line-pay-client';
import { FakeLinePayState } from './platform/line-pay/line-pay-fake';

/**
 * The payment gateways as configured (LINE Pay for customers' payments, TapPay for seller
 * billing): the real clients, or outside production the same clients pointed at loopback fakes.
 */
/** Where the app mounts the fake LINE Pay outside production. */
export const FAKE_LINE_PAY_PREFIX = '/dev/line-pay';

/**
 * Seller billing's card gateway as configured: TapPay (its sandbox or production host), or
 * outside production a real TapPay client talking to the fake on its own loopback port, whose
 * card fields and 3-D Secure page this app serves under /fake-card-gateway.
 */
export async function cardGatewayFromConfig(config: Config): Promise<{
  gateway: CardGateway;
  fake: FakeTapPay | null;
  setup: BillingContext['setup'];
}> {
  const gateway = config.cardGateway;
  if (gateway.kind === 'tappay') {
    return {
      gateway: new TapPayClient({
        baseUrl: TAPPAY_HOSTS[gateway.serverType],
        partnerKey: gateway.partnerKey,
        merchantId: gateway.merchantId,
        timeoutMs: gateway.timeoutMs,
      }),
      fake: null,
      setup: {
        kind: 'TAPPAY',
        appId: gateway.appId,
        appKey: gateway.appKey,
        serverType: gateway.serverType,
      },
    };
  }
  const fake = await FakeTapPay.start({
    pagesBaseUrl: `${config.publicBaseUrl}${FAKE_CARD_PAGES_PREFIX}`,
  });
  return {
    gateway: new TapPayClient({
      baseUrl: fake.url,
      partnerKey: fake.partnerKey,
      merchantId: fake.merchantId,
      timeoutMs: gateway.timeoutMs,
    }),
    fake,
    setup: { kind: 'FAKE', fieldsUrl: `${FAKE_CARD_PAGES_PREFIX}/card-fields` },
  };
}

/**
 * LINE Pay as configured: LINE_PAY_API_URL for every channel when set; else, in production,
 * LINE Pay's sandbox or production host by the channel, and elsewhere the fake this app mounts
 * (called over loopback on the app's own port).
 */
export function linePayFromConfig(config: Config): {
  gateway: (environment: TLinePayEnvironment) => LinePayGateway;
  fake: FakeLinePayState | null;
} {
  const fake = config.payments.fakeLinePay ? new FakeLinePayState() : null;
  const fixed =
    config.payments.linePayApiUrl ??
    (fake ? `http://127.0.0.1:${config.port}${FAKE_LINE_PAY_PREFIX}` : undefined);
  const clients = {
    SANDBOX: new LinePayClient({ baseUrl: fixed ?? LINE_PAY_HOSTS.sandbox }),
    PRODUCTION: new LinePayClient({ baseUrl: fixed ?? LINE_PAY_HOSTS.production }),
  };
  return { gateway: (environment) => clients[environment], fake };
}
