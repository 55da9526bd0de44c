import type { TShop } from '@haoyue/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginDialogContext } from '../features/identity/hooks/use-login-dialog';
import { Providers } from '../test/render';
import { shopOf } from '../test/shop-fixture';
import BookingPage from './booking-page';
import ShopPage from './shop-page';

afterEach(() => vi.unstubAllGlobals());

const shop = (paused: boolean): TShop => ({
  ...shopOf({
    id: 3,
    displayName: '光點髮藝 大安店',
    urlSlug: 'lumiere-daan',
    address: '臺北市大安區復興南路一段 1 號',
    phoneNumber: '02-2771-0000',
    onlineBookingPaused: paused,
  }),
  images: [],
  operators: [],
});

/** The API as the page meets it: the shop by its slug, and an empty answer for the rest. */
function stubApi(paused: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/v1/shops') return Response.json({ data: [shop(paused)] });
      return Response.json({ data: [], meta: { page: 1, perPage: 20, total: 0 } });
    }),
  );
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Providers>
        <LoginDialogContext.Provider value={async () => 'dismissed'}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/p/:urlSlug" element={<ShopPage />} />
              <Route path="/p/:urlSlug/booking" element={<BookingPage />} />
            </Routes>
          </MemoryRouter>
        </LoginDialogContext.Provider>
      </Providers>
    </QueryClientProvider>,
  );
}

describe('a shop whose online booking is paused', () => {
  it('says so on its page, with its phone, instead of the booking buttons', async () => {
    stubApi(true);
    renderAt('/p/lumiere-daan');
    const note = await screen.findByTestId('booking-paused');
    expect(note).toHaveTextContent('此店家目前暫停線上預約');
    expect(note).toHaveTextContent('02-2771-0000');
    expect(screen.queryByTestId('shop-book-button')).not.toBeInTheDocument();
    expect(screen.queryByTestId('shop-sticky-book')).not.toBeInTheDocument();
  });

  it('says so on its booking page instead of the booking wizard', async () => {
    stubApi(true);
    renderAt('/p/lumiere-daan/booking');
    expect(await screen.findByTestId('booking-paused')).toHaveTextContent('此店家目前暫停線上預約');
  });

  it('offers booking as before while it is not paused', async () => {
    stubApi(false);
    renderAt('/p/lumiere-daan');
    expect(await screen.findByTestId('shop-book-button')).toHaveTextContent('立即預約');
    expect(screen.queryByTestId('booking-paused')).not.toBeInTheDocument();
  });
});
