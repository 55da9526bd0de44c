import type { TOrder, TShopImage } from '@haoyue/contracts';
import { describe, expect, it } from 'vitest';
import { formatDateTimeLabel } from '../date-labels';
import { checkMessages, checkShareMessages } from './rules';
import {
  bookingChatMessages,
  bookingShareMessages,
  shopFlexMessage,
  shopPermanentLink,
  shopShareImage,
} from './share';

const target = { liffId: '1234567890-AbCdEfGh', sellerId: 7, origin: 'https://haoyue.tw' };
const image = (type: TShopImage['type'], url: string, position = 0): TShopImage => ({
  id: position + 1,
  type,
  url,
  position,
});
const shop = {
  displayName: '光點髮藝 信義店',
  urlSlug: 'lumiere-xinyi',
  images: [image('AVATAR', '/static/avatar.jpg', 0), image('COVER', '/static/cover.jpg', 1)],
};

// An order as the API gives it, with what must never leave in a message.
const order = {
  orderKey: 'ok_secret_key_123',
  orderNumber: 'K7QX2M9P',
  startTime: '2030-05-04T06:30:00.000Z',
  timeZone: 'Asia/Taipei',
  customer: { phoneNumber: '+886955123456', displayName: '林小安' },
  bookings: [
    { serviceItems: [{ name: '剪髮' }, { name: '護髮' }] },
    { serviceItems: [{ name: '染髮' }] },
  ],
} as unknown as TOrder;

describe('shop permanent link', () => {
  it('is the LIFF URL followed by the path under the area', () => {
    expect(shopPermanentLink(target, 'lumiere-xinyi')).toBe(
      'https://liff.line.me/1234567890-AbCdEfGh/lumiere-xinyi',
    );
    expect(shopPermanentLink(target, '光點 髮藝')).toBe(
      `https://liff.line.me/1234567890-AbCdEfGh/${encodeURIComponent('光點 髮藝')}`,
    );
  });

  it('fails as the SDK does without a LIFF id', () => {
    expect(() => shopPermanentLink({ ...target, liffId: '' }, 'x')).toThrow('liffId is required');
  });
});

describe('shop share image', () => {
  it('takes the cover, else the avatar, as an absolute HTTPS URL', () => {
    expect(shopShareImage(shop.images, target.origin)).toBe('https://haoyue.tw/static/cover.jpg');
    expect(shopShareImage([image('AVATAR', '/a.jpg')], target.origin)).toBe(
      'https://haoyue.tw/a.jpg',
    );
    expect(shopShareImage([image('GALLERY', '/s.jpg')], target.origin)).toBeNull();
    expect(shopShareImage(undefined, target.origin)).toBeNull();
  });

  it('leaves out what LINE cannot fetch (plain HTTP)', () => {
    expect(shopShareImage(shop.images, 'http://localhost:3000')).toBeNull();
    expect(
      shopShareImage([image('COVER', 'https://cdn.example.com/c.jpg')], 'http://localhost'),
    ).toBe('https://cdn.example.com/c.jpg');
  });
});

describe('shop flex message', () => {
  it('has the picture, the name and a 一起來預約 button, all leading to the permanent link', () => {
    const message = shopFlexMessage(shop, target);
    const link = 'https://liff.line.me/1234567890-AbCdEfGh/lumiere-xinyi';
    expect(message).toMatchObject({
      type: 'flex',
      altText: '光點髮藝 信義店：一起來預約',
      contents: {
        type: 'bubble',
        hero: { type: 'image', url: 'https://haoyue.tw/static/cover.jpg', action: { uri: link } },
        body: { contents: [{ type: 'text', text: '光點髮藝 信義店' }, { type: 'text' }] },
        footer: {
          contents: [{ type: 'button', action: { type: 'uri', label: '一起來預約', uri: link } }],
        },
      },
    });
    expect(checkShareMessages([message])).toBeNull();
  });

  it('has no hero without an image LINE can show', () => {
    const message = shopFlexMessage({ ...shop, images: [] }, target);
    expect((message.contents as Record<string, unknown>).hero).toBeUndefined();
  });
});

describe('booking messages', () => {
  it('shares the shop and the services, never the phone, name or order key', () => {
    const messages = bookingShareMessages(order, shop, target);
    expect(messages).toHaveLength(1);
    expect(checkShareMessages(messages)).toBeNull();
    const json = JSON.stringify(messages);
    expect(json).toContain('剪髮、護髮、染髮');
    expect(json).toContain('https://liff.line.me/1234567890-AbCdEfGh/lumiere-xinyi');
    for (const secret of ['ok_secret_key_123', 'K7QX2M9P', '955123456', '林小安', '/orders/']) {
      expect(json).not.toContain(secret);
    }
  });

  it('sends one text with shop, services, time and link, never the phone or order key', () => {
    const messages = bookingChatMessages(order, shop, target);
    expect(checkMessages(messages)).toBeNull();
    expect(messages).toEqual([
      {
        type: 'text',
        text: [
          '【預約資訊】',
          '店家：光點髮藝 信義店',
          '服務：剪髮、護髮、染髮',
          `時間：${formatDateTimeLabel(order.startTime, 'Asia/Taipei')}`,
          '預約連結：https://liff.line.me/1234567890-AbCdEfGh/lumiere-xinyi',
        ].join('\n'),
      },
    ]);
    const json = JSON.stringify(messages);
    for (const secret of ['ok_secret_key_123', 'K7QX2M9P', '955123456', '林小安']) {
      expect(json).not.toContain(secret);
    }
  });
});
