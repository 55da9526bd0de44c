import { Anchor, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  type TOrder,
  formatAddress,
  formatOrderNumber,
  formatPhoneNumber,
} from '@haoyue/contracts';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { mapsUrl } from '../../../lib/maps-url';
import { telUrl } from '../../../lib/tel-url';
import { firstImageUrl } from '../../../lib/shop-images';
import { useAreaPaths } from '../../../lib/area-paths';
import { AvatarImage } from '../../../ui/avatar-image';
import { IconLine } from '../../../ui/icon-line';
import { IconMapPin, IconPhone } from '../../../ui/icons';
import { formatDateTimeLabel } from '../../../lib/date-labels';
import { ActionNotice } from '../../../ui/action-notice';
import { AddToCalendar } from './add-to-calendar';
import { CancelDialog } from './cancel-dialog';
import { OrderStatusBadge } from '../../../ui/order-status-badge';
import { OrderSummary } from './order-summary';
import { RescheduleDialog } from './reschedule-dialog';

// Statuses in which the visit is still to come.
const UPCOMING = new Set<TOrder['status']>(['AWAITING_PREPAYMENT', 'CONFIRMED']);

type Change = 'reschedule' | 'cancel';

// What the customer may still change online, until the time the shop allows it.
const CHANGES = {
  reschedule: {
    label: '更改時間',
    untilText: '前改期',
    button: { variant: 'default' },
    allowed: (order: TOrder) => order.canReschedule,
    until: (order: TOrder) => order.reschedulableUntil,
  },
  cancel: {
    label: '取消預約',
    untilText: '前取消',
    button: { variant: 'subtle', color: 'red' },
    allowed: (order: TOrder) => order.canCancel,
    until: (order: TOrder) => order.cancellableUntil,
  },
} as const;

/** The button opening a change, with the time until which the shop allows it. */
function ChangeButton({
  change,
  order,
  onOpen,
}: {
  change: Change;
  order: TOrder;
  onOpen: (change: Change) => void;
}) {
  const { label, untilText, button, allowed, until } = CHANGES[change];
  const areaPaths = useAreaPaths();
  if (!allowed(order)) return null;
  const deadline = until(order);
  // An area with a reschedule page of its own (the buyer app) links there instead of the dialog.
  const page = change === 'reschedule' ? areaPaths.reschedule?.(order.id) : undefined;
  return (
    <div>
      {page ? (
        <Button fullWidth {...button} component={Link} to={page} data-testid={`order-${change}`}>
          {label}
        </Button>
      ) : (
        <Button
          fullWidth
          {...button}
          onClick={() => onOpen(change)}
          data-testid={`order-${change}`}
        >
          {label}
        </Button>
      )}
      {deadline && (
        <Text size="xs" c="dimmed" mt={4} ta="center">
          可於 {formatDateTimeLabel(deadline, order.timeZone)} {untilText}
        </Text>
      )}
    </div>
  );
}

/** Props of {@link OrderDetails}. */
export interface OrderDetailsProps {
  order: TOrder;
  /** What the page shows under the summary (the prepayment to pay, the payments made). */
  payment?: ReactNode;
  /** What a cancellation gives back, beside the cancel action (the refund policy). */
  cancelNote?: ReactNode;
}

/** The order page's content: status, what was booked, where, and what can still be changed. */
export function OrderDetails({ order, payment, cancelNote }: OrderDetailsProps) {
  const areaPaths = useAreaPaths();
  const [dialog, setDialog] = useState<Change | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const shop = order.shop;
  const upcoming = UPCOMING.has(order.status);

  return (
    <Stack gap="lg" data-testid="order-details" data-order-key={order.orderKey}>
      <ActionNotice message={notice} onClose={() => setNotice(null)} />
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          {shop && (
            <AvatarImage
              src={firstImageUrl(shop.images, 'AVATAR')}
              name={shop.displayName}
              size={48}
            />
          )}
          <div style={{ minWidth: 0 }}>
            {shop && (
              <Anchor component={Link} to={areaPaths.shop(shop.urlSlug)} fw={700} c="dark">
                {shop.displayName}
              </Anchor>
            )}
            <Text size="xs" c="dimmed">
              訂單編號 {formatOrderNumber(order.orderNumber)}
            </Text>
          </div>
        </Group>
        <OrderStatusBadge order={order} />
      </Group>

      <OrderSummary order={order} />

      {payment}

      {shop && (
        <Box>
          <Title order={2} size="h4" mb="xs">
            店家位置
          </Title>
          <Stack gap={6}>
            <IconLine icon={<IconMapPin size={16} />} multiline>
              <Text size="sm">
                {formatAddress(shop.city?.name, shop.address)}{' '}
                <Anchor
                  href={mapsUrl(shop.latitude, shop.longitude)}
                  target="_blank"
                  rel="noopener noreferrer"
                  fw={600}
                  size="sm"
                  data-testid="order-map-link"
                >
                  在地圖上開啟
                </Anchor>
              </Text>
            </IconLine>
            {shop.phoneNumber && (
              <IconLine icon={<IconPhone size={16} />}>
                <Anchor href={telUrl(shop.phoneNumber)} size="sm" fw={600}>
                  {formatPhoneNumber(shop.phoneNumber)}
                </Anchor>
              </IconLine>
            )}
          </Stack>
        </Box>
      )}

      {upcoming && (
        <Stack gap="sm">
          <AddToCalendar order={order} />
          <ChangeButton change="reschedule" order={order} onOpen={setDialog} />
          <ChangeButton change="cancel" order={order} onOpen={setDialog} />
          {order.canCancel && cancelNote}
          {!order.canReschedule && !order.canCancel && (
            <Text size="sm" c="dimmed" ta="center">
              已超過可線上改期或取消的時間，如需更改請直接聯絡店家。
            </Text>
          )}
        </Stack>
      )}

      {shop && !upcoming && (
        <Button component={Link} to={areaPaths.booking(shop.urlSlug)} variant="light">
          再次預約
        </Button>
      )}

      {order.canReschedule && !areaPaths.reschedule && (
        <RescheduleDialog
          key={order.startTime}
          order={order}
          opened={dialog === 'reschedule'}
          onClose={() => setDialog(null)}
          onRescheduled={(moved) =>
            setNotice(`已改期至 ${formatDateTimeLabel(moved.startTime, moved.timeZone)}。`)
          }
        />
      )}
      {order.canCancel && (
        <CancelDialog
          order={order}
          opened={dialog === 'cancel'}
          onClose={() => setDialog(null)}
          onCancelled={() => setNotice('已取消這筆預約。')}
          note={cancelNote}
        />
      )}
    </Stack>
  );
}
