import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../test/render';
import type { AppLinks } from '../lib/app-links';
import { AppRedirect } from './app-redirect';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const links: AppLinks = {
  ios: 'https://apps.apple.com/tw/app/id1',
  android: 'https://play.google.com/store/apps/details?id=tw.example',
  deepLink: null,
};

function renderOn(userAgent: string, kind: 'buyer' | 'seller' = 'buyer', appLinks = links) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  const go = vi.fn();
  render(
    <Providers>
      <MemoryRouter>
        <AppRedirect kind={kind} links={appLinks} go={go} />
      </MemoryRouter>
    </Providers>,
  );
  return go;
}

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('the app redirect page', () => {
  it('sends an iPhone to the App Store', async () => {
    const go = renderOn(IPHONE);
    expect(await screen.findByTestId('app-redirect-leaving')).toHaveTextContent('App Store');
    expect(go).toHaveBeenCalledExactlyOnceWith(links.ios);
  });

  it('sends an Android phone to Google Play', async () => {
    const go = renderOn(ANDROID, 'seller');
    expect(await screen.findByTestId('app-redirect-leaving')).toHaveTextContent('Google Play');
    expect(go).toHaveBeenCalledExactlyOnceWith(links.android);
  });

  it('shows a desktop the page: both stores and the web alternative', async () => {
    const go = renderOn(DESKTOP, 'seller');
    await vi.waitFor(() =>
      expect(screen.getByTestId('app-redirect')).toHaveAttribute('data-platform', 'other'),
    );
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByTestId('app-store-ios')).toHaveAttribute('href', links.ios);
    expect(screen.getByTestId('app-store-android')).toHaveAttribute('href', links.android);
    expect(screen.getByRole('link', { name: '使用網頁版商家後台' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('tries the deep link, then the store while the page is still in front', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const go = renderOn(IPHONE, 'buyer', { ...links, deepLink: 'haoyue://home' });
      await vi.waitFor(() => expect(go).toHaveBeenCalledWith('haoyue://home'));
      vi.advanceTimersByTime(1500);
      expect(go).toHaveBeenLastCalledWith(links.ios);
      expect(go).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not send a phone away again when it comes straight back (no loop)', async () => {
    const first = renderOn(IPHONE);
    await vi.waitFor(() => expect(first).toHaveBeenCalledOnce());
    cleanup();
    const second = renderOn(IPHONE);
    await vi.waitFor(() =>
      expect(screen.getByTestId('app-redirect')).toHaveAttribute('data-platform', 'ios'),
    );
    expect(second).not.toHaveBeenCalled();
    expect(screen.queryByTestId('app-redirect-leaving')).not.toBeInTheDocument();
    expect(screen.getByTestId('app-store-ios')).toHaveAttribute('href', links.ios);
  });
});
