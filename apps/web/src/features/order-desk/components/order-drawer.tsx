import { Drawer, Skeleton, Stack, Text } from '@mantine/core';
import type { TOrder } from '@haoyue/contracts';
import { useSellerOrder } from '../api/get-seller-order';
import { useCalendar } from '../../../lib/shop-orders/calendar-context';
import { OrderActionsPanel } from './order-actions-panel';
import { OrderConsentForms } from './order-consent-forms';
import { OrderDetails } from './order-details';
import { OrderPayments } from './order-payments';

/** Props of {@link OrderDrawer}. */
export interface OrderDrawerProps {
  /** The booking opened, or null when the drawer is closed. */
  orderId: number | null;
  /** What the calendar list already knows of it, shown while the full order loads. */
  listed: TOrder | null;
  isPhone: boolean;
  onClose: () => void;
  onChanged: (message: string, order: TOrder) => void;
}

/** A booking's details and the shop's actions on it, beside the calendar (full screen on phones). */
export function OrderDrawer({ orderId, listed, isPhone, onClose, onChanged }: OrderDrawerProps) {
  const { sellerId, shop, canDecideTransfers = false } = useCalendar();
  const detail = useSellerOrder(sellerId, orderId);
  const order = detail.data && detail.data.id === orderId ? detail.data : listed;
  return (
    <Drawer
      opened={orderId !== null}
      onClose={onClose}
      position={isPhone ? 'bottom' : 'right'}
      size={isPhone ? '92%' : 'md'}
      title={<Text fw={700}>預約內容</Text>}
      closeButtonProps={{ 'aria-label': '關閉' }}
      data-testid="calendar-order-drawer"
    >
      {order ? (
        <Stack gap="lg" data-testid="calendar-order" data-order-id={order.id}>
          <OrderDetails order={order} timeZone={shop.timeZone} />
          <OrderConsentForms sellerId={sellerId} orderId={order.id} timeZone={shop.timeZone} />
          <OrderPayments
            sellerId={sellerId}
            order={order}
            timeZone={shop.timeZone}
            canDecide={canDecideTransfers}
          />
          <OrderActionsPanel
            key={`${order.id}:${order.status}:${order.startTime}`}
            order={order}
            onChanged={onChanged}
          />
        </Stack>
      ) : detail.isError ? (
        <Text c="red" role="alert">
          {detail.error.message}
        </Text>
      ) : (
        <Stack gap="sm">
          <Skeleton h={20} w="40%" />
          <Skeleton h={60} />
          <Skeleton h={120} />
        </Stack>
      )}
    </Drawer>
  );
}
