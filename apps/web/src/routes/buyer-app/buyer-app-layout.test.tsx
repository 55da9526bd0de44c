import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAreaPaths } from '../../lib/area-paths';
import { Providers } from '../../test/render';
import BuyerAppLayout from './buyer-app-layout';

/** A page of the area: where its links lead, and a link on to the next page. */
function Probe({ name, next }: { name: string; next?: string }) {
  const areaPaths = useAreaPaths();
  return (
    <div>
      <p data-testid="page">{name}</p>
      <p data-testid="order-href">{areaPaths.order('k7m2q9pa')}</p>
      <p data-testid="shop-href">{areaPaths.shop('lumiere-daan')}</p>
      <p data-testid="reschedule-href">{areaPaths.reschedule?.(42)}</p>
      {next && <Link to={next}>next</Link>}
    </div>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <BuyerAppLayout />,
        children: [
          { path: '/buyer-app/support-chat', element: <Probe name="chat" next="/buyer-app/x" /> },
          { path: '/buyer-app/x', element: <Probe name="x" /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </QueryClientProvider>,
  );
  return router;
}

describe('the buyer app layout', () => {
  it('keeps the shared pages’ links inside the area', async () => {
    renderAt('/buyer-app/support-chat');
    await screen.findByText('chat');
    expect(screen.getByTestId('order-href')).toHaveTextContent('/buyer-app/orders/k7m2q9pa');
    expect(screen.getByTestId('shop-href')).toHaveTextContent(
      '/shop/lumiere-daan/buyer-app-booking',
    );
    expect(screen.getByTestId('reschedule-href')).toHaveTextContent(
      '/buyer-app/reschedule-order/42',
    );
  });

  it('shows the page’s title, and a back control only once there is a page of the area to go back to', async () => {
    const router = renderAt('/buyer-app/support-chat');
    const title = await screen.findByTestId('buyer-app-title');
    expect(title.tagName).toBe('H1');
    expect(title).toHaveTextContent('客服中心');
    expect(screen.queryByTestId('buyer-app-back')).not.toBeInTheDocument();
    expect(document.querySelector('header')).toBeNull();

    fireEvent.click(screen.getByText('next'));
    await screen.findByText('x');
    const back = await screen.findByTestId('buyer-app-back');
    expect(back).toHaveAccessibleName('返回');
    fireEvent.click(back);
    await screen.findByText('chat');
    expect(router.state.location.pathname).toBe('/buyer-app/support-chat');
    expect(screen.queryByTestId('buyer-app-back')).not.toBeInTheDocument();
  });
});
