import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { CampaignForm } from './campaign-form';

const mutate = vi.fn();
const save = { mutate, reset: vi.fn(), isPending: false, error: null };
vi.mock('../api/coupon-campaigns', () => ({ useSaveCouponCampaign: () => save }));
vi.mock('../api/lookups', () => ({
  useCouponServices: () => ({ data: [{ id: 4, name: '洗剪吹' }], isPending: false }),
}));
vi.mock('../../../ui/notifications', () => ({ showNotification: vi.fn() }));

const renderForm = () =>
  renderWithTheme(
    <CampaignForm
      sellerId={1}
      shopId={7}
      currency="TWD"
      timeZone="Asia/Taipei"
      campaign={null}
      onClose={() => {}}
    />,
  );

// Typing into a whole form takes seconds on a busy machine.
describe('CampaignForm', { timeout: 30_000 }, () => {
  beforeEach(() => mutate.mockReset());

  it('shows the contract’s zh-TW errors, all at once, and sends nothing on bad input', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('radio', { name: '指定服務' }));
    await userEvent.clear(screen.getByTestId('coupon-campaign-code'));
    await userEvent.type(screen.getByTestId('coupon-campaign-code'), 'ab');
    await userEvent.click(screen.getByTestId('coupon-campaign-save'));
    expect(await screen.findByText('請輸入優惠券名稱')).toBeInTheDocument();
    expect(screen.getByText('請輸入折扣')).toBeInTheDocument();
    expect(screen.getByText('優惠碼需為 4 到 20 個英文字母或數字')).toBeInTheDocument();
    // A cross-field rule of the contract, shown beside the fields' own.
    expect(screen.getByText('請選擇適用的服務')).toBeInTheDocument();
    expect(mutate).not.toHaveBeenCalled();
  });

  it('sends the body in minor units on good input', async () => {
    renderForm();
    await userEvent.type(screen.getByTestId('coupon-campaign-name'), ' 週年慶 ');
    await userEvent.type(screen.getByTestId('coupon-campaign-value'), '200');
    await userEvent.type(screen.getByTestId('coupon-campaign-code'), 'vip2026');
    await userEvent.click(screen.getByTestId('coupon-campaign-save'));
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate.mock.calls[0]![0]).toMatchObject({
      name: '週年慶',
      discountType: 'AMOUNT',
      discountValue: 20000,
      minSpend: 0,
      scope: 'ORDER',
      serviceIds: [],
      perCustomerLimit: 1,
      claimCode: 'VIP2026',
      isActive: true,
    });
    const body = mutate.mock.calls[0]![0] as { startsAt: string; endsAt: string };
    // From today's midnight to the midnight after the 30th day, on the shop's clock.
    expect(Date.parse(body.endsAt) - Date.parse(body.startsAt)).toBe(30 * 86_400_000);
  });
});
