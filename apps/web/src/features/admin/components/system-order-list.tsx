import { Anchor, Button } from '@mantine/core';
import { SYSTEM_ORDER_KIND_LABELS, type TAdminSystemOrder } from '@haoyue/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatPrice } from '../../../lib/money';
import { SystemOrderCardFrame } from '../../../ui/system-order-card';
import { IconWallet } from '../../../ui/icons';
import {
  type AdminSystemOrderFilters,
  adminSystemOrdersQuery,
  useRefundSystemOrder,
} from '../api/system-orders';
import { useAdminMay } from '../lib/admin-context';
import { adminTime } from '../lib/labels';
import { AdminPagedList } from './paged-list';
import { ReasonDialog } from './reason-dialog';

function SystemOrderCard({ order, onRefund }: { order: TAdminSystemOrder; onRefund?: () => void }) {
  return (
    <SystemOrderCardFrame
      order={order}
      title={
        <>
          #{order.id}・{SYSTEM_ORDER_KIND_LABELS[order.kind]}・
          <Anchor component={Link} to={paths.adminSeller.getHref(order.seller.id)} size="sm">
            {order.seller.name}
          </Anchor>
          ・
          <Anchor component={Link} to={paths.adminShop.getHref(order.shopId)} size="sm">
            {order.shopName}
          </Anchor>
        </>
      }
      period={`${adminTime(order.periodStartsAt)} 起`}
      created={
        <>
          {adminTime(order.createdAt)} 建立{order.cardLabel ? `・${order.cardLabel}` : ''}
          {order.receipt ? `・收據 ${order.receipt.number}` : ''}
        </>
      }
      refundNote={`（${adminTime(order.refundedAt)}）`}
      action={
        onRefund && (
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={onRefund}
            data-testid="admin-system-order-refund"
          >
            退款
          </Button>
        )
      }
      testId="admin-system-order"
    />
  );
}

function RefundDialog({ order, onClose }: { order: TAdminSystemOrder; onClose: () => void }) {
  const refund = useRefundSystemOrder(order.id);
  return (
    <ReasonDialog
      title="全額退款"
      description={`將透過金流退還 ${formatPrice(order.amount, order.currency)} 給「${order.seller.name}」，這筆訂單支付的授權期間會立即結束。`}
      confirmLabel="退款"
      color="red"
      mutation={refund}
      onClose={onClose}
      doneMessage="已退款"
      testId="refund-dialog"
    />
  );
}

/**
 * A page of system orders as the admin reads them: seller, shop, plan, amount, status; a paid
 * one refundable (billing.manage) with a reason.
 */
export function AdminSystemOrderList({
  filter,
  page,
  onPage,
  filtered,
}: {
  filter: AdminSystemOrderFilters;
  page: number;
  onPage: (page: number) => void;
  filtered: boolean;
}) {
  const list = adminSystemOrdersQuery.use({ ...filter, page });
  const mayRefund = useAdminMay('billing.manage');
  const [refunding, setRefunding] = useState<TAdminSystemOrder | null>(null);
  return (
    <>
      <AdminPagedList
        query={list}
        page={page}
        onPage={onPage}
        total={(n) => `共 ${n} 筆`}
        empty={{
          title: filtered ? '沒有符合條件的系統訂單' : '還沒有系統訂單',
          icon: <IconWallet size={28} />,
        }}
        testId="admin-system-orders"
        rowKey={(order) => order.id}
        card={(order) => (
          <SystemOrderCard
            order={order}
            onRefund={mayRefund && order.status === 'PAID' ? () => setRefunding(order) : undefined}
          />
        )}
      />
      {refunding && <RefundDialog order={refunding} onClose={() => setRefunding(null)} />}
    </>
  );
}
