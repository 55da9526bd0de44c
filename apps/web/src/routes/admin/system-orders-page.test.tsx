import type { TAdminMe, TAdminPermission } from '@haoyue/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminSystemOrdersPage from './system-orders-page';
import { BillingTestApp, orderOf, stubApi } from '../../lib/billing/test-billing';
import { AdminContext } from '../../features/admin/lib/admin-context';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /v1/admin/system-orders';
const adminOrder = (over = {}) => ({ ...orderOf(over), seller: { id: 7, name: '光點髮藝' } });
const listOf = (rows: unknown[]) => ({
  body: { data: rows, meta: { page: 1, perPage: 20, total: rows.length } },
});

function renderPage(at: string, permissions: TAdminPermission[]) {
  const admin = { permissions } as TAdminMe;
  render(
    <BillingTestApp at={at}>
      <AdminContext.Provider value={admin}>
        <AdminSystemOrdersPage />
      </AdminContext.Provider>
    </BillingTestApp>,
  );
}

describe('/admin/system-order', () => {
  it('asks for what the address filters, and a changed filter goes to the address and the query', async () => {
    const { sent } = stubApi({ [LIST]: listOf([adminOrder()]) });
    renderPage('/admin/system-order?status=PAID&from=2026-12-01&to=2026-12-31&page=2', [
      'sellers.read',
    ]);
    expect(await screen.findByTestId('admin-system-order')).toHaveTextContent('光點髮藝');
    const first = new URLSearchParams(sent()[0]!.search);
    expect(Object.fromEntries(first)).toEqual({
      status: 'PAID',
      from: '2026-12-01',
      to: '2026-12-31',
      page: '2',
    });

    await userEvent.type(screen.getByLabelText('商家 ID'), '7');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        '/admin/system-order?status=PAID&from=2026-12-01&to=2026-12-31&sellerId=7',
      ),
    );
    await waitFor(() => {
      const last = new URLSearchParams(sent().at(-1)!.search);
      // A changed filter goes back to page 1.
      expect(Object.fromEntries(last)).toEqual({
        status: 'PAID',
        sellerId: '7',
        from: '2026-12-01',
        to: '2026-12-31',
        page: '1',
      });
    });
    // Without billing.manage there is no refund.
    expect(screen.queryByRole('button', { name: '退款' })).not.toBeInTheDocument();
  });

  it('refunds a paid order with the reason given', async () => {
    const { sent } = stubApi({
      [LIST]: listOf([adminOrder(), adminOrder({ id: 502, status: 'FAILED', receipt: null })]),
      'POST /v1/admin/system-orders/501:refund': {
        body: { data: adminOrder({ status: 'REFUNDED', refundReason: '重複扣款' }) },
      },
    });
    renderPage('/admin/system-order', ['sellers.read', 'billing.manage']);
    const rows = await screen.findAllByTestId('admin-system-order');
    expect(within(rows[1]!).queryByRole('button', { name: '退款' })).not.toBeInTheDocument();
    await userEvent.click(within(rows[0]!).getByRole('button', { name: '退款' }));
    const dialog = await screen.findByTestId('refund-dialog');
    expect(dialog).toHaveTextContent('NT$9,990');
    await userEvent.click(within(dialog).getByRole('button', { name: '退款' }));
    expect(within(dialog).getByText('請填寫原因')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/原因/), '重複扣款');
    await userEvent.click(within(dialog).getByRole('button', { name: '退款' }));
    await waitFor(() => expect(screen.queryByTestId('refund-dialog')).not.toBeInTheDocument());
    expect(sent().filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/v1/admin/system-orders/501:refund',
        body: { reason: '重複扣款' },
      }),
    ]);
  });
});
