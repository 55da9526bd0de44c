import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BillingTestApp, stubApi } from '../../../lib/billing/test-billing';
import { BillingNoticesBanner } from './billing-notices-banner';

afterEach(() => vi.unstubAllGlobals());

const NOTICES = 'GET /v1/sellers/7/billing-notices';
const grace = {
  shopId: 11,
  shopName: '光點髮藝 大安店',
  kind: 'GRACE',
  message: '「光點髮藝 大安店」的授權已於 12/01 到期，12/08 起將暫停線上預約。',
  endsAt: '2026-12-01T00:00:00.000Z',
};
const paused = {
  ...grace,
  shopId: 12,
  shopName: '光點髮藝 信義店',
  kind: 'PAUSED',
  message: '「光點髮藝 信義店」已暫停線上預約，付款後立即恢復。',
};

function renderBanner(mayPay: boolean) {
  render(
    <BillingTestApp at="/dashboard/calendar">
      <BillingNoticesBanner sellerId={7} mayPay={mayPay} />
    </BillingTestApp>,
  );
}

describe('BillingNoticesBanner', () => {
  it("shows each notice's message and takes the owner to the licence page", async () => {
    stubApi({ [NOTICES]: { body: { data: [grace, paused] } } });
    renderBanner(true);
    const notices = await screen.findAllByTestId('billing-notice');
    expect(notices.map((n) => n.textContent)).toEqual([grace.message, paused.message]);
    const pay = screen.getAllByRole('link', { name: '前往付款' });
    expect(pay).toHaveLength(1);
    await userEvent.click(pay[0]!);
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/license');
  });

  it('tells a member who may not pay, without the button', async () => {
    stubApi({ [NOTICES]: { body: { data: [paused] } } });
    renderBanner(false);
    expect(await screen.findByTestId('billing-notice')).toHaveTextContent(paused.message);
    expect(screen.queryByRole('link', { name: '前往付款' })).not.toBeInTheDocument();
  });

  it('shows nothing while no licence needs attention', async () => {
    const { sent } = stubApi({ [NOTICES]: { body: { data: [] } } });
    renderBanner(true);
    await vi.waitFor(() => expect(sent()).toHaveLength(1));
    expect(screen.queryByTestId('billing-notices')).not.toBeInTheDocument();
  });
});
