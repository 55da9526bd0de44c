import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BillingTestApp, stubApi, STANDARD } from '../../../lib/billing/test-billing';
import { ExtendLicenceDialog } from './extend-licence-dialog';

afterEach(() => vi.unstubAllGlobals());

describe('ExtendLicenceDialog', () => {
  it('extends by the days typed, with the reason, and closes', async () => {
    const { sent } = stubApi({
      'POST /v1/admin/shops/3/licence:extend': {
        body: {
          data: {
            id: 9,
            shopId: 3,
            planId: 1,
            plan: STANDARD,
            status: 'ACTIVE',
            startsAt: '2026-12-01T00:00:00.000Z',
            endsAt: '2027-01-14T00:00:00.000Z',
          },
        },
      },
    });
    const onClose = vi.fn();
    render(
      <BillingTestApp>
        <ExtendLicenceDialog shopId={3} shopName="光點髮藝 大安店" onClose={onClose} />
      </BillingTestApp>,
    );
    const days = screen.getByLabelText(/延長天數/);
    await userEvent.clear(days);
    await userEvent.type(days, '14');
    await userEvent.type(screen.getByLabelText(/原因/), '系統異常補償');
    await userEvent.click(screen.getByRole('button', { name: '延長授權' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/v1/admin/shops/3/licence:extend',
        body: { days: 14, reason: '系統異常補償' },
      }),
    ]);
  });
});
