import { Anchor, Card, Center, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatMemberNumber, formatPrice, type TCustomer } from '@haoyue/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAreaPaths } from '../../../lib/area-paths';
import { formatDateTimeLabel } from '../../../lib/date-labels';
import { useNextBooking } from '../api/get-customer-orders';
import { MemberQrCode } from './member-qr-code';

/** The customer's next booking with the seller, linking to its order page. */
function NextBooking({ customerId }: { customerId: number }) {
  const areaPaths = useAreaPaths();
  const query = useNextBooking(customerId);
  if (query.isPending) return <Skeleton height={44} radius="md" />;
  if (query.isError || !query.data) {
    return (
      <Text size="sm" c="dimmed" data-testid="member-card-next-booking-none">
        目前沒有即將到來的預約
      </Text>
    );
  }
  const order = query.data;
  const services = order.bookings.flatMap((b) => b.serviceItems.map((i) => i.name)).join('、');
  return (
    <Anchor
      component={Link}
      to={areaPaths.order(order.orderKey)}
      data-testid="member-card-next-booking"
    >
      {formatDateTimeLabel(order.startTime, order.timeZone)}
      {services ? `・${services}` : ''}
    </Anchor>
  );
}

/**
 * 會員卡 (the customer card): name, member number and a QR code the shop scans at the counter
 * (it opens this customer's record in the seller's dashboard, which checks access), stored value
 * and usable items, and the next booking.
 */
export function CustomerCard({ record, origin }: { record: TCustomer; origin: string }) {
  const summary = record.memberSummary;
  const memberNumber = formatMemberNumber(record.id);
  const qrValue = `${origin}${paths.dashboardCustomer.getHref(record.id)}`;
  return (
    <Stack gap="md">
      <Card withBorder radius="lg" padding="lg" data-testid="member-card-customer">
        <Stack gap="md" align="center">
          <div style={{ textAlign: 'center' }}>
            <Title order={2} size="h3" data-testid="member-card-name">
              {record.displayName ?? '會員'}
            </Title>
            <Text size="sm" c="dimmed">
              會員編號{' '}
              <Text span ff="monospace" fw={700} c="dark" data-testid="member-card-number">
                {memberNumber}
              </Text>
            </Text>
          </div>
          <Center>
            <MemberQrCode value={qrValue} label={`會員編號 ${memberNumber} 的 QR Code`} />
          </Center>
          <Text size="xs" c="dimmed" ta="center">
            結帳時出示給店家掃描
          </Text>
        </Stack>
      </Card>
      {summary && (
        <Card withBorder radius="lg" padding="md">
          <Group justify="space-around" wrap="wrap" gap="md">
            <div style={{ textAlign: 'center' }}>
              <Text size="xs" c="dimmed">
                儲值金餘額
              </Text>
              <Text fw={700} size="lg" c="coral.8" data-testid="member-card-balance">
                {formatPrice(summary.balance, summary.currency)}
              </Text>
            </div>
            <div style={{ textAlign: 'center' }}>
              <Text size="xs" c="dimmed">
                可用套票
              </Text>
              <Text fw={700} size="lg" data-testid="member-card-vouchers">
                {summary.usableVoucherCount} 張
              </Text>
            </div>
            <div style={{ textAlign: 'center' }}>
              <Text size="xs" c="dimmed">
                可用優惠券
              </Text>
              <Text fw={700} size="lg" data-testid="member-card-coupons">
                {summary.usableCouponCount} 張
              </Text>
            </div>
          </Group>
        </Card>
      )}
      <Card withBorder radius="lg" padding="md">
        <Text fw={700} mb={4}>
          下一個預約
        </Text>
        <NextBooking customerId={record.id} />
      </Card>
    </Stack>
  );
}
