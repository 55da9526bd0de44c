import { Stack } from '@mantine/core';
import type { TOrder } from '@haoyue/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ActionNotice } from '../features/booking/components/action-notice';
import { CancelDialog } from '../features/booking/components/cancel-dialog';
import { RescheduleDialog } from '../features/booking/components/reschedule-dialog';
import { myOrdersKey } from '../features/my-orders/api/get-my-orders';
import { MyOrders } from '../features/my-orders/components/my-orders';
import type { CardAction } from '../features/my-orders/components/order-card';
import { tabFromParam } from '../features/my-orders/lib/tabs';
import { formatDateTimeLabel } from '../lib/date-labels';
import { SignedInPage } from './signed-in-page';

/**
 * `/user/orders`: 我的預約, the signed-in customer's orders at every shop (`?tab=` past or
 * cancelled). A card's cancel and reschedule open the order page's own dialogs; what they did is
 * confirmed on screen and the lists are fetched again.
 */
export default function UserOrdersPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get('tab'));
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<{ action: CardAction; order: TOrder } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const close = () => setOpen(null);
  const changed = (message: string) => {
    setNotice(message);
    void queryClient.invalidateQueries({ queryKey: myOrdersKey });
  };
  const shopName = open?.order.shop?.displayName ?? '';

  return (
    <SignedInPage title="我的預約" description="登入後即可查看與管理您在各店家的預約。" size="sm">
      <Stack gap="md">
        <ActionNotice message={notice} onClose={() => setNotice(null)} />
        <MyOrders
          tab={tab}
          onTabChange={(next) => {
            setNotice(null);
            setParams(next === 'upcoming' ? {} : { tab: next }, { replace: true });
          }}
          onAction={(action, order) => {
            setNotice(null);
            setOpen({ action, order });
          }}
        />
      </Stack>
      {open?.action === 'reschedule' && (
        <RescheduleDialog
          order={open.order}
          opened
          onClose={close}
          onRescheduled={(moved) =>
            changed(
              `已將 ${shopName} 的預約改到 ${formatDateTimeLabel(moved.startTime, moved.timeZone)}。`,
            )
          }
        />
      )}
      {open?.action === 'cancel' && (
        <CancelDialog
          order={open.order}
          opened
          onClose={close}
          onCancelled={(cancelled) =>
            changed(
              `已取消 ${shopName} ${formatDateTimeLabel(cancelled.startTime, cancelled.timeZone)} 的預約，可在「已取消」查看。`,
            )
          }
        />
      )}
    </SignedInPage>
  );
}
