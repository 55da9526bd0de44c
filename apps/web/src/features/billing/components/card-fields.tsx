import { Alert, Box, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { TCardGatewaySetup } from '@haoyue/contracts';
import { type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { QueryErrorState } from '../../../ui/error-state';
import { useCardGatewaySetup } from '../api/billing';
import { loadTapPay, tapPayBrand, type TPDirectApi } from '../lib/tappay';

/** A new card as the gateway's fields answer it: a single-use prime (90 s) and what to show. */
export interface CardPrime {
  prime: string;
  lastFour: string;
  brand: string;
}

/** What a form asks of {@link CardFields}: the prime of the card typed in, or why there is none. */
export interface CardFieldsHandle {
  getPrime: () => Promise<CardPrime>;
}

/** Props of {@link CardFields}. */
export interface CardFieldsProps {
  ref?: Ref<CardFieldsHandle>;
  /** Whether the fields hold a complete card (the form's pay/save button waits for it). */
  onStateChange?: (canGetPrime: boolean) => void;
}

/** The fake frame's messages (apps/api/src/platform/card-gateway/README.md). */
export const FRAME_TITLE = '信用卡資料';
const PRIME_TIMEOUT_MS = 30_000;
const NOT_READY = '請先填寫完整的信用卡資料';

type FrameMessage =
  | { type: 'haoyue-card-state'; canGetPrime: boolean }
  | { type: 'haoyue-card-prime'; prime: string; lastFour: string; brand: string }
  | { type: 'haoyue-card-error'; message: string };

function isFrameMessage(data: unknown): data is FrameMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    'type' in data &&
    typeof data.type === 'string' &&
    data.type.startsWith('haoyue-card-')
  );
}

/**
 * The card gateway's own card fields (TapPay's, or the loopback fake's framed page): the card
 * number never enters our page's state, only the prime the gateway makes of it.
 */
export function CardFields({ ref, onStateChange }: CardFieldsProps) {
  const setup = useCardGatewaySetup();
  if (setup.isPending) {
    return (
      <div role="status" aria-label="載入信用卡欄位">
        <Skeleton h={150} />
      </div>
    );
  }
  if (setup.isError) return <QueryErrorState query={setup} />;
  return setup.data.kind === 'FAKE' ? (
    <FakeCardFrame fieldsUrl={setup.data.fieldsUrl} ref={ref} onStateChange={onStateChange} />
  ) : (
    <TapPayFields setup={setup.data} ref={ref} onStateChange={onStateChange} />
  );
}

