/** The phone a visitor is on, as far as the store to send them to goes. */
export type AppPlatform = 'ios' | 'android' | 'other';

/** Which of the two apps a redirect page is for. */
export type AppKind = 'buyer' | 'seller';

/** Where an app is found: its store pages, and a link into the installed app, if any. */
export interface AppLinks {
  ios: string;
  android: string;
  /** Opens the installed app (a custom scheme, a universal or app link); none when unset. */
  deepLink: string | null;
}

/**
 * The platform of a user agent: iPhone, iPad and iPod are iOS, and so is an iPad asking for the
 * desktop site (iPadOS says Macintosh, but a Mac has no touch screen); Android is Android;
 * everything else (desktops) gets the web page.
 */
export function appPlatform(userAgent: string, maxTouchPoints = 0): AppPlatform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'other';
}

/** A store link: http(s) only. */
function storeUrl(value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : fallback;
  } catch {
    return fallback;
  }
}

/** A deep link: any scheme but those that run or embed content in the page. */
function deepLink(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return /^(javascript|data|vbscript|blob|file):$/i.test(url.protocol) ? null : url.href;
  } catch {
    return null;
  }
}

// Until the apps' own pages are configured, the stores' search for the app's name: the phone
// still lands in its store, on the app.
const APP_STORE_SEARCH = (term: string) =>
  `https://apps.apple.com/tw/search?term=${encodeURIComponent(term)}`;
const PLAY_STORE_SEARCH = (term: string) =>
  `https://play.google.com/store/search?q=${encodeURIComponent(term)}&c=apps`;

/**
 * The apps' links from the build's environment (Vite's `VITE_*`, read by `vite build`, so the
 * browser and server builds agree): `VITE_{BUYER,SELLER}_APP_IOS_URL`, `…_ANDROID_URL` and
 * `…_DEEP_LINK` (README, Configuration).
 */
export function appLinksFrom(env: Record<string, unknown>): Record<AppKind, AppLinks> {
  const read = (name: string) => (typeof env[name] === 'string' ? env[name] : undefined);
  return {
    buyer: {
      ios: storeUrl(read('VITE_BUYER_APP_IOS_URL'), APP_STORE_SEARCH('好約')),
      android: storeUrl(read('VITE_BUYER_APP_ANDROID_URL'), PLAY_STORE_SEARCH('好約')),
      deepLink: deepLink(read('VITE_BUYER_APP_DEEP_LINK')),
    },
    seller: {
      ios: storeUrl(read('VITE_SELLER_APP_IOS_URL'), APP_STORE_SEARCH('好約商家')),
      android: storeUrl(read('VITE_SELLER_APP_ANDROID_URL'), PLAY_STORE_SEARCH('好約商家')),
      deepLink: deepLink(read('VITE_SELLER_APP_DEEP_LINK')),
    },
  };
}

/** The links this build was made with. */
export const APP_LINKS = appLinksFrom(import.meta.env as Record<string, unknown>);

/** Where a redirect page sends a phone: `url` first, then `fallback` if the app did not open. */
export interface AppRedirect {
  url: string;
  fallback: string | null;
}

/**
 * Where to send a visitor on `platform`: the deep link (then the store, if the app is not
 * installed) or the store; null off a phone, and null when the link leads back to `self` (the
 * redirect page's own address, a universal link with no app to open it), which would loop.
 */
export function appRedirectTarget(
  links: AppLinks,
  platform: AppPlatform,
  self: string,
): AppRedirect | null {
  if (platform === 'other') return null;
  const store = platform === 'ios' ? links.ios : links.android;
  const leadsBack = (url: string) => {
    try {
      const target = new URL(url, self);
      const here = new URL(self);
      return target.origin === here.origin && target.pathname === here.pathname;
    } catch {
      return true;
    }
  };
  if (leadsBack(store)) return null;
  if (links.deepLink && !leadsBack(links.deepLink)) return { url: links.deepLink, fallback: store };
  return { url: store, fallback: null };
}
