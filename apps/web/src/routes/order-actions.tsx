import type { TOrder } from '@haoyue/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ActionNotice } from '../ui/action-notice';
import { CancelDialog } from '../features/booking/components/cancel-dialog';
import { RescheduleDialog } from '../features/booking/components/reschedule-dialog';
import type { CardAction } from '../features/my-orders/components/order-card';
import { formatDateTimeLabel } from '../lib/date-labels';

/** What {@link useOrderActions} gives a page of order cards. */
export interface OrderActions {
  /** What the last cancel or reschedule did, confirmed on screen (nothing before one). */
  notice: ReactNode;
  /** Opens the order page's own dialog for a card's 改期 or 取消. */
  start: (action: CardAction, order: TOrder) => void;
  /** Hides the notice (when the visitor moves to another tab). */
  clearNotice: () => void;
  /** The open dialog, if any. */
  dialogs: ReactNode;
}

/**
 * A card's 改期 and 取消 on a list of orders (我的預約, a member card's 預約): the order page's
 * dialogs, a notice saying what happened, and the lists under `queryKey` fetched again.
 * `withShop` names the shop in the notice, for lists that span shops.
 */
export function useOrderActions(queryKey: QueryKey, withShop = false): OrderActions {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<{ action: CardAction; order: TOrder } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const close = () => setOpen(null);
  const changed = (message: string) => {
    setNotice(message);
    void queryClient.invalidateQueries({ queryKey });
  };
  const shop = (withShop && open?.order.shop?.displayName) || null;
  const when = (order: TOrder) => formatDateTimeLabel(order.startTime, order.timeZone);
  return {
    notice: <ActionNotice message={notice} onClose={() => setNotice(null)} />,
    start: (action, order) => {
      setNotice(null);
      setOpen({ action, order });
    },
    clearNotice: () => setNotice(null),
    dialogs: (
      <>
        {open?.action === 'reschedule' && (
          <RescheduleDialog
            order={open.order}
            opened
            onClose={close}
            onRescheduled={(moved) =>
              changed(`已將${shop ? ` ${shop} 的` : ''}預約改到 ${when(moved)}。`)
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
                `已取消 ${shop ? `${shop} ` : ''}${when(cancelled)} 的預約，可在「已取消」查看。`,
              )
            }
          />
        )}
      </>
    ),
  };
}
