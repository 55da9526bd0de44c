import { describe, expect, it } from 'vitest';
import { ALT_TEXT_MAX, composeFlex, type FlexFacts } from './message-flex';

const facts = (overrides: Partial<FlexFacts> = {}): FlexFacts => ({
  sellerId: 7,
  shop: { displayName: '光點髮藝 信義店', timeZone: 'Asia/Taipei' },
  order: {
    orderKey: 'abc123',
    status: 'CONFIRMED',
    // 19:30 in Taipei.
    startsAt: new Date('2026-12-03T11:30:00Z'),
    totalPrice: 130000,
    currency: 'TWD',
  },
  services: ['洗剪吹', '頭皮護理'],
  operator: 'Amy',
  prepayment: null,
  ...overrides,
});

describe('composeFlex', () => {
  it('shows shop, services, stylist, 12-hour time, status, amount and a button to the LINE order page', () => {
    const m = composeFlex('CONFIRMATION', facts(), 'https://haoyue.test') as {
      type: string;
      altText: string;
      contents: unknown;
    };
    expect(m.type).toBe('flex');
    const text = JSON.stringify(m.contents);
    for (const part of [
      '光點髮藝 信義店',
      '洗剪吹、頭皮護理',
      'Amy',
      '晚上7:30',
      '已確認',
      'NT$1,300',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toContain('"uri":"https://haoyue.test/line/7/orders/abc123"');
    expect(m.altText).toContain('預約成功');
  });

  it('asks for the prepayment while it is due, and says what changed for other kinds', () => {
    const awaiting = composeFlex(
      'CONFIRMATION',
      facts({
        order: { ...facts().order, status: 'AWAITING_PREPAYMENT' },
        prepayment: { amount: 39000, currency: 'TWD', deadline: new Date('2026-12-02T03:00:00Z') },
      }),
      'https://haoyue.test',
    );
    const text = JSON.stringify(awaiting);
    expect(text).toContain('支付訂金');
    expect(text).toContain('NT$390');
    expect(text).toContain('上午11:00');
    expect(JSON.stringify(composeFlex('RESCHEDULED', facts(), 'x'))).toContain('預約已改期');
    expect(JSON.stringify(composeFlex('CANCELLED', facts(), 'x'))).toContain('預約已取消');
  });

  it('keeps altText within LINE limit and the bubble under 30 KB for long names', () => {
    const m = composeFlex(
      'REMINDER',
      facts({ services: Array.from({ length: 200 }, (_, i) => `很長的服務名稱 ${i}`) }),
      'https://haoyue.test',
    ) as { altText: string; contents: unknown };
    expect(m.altText.length).toBeLessThanOrEqual(ALT_TEXT_MAX);
    expect(Buffer.byteLength(JSON.stringify(m.contents))).toBeLessThan(30 * 1024);
  });
});
