import { describe, expect, it } from 'vitest';
import {
  canLink,
  canSendMessagesIn,
  checkMessages,
  checkOpenWindow,
  checkPermission,
  checkShareMessages,
  liffCodeOfStatus,
  liffErrorText,
  linkStateOf,
  liffPermanentLink,
  permissionState,
  shareOutcomeOf,
} from './rules';

const text = (t: string) => ({ type: 'text', text: t });

describe('sendMessages rule', () => {
  it('accepts 1 to 5 typed messages', () => {
    expect(checkMessages([text('a')])).toBeNull();
    expect(checkMessages([1, 2, 3, 4, 5].map((n) => text(String(n))))).toBeNull();
  });
  it.each([
    ['none', []],
    ['six', [1, 2, 3, 4, 5, 6].map((n) => text(String(n)))],
    ['one without a type', [{ text: 'x' }]],
    ['not an array', text('x')],
  ])('refuses %s with the SDK message', (_, messages) => {
    const error = checkMessages(messages);
    expect(error?.code).toBe('INVALID_ARGUMENT');
    expect(error?.message).toBe('Number of messages should be in range 1 to 5.');
  });
});

describe('share picker rule', () => {
  it('refuses an empty or non-array argument', () => {
    expect(checkShareMessages([])?.message).toBe('no proper argument');
    expect(checkShareMessages(undefined)?.message).toBe('no proper argument');
    expect(checkShareMessages([{}])?.message).toBe('no proper argument');
  });
  it('refuses more than 5 messages', () => {
    const six = [1, 2, 3, 4, 5, 6].map((n) => text(String(n)));
    expect(checkShareMessages(six)?.message).toBe('exceed the limit of num of messages');
  });
  it('accepts 1 to 5', () => {
    expect(checkShareMessages([text('a'), text('b')])).toBeNull();
  });
  it('reads the answer: success, else a cancel', () => {
    expect(shareOutcomeOf({ status: 'success' })).toEqual({ status: 'SUCCESS' });
    expect(shareOutcomeOf(undefined)).toEqual({ status: 'CANCEL' });
    expect(shareOutcomeOf(false)).toEqual({ status: 'CANCEL' });
  });
});

describe('openWindow URL rule', () => {
  it('accepts an absolute URL with an optional boolean external flag', () => {
    expect(checkOpenWindow({ url: 'https://example.com/a?b=1#c' })).toBeNull();
    expect(checkOpenWindow({ url: 'https://example.com/', external: true })).toBeNull();
  });
  it.each([
    ['empty', { url: '' }],
    ['not a string', { url: 42 }],
    ['a newline', { url: 'https://example.com/\nx' }],
    ['a control character', { url: 'https://example.com/\u0007' }],
    ['two hashes', { url: 'https://example.com/#a#b' }],
    ['a space', { url: 'https://example.com/a b' }],
    ['an external flag that is not boolean', { url: 'https://example.com/', external: 'yes' }],
  ])('refuses %s with "invalid URL."', (_, params) => {
    expect(checkOpenWindow(params)?.message).toBe('invalid URL.');
  });
});

describe('permissions', () => {
  it('reads granted, prompt, and anything else as unavailable', () => {
    expect(permissionState({ state: 'granted' })).toBe('granted');
    expect(permissionState({ state: 'prompt' })).toBe('prompt');
    expect(permissionState({ state: 'unavailable' })).toBe('unavailable');
    expect(permissionState(null)).toBe('unavailable');
  });
  it('knows only the app scopes', () => {
    expect(checkPermission('chat_message.write')).toBeNull();
    expect(checkPermission('friends')?.message).toBe('The permission is not in LIFF app scope.');
  });
});