/** The loopback fake's card page in a frame on our origin, answering by postMessage. */
function FakeCardFrame({ fieldsUrl, ref, onStateChange }: CardFieldsProps & { fieldsUrl: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const pending = useRef<{ resolve: (p: CardPrime) => void; reject: (e: Error) => void } | null>(
    null,
  );
  const canGetPrime = useRef(false);
  const stateListener = useRef(onStateChange);
  stateListener.current = onStateChange;
  const [src] = useState(() => `${fieldsUrl}?origin=${encodeURIComponent(window.location.origin)}`);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      if (!isFrameMessage(event.data)) return;
      const message = event.data;
      if (message.type === 'haoyue-card-state') {
        canGetPrime.current = message.canGetPrime;
        stateListener.current?.(message.canGetPrime);
      } else if (message.type === 'haoyue-card-prime') {
        pending.current?.resolve({
          prime: message.prime,
          lastFour: message.lastFour,
          brand: message.brand,
        });
        pending.current = null;
      } else {
        pending.current?.reject(new Error(message.message));
        pending.current = null;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useImperativeHandle(ref, () => ({
    getPrime: () =>
      new Promise<CardPrime>((resolve, reject) => {
        const target = frame.current?.contentWindow;
        if (!target || !canGetPrime.current) {
          reject(new Error(NOT_READY));
          return;
        }
        const timer = window.setTimeout(() => {
          pending.current = null;
          reject(new Error('信用卡資料沒有回應，請再試一次'));
        }, PRIME_TIMEOUT_MS);
        pending.current = {
          resolve: (p) => {
            window.clearTimeout(timer);
            resolve(p);
          },
          reject: (e) => {
            window.clearTimeout(timer);
            reject(e);
          },
        };
        target.postMessage({ type: 'haoyue-card-get-prime' }, window.location.origin);
      }),
  }));

  return (
    <Box
      component="iframe"
      ref={frame}
      title={FRAME_TITLE}
      src={src}
      w="100%"
      h={220}
      style={{ border: 0, display: 'block' }}
      data-testid="card-fields-frame"
    />
  );
}

/** TapPay's three hosted fields: card number, expiry and security code. */
function TapPayFields({
  setup,
  ref,
  onStateChange,
}: CardFieldsProps & { setup: Extract<TCardGatewaySetup, { kind: 'TAPPAY' }> }) {
  const id = useId();
  const number = useRef<HTMLDivElement>(null);
  const expiry = useRef<HTMLDivElement>(null);
  const ccv = useRef<HTMLDivElement>(null);
  const sdk = useRef<TPDirectApi | null>(null);
  const canGetPrime = useRef(false);
  const stateListener = useRef(onStateChange);
  stateListener.current = onStateChange;
  const [failed, setFailed] = useState<string | null>(null);
  const { appId, appKey, serverType } = setup;

  useEffect(() => {
    let cancelled = false;
    loadTapPay()
      .then((tp) => {
        if (cancelled || !number.current || !expiry.current || !ccv.current) return;
        tp.setupSDK(appId, appKey, serverType);
        tp.card.setup({
          fields: {
            number: { element: number.current, placeholder: '**** **** **** ****' },
            expirationDate: { element: expiry.current, placeholder: 'MM / YY' },
            ccv: { element: ccv.current, placeholder: 'CVV' },
          },
        });
        tp.card.onUpdate((update) => {
          canGetPrime.current = update.canGetPrime;
          stateListener.current?.(update.canGetPrime);
        });
        sdk.current = tp;
      })
      .catch((error: Error) => !cancelled && setFailed(error.message));
    return () => {
      cancelled = true;
    };
  }, [appId, appKey, serverType]);

  useImperativeHandle(ref, () => ({
    getPrime: () =>
      new Promise<CardPrime>((resolve, reject) => {
        const tp = sdk.current;
        if (!tp || !canGetPrime.current) {
          reject(new Error(NOT_READY));
          return;
        }
        tp.card.getPrime((result) => {
          if (result.status !== 0)
            reject(new Error(result.msg || '無法驗證這張卡，請確認卡片資料'));
          else {
            resolve({
              prime: result.card.prime,
              lastFour: result.card.lastfour,
              brand: tapPayBrand(result.card.type),
            });
          }
        });
      }),
  }));

  if (failed) {
    return (
      <Alert color="red" role="alert">
        {failed}
      </Alert>
    );
  }
  const field = (label: string, key: string, element: Ref<HTMLDivElement>) => (
    <Stack gap={4}>
      <Text component="span" size="sm" fw={500} id={`${id}-${key}`}>
        {label}
      </Text>
      <Box
        ref={element}
        role="group"
        aria-labelledby={`${id}-${key}`}
        h={40}
        px="sm"
        style={{
          border: '1px solid var(--mantine-color-gray-4)',
          borderRadius: 'var(--mantine-radius-sm)',
        }}
      />
    </Stack>
  );
  return (
    <Stack gap="sm" data-testid="card-fields-tappay">
      {field('卡號', 'number', number)}
      <SimpleGrid cols={2} spacing="sm">
        {field('有效期限', 'expiry', expiry)}
        {field('安全碼', 'ccv', ccv)}
      </SimpleGrid>
    </Stack>
  );
}
