import { Stack } from '@mantine/core';
import type { TOrder } from '@haoyue/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ActionNotice } from '../../features/booking/components/action-notice';
import { CancelDialog } from '../../features/booking/components/cancel-dialog';
import { RescheduleDialog } from '../../features/booking/components/reschedule-dialog';
import { memberCardKeys } from '../../features/member-card/api/keys';
import {
  type CustomerOrderTab,
  CustomerOrders,
} from '../../features/member-card/components/customer-orders';
import { type CardAction, OrderCard } from '../../features/my-orders/components/order-card';
import { MY_ORDER_TABS, TAB_TEXT, tabFromParam, tabQuery } from '../../features/my-orders/lib/tabs';
import { formatDateTimeLabel } from '../../lib/date-labels';
import { useMemberCardRecord } from './member-card-context';

/** The tabs of 我的預約, as the member card lists them (with one seller). */
const TABS: CustomerOrderTab[] = MY_ORDER_TABS.map((value) => ({
  value,
  label: TAB_TEXT[value].label,
  empty: TAB_TEXT[value].empty,
  query: tabQuery(value),
}));

/**
 * 預約: the customer's orders with this seller (即將到來 / 過去的預約 / 已取消, `?tab=`), drawn
 * with 我的預約's cards; cancel and reschedule open the order page's dialogs.
 */
export default function MemberCardOrdersPage() {
  const record = useMemberCardRecord();
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get('tab'));
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<{ action: CardAction; order: TOrder } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const close = () => setOpen(null);
  const changed = (message: string) => {
    setNotice(message);
    void queryClient.invalidateQueries({ queryKey: memberCardKeys.customer(record.id) });
  };
  return (
    <Stack gap="md">
      <ActionNotice message={notice} onClose={() => setNotice(null)} />
      <CustomerOrders
        customerId={record.id}
        tabs={TABS}
        tab={tab}
        onTabChange={(next) => {
          setNotice(null);
          setParams(next === 'upcoming' ? {} : { tab: next }, { replace: true });
        }}
        renderOrder={(order) => (
          <OrderCard
            order={order}
            onAction={(action, o) => {
              setNotice(null);
              setOpen({ action, order: o });
            }}
          />
        )}
      />
      {open?.action === 'reschedule' && (
        <RescheduleDialog
          order={open.order}
          opened
          onClose={close}
          onRescheduled={(moved) =>
            changed(`已將預約改到 ${formatDateTimeLabel(moved.startTime, moved.timeZone)}。`)
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
              `已取消 ${formatDateTimeLabel(cancelled.startTime, cancelled.timeZone)} 的預約，可在「已取消」查看。`,
            )
          }
        />
      )}
    </Stack>
  );
}