describe('isLinked and linking', () => {
  it('is null until the linked customer loads, then true, or false when the load fails', () => {
    expect(linkStateOf({ status: 'pending' })).toBeNull();
    expect(linkStateOf({ status: 'success' })).toBe(true);
    expect(linkStateOf({ status: 'error' })).toBe(false);
  });
  it('links only with every required field and a LINE user id', () => {
    const profile = { displayName: '小美', phoneNumber: '+886900000001', birthDate: ' ' };
    expect(canLink(profile, ['displayName', 'phoneNumber'], 'U1')).toBe(true);
    expect(canLink(profile, ['displayName', 'birthDate'], 'U1')).toBe(false);
    expect(canLink(profile, ['displayName'], null)).toBe(false);
  });
});

describe('SDK errors', () => {
  it('maps HTTP statuses to their own codes, else UNKNOWN', () => {
    expect(liffCodeOfStatus(401)).toBe('401');
    expect(liffCodeOfStatus(429)).toBe('429');
    expect(liffCodeOfStatus(418)).toBe('UNKNOWN');
  });
  it('says SDK errors in Traditional Chinese, by message then by code', () => {
    expect(liffErrorText({ code: 'INIT_FAILED', message: 'liffId is required' })).toBe(
      '這個商家尚未設定 LINE 應用程式，請聯絡商家。',
    );
    expect(liffErrorText({ code: 'UNAUTHORIZED', message: 'whatever' })).toBe('請先登入 LINE。');
    expect(liffErrorText({ message: 'this api can be only called in child window' })).toBe(
      '這項功能無法在目前的視窗使用。',
    );
    expect(liffErrorText(new Error('boom'))).toBe('LINE 發生未知的錯誤，請稍後再試。');
    // LINE out of reach: fetch's own TypeError, as each browser words it.
    for (const message of [
      'Failed to fetch',
      'NetworkError when attempting to fetch resource.',
      'Load failed',
    ]) {
      expect(liffErrorText(new TypeError(message))).toBe('無法連線到 LINE，請稍後再試。');
    }
    expect(liffErrorText(new TypeError('x is not a function'))).toBe(
      'LINE 發生未知的錯誤，請稍後再試。',
    );
  });
});

describe('sendMessages availability', () => {
  it('is offered in the LINE app opened from a one-on-one, multi-person or group chat', () => {
    for (const type of ['utou', 'room', 'group']) expect(canSendMessagesIn(true, type)).toBe(true);
  });

  it('is not offered outside the LINE app, outside a chat, or in OpenChat', () => {
    expect(canSendMessagesIn(false, 'utou')).toBe(false);
    for (const type of ['external', 'none', 'square_chat', '', null, undefined]) {
      expect(canSendMessagesIn(true, type)).toBe(false);
    }
  });
});

describe('permanent link rule', () => {
  it('keeps what follows the endpoint /line/{sellerId}', () => {
    expect(liffPermanentLink('123-abc', 7, '/line/7')).toBe('https://liff.line.me/123-abc');
    expect(liffPermanentLink('123-abc', 7, '/line/7/')).toBe('https://liff.line.me/123-abc');
    expect(liffPermanentLink('123-abc', 7, '/line/7/lumiere/booking?serviceId=3')).toBe(
      'https://liff.line.me/123-abc/lumiere/booking?serviceId=3',
    );
  });

  it('refuses a page outside the endpoint, a missing LIFF id and a bad URL', () => {
    expect(() => liffPermanentLink('123-abc', 7, '/line/70/x')).toThrow(
      'Current page is not under entrypoint.',
    );
    expect(() => liffPermanentLink('123-abc', 7, '/p/lumiere')).toThrow(
      'Current page is not under entrypoint.',
    );
    expect(() => liffPermanentLink('', 7, '/line/7/x')).toThrow('liffId is required');
    expect(() => liffPermanentLink('123-abc', 7, '/line/7/a b')).toThrow('invalid URL.');
    expect(() => liffPermanentLink('123-abc', 7, `/line/7/${'a'.repeat(1000)}`)).toThrow(
      'invalid URL.',
    );
  });
});
