import { describe, expect, it } from 'vitest';
import { appLinksFrom, appPlatform, appRedirectTarget, type AppLinks } from './app-links';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SELF = 'https://haoyue.example/buyer-app-redirect';

const links: AppLinks = {
  ios: 'https://apps.apple.com/tw/app/id1',
  android: 'https://play.google.com/store/apps/details?id=tw.example',
  deepLink: null,
};

describe('appPlatform', () => {
  it('tells iPhones, Android phones and desktops apart', () => {
    expect(appPlatform(IPHONE)).toBe('ios');
    expect(appPlatform(ANDROID)).toBe('android');
    expect(appPlatform(WINDOWS)).toBe('other');
    expect(appPlatform(MAC)).toBe('other');
  });

  it('takes an iPad asking for the desktop site (a Mac with a touch screen) for iOS', () => {
    expect(appPlatform(MAC, 5)).toBe('ios');
  });
});

describe('appRedirectTarget', () => {
  it('sends a phone to its own store, and a desktop nowhere', () => {
    expect(appRedirectTarget(links, 'ios', SELF)).toEqual({ url: links.ios, fallback: null });
    expect(appRedirectTarget(links, 'android', SELF)).toEqual({
      url: links.android,
      fallback: null,
    });
    expect(appRedirectTarget(links, 'other', SELF)).toBeNull();
  });

  it('tries the deep link first, with the store behind it', () => {
    const deep = { ...links, deepLink: 'haoyue://home' };
    expect(appRedirectTarget(deep, 'android', SELF)).toEqual({
      url: 'haoyue://home',
      fallback: links.android,
    });
  });

  it('never sends the page to itself', () => {
    expect(appRedirectTarget({ ...links, ios: SELF }, 'ios', `${SELF}?from=x`)).toBeNull();
    expect(appRedirectTarget({ ...links, deepLink: '/buyer-app-redirect' }, 'ios', SELF)).toEqual({
      url: links.ios,
      fallback: null,
    });
  });
});

describe('appLinksFrom', () => {
  it('reads the build’s variables', () => {
    const read = appLinksFrom({
      VITE_SELLER_APP_IOS_URL: 'https://apps.apple.com/tw/app/id2',
      VITE_SELLER_APP_ANDROID_URL: 'https://play.google.com/store/apps/details?id=tw.seller',
      VITE_SELLER_APP_DEEP_LINK: 'haoyue-seller://calendar',
    });
    expect(read.seller).toEqual({
      ios: 'https://apps.apple.com/tw/app/id2',
      android: 'https://play.google.com/store/apps/details?id=tw.seller',
      deepLink: 'haoyue-seller://calendar',
    });
  });

  it('falls back to the stores’ search for the app when unset or not a web address', () => {
    const read = appLinksFrom({
      VITE_BUYER_APP_IOS_URL: 'javascript:alert(1)',
      VITE_BUYER_APP_DEEP_LINK: 'javascript:alert(1)',
    });
    expect(read.buyer.ios).toMatch(/^https:\/\/apps\.apple\.com\//);
    expect(read.buyer.android).toMatch(/^https:\/\/play\.google\.com\/store\//);
    expect(read.buyer.deepLink).toBeNull();
  });
});
