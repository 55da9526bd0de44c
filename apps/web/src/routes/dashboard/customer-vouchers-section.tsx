import { useCan, useDashboard } from '../../features/seller/lib/dashboard-context';
import { CustomerVouchers } from '../../features/vouchers/components/customer-vouchers';

/** The 套票 section of a customer's page: refunds for roles with items.refund. */
export function CustomerVouchersSection({ customerId }: { customerId: number }) {
  const { seller, shop } = useDashboard();
  const canSell = useCan('items.sell');
  const canRefund = useCan('items.refund');
  if (!canSell) return null;
  return (
    <CustomerVouchers
      key={`${seller.id}-${customerId}`}
      sellerId={seller.id}
      customerId={customerId}
      timeZone={shop?.timeZone ?? 'Asia/Taipei'}
      canRefund={canRefund}
    />
  );
}
