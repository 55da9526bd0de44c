// TapPay's TPDirect SDK, loaded from TapPay by a script tag once per page (the card number goes
// from TapPay's own fields to TapPay only; we get a single-use prime).

export const TAPPAY_SDK_URL = 'https://js.tappaysdk.com/sdk/tpdirect/v5.19.2';

/** What a card's prime answers: TapPay's `card.type` is a number (1 VISA … 5 AMEX). */
export interface TapPayPrimeResult {
  status: number;
  msg: string;
  card: { prime: string; lastfour: string; type: number | string };
}

/** The part of TPDirect the card fields use. */
export interface TPDirectApi {
  setupSDK: (appId: number, appKey: string, serverType: 'sandbox' | 'production') => void;
  card: {
    setup: (config: {
      fields: Record<
        'number' | 'expirationDate' | 'ccv',
        { element: HTMLElement; placeholder: string }
      >;
    }) => void;
    onUpdate: (listener: (update: { canGetPrime: boolean }) => void) => void;
    getPrime: (callback: (result: TapPayPrimeResult) => void) => void;
  };
}

declare global {
  interface Window {
    TPDirect?: TPDirectApi;
  }
}

let loading: Promise<TPDirectApi> | null = null;

/** TPDirect, its script added to the page the first time it is asked for. */
export function loadTapPay(): Promise<TPDirectApi> {
  if (window.TPDirect) return Promise.resolve(window.TPDirect);
  loading ??= new Promise<TPDirectApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TAPPAY_SDK_URL;
    script.async = true;
    script.onload = () =>
      window.TPDirect ? resolve(window.TPDirect) : reject(new Error('無法載入信用卡欄位'));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('無法載入信用卡欄位，請檢查網路後重新整理'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

const TAPPAY_CARD_TYPES: Record<number, string> = {
  1: 'VISA',
  2: 'MASTERCARD',
  3: 'JCB',
  4: 'UNIONPAY',
  5: 'AMEX',
};

/** TapPay's card type as the brand names the API uses. */
export function tapPayBrand(type: number | string): string {
  return typeof type === 'number' ? (TAPPAY_CARD_TYPES[type] ?? 'UNKNOWN') : type.toUpperCase();
}
