/** The fake gateway's test cards (any future expiry, any 3-digit CVC). README.md lists them too. */
export const TEST_CARDS = [
  { number: '4242424242424242', behaviour: 'SUCCESS', label: '付款成功' },
  { number: '4000000000000002', behaviour: 'DECLINED', label: '發卡銀行拒絕' },
  { number: '4000000000003220', behaviour: 'THREE_D_SECURE', label: '需 3-D 驗證，驗證後成功' },
  { number: '4000000000000069', behaviour: 'EXPIRED', label: '卡片已過期' },
  { number: '4000000000000119', behaviour: 'TIMEOUT', label: '金流逾時（不回應）' },
] as const;

export type TestCardBehaviour = (typeof TEST_CARDS)[number]['behaviour'];

/** A card number's behaviour at the fake: a number not listed behaves as SUCCESS. */
export function behaviourOf(number: string): TestCardBehaviour {
  return TEST_CARDS.find((c) => c.number === number)?.behaviour ?? 'SUCCESS';
}

/** The brand TapPay reports (card_info.type) by the number's first digits. */
export function brandTypeOf(number: string): number {
  if (/^3[47]/.test(number)) return 5;
  if (/^35/.test(number)) return 3;
  if (/^62/.test(number)) return 4;
  if (/^5[1-5]|^2[2-7]/.test(number)) return 2;
  return 1;
}

export const BRAND_NAMES: Record<number, string> = {
  1: 'VISA',
  2: 'MASTERCARD',
  3: 'JCB',
  4: 'UNIONPAY',
  5: 'AMEX',
};

/** The Luhn check every real card number passes. */
export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
