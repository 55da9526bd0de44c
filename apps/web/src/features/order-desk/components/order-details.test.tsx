import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildOrder, TAIPEI } from '../../../lib/shop-orders/test-orders';
import { renderWithTheme } from '../../../test/render';
import { OrderDetails } from './order-details';

/** One booking, 2 December 2026 at 10:00 in Taipei. */
const AT = { id: 7, startTime: '2026-12-02T02:00:00.000Z', endTime: '2026-12-02T03:00:00.000Z' };

describe('OrderDetails: the channel an order came through', () => {
  it('marks an order made through Google with the 「Google 預約」 badge and its 來源', () => {
    renderWithTheme(
      <OrderDetails order={buildOrder({ ...AT, source: 'GOOGLE' })} timeZone={TAIPEI} />,
    );
    const badge = screen.getByTestId('order-channel-badge');
    expect(badge).toHaveTextContent('Google 預約');
    expect(badge).toHaveAttribute('data-source', 'GOOGLE');
    expect(
      within(screen.getByTestId('calendar-order-source')).getByText('Google 預約'),
    ).toBeVisible();
  });

  it('shows no badge on an ordinary online booking, and names its 來源', () => {
    renderWithTheme(
      <OrderDetails order={buildOrder({ ...AT, source: 'ONLINE' })} timeZone={TAIPEI} />,
    );
    expect(screen.queryByTestId('order-channel-badge')).toBeNull();
    expect(within(screen.getByTestId('calendar-order-source')).getByText('線上預約')).toBeVisible();
  });
});
