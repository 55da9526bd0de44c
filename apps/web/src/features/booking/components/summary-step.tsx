import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import type { TCurrency, TService } from '@haoyue/contracts';
import { formatDuration } from '../../../lib/duration';
import { formatPrice } from '../../../lib/money';
import { usePrepaymentQuote } from '../api/get-prepayment-quote';
import { cutoffWarning } from '../lib/cutoff-warning';
import { formatDateTimeLabel } from '../../../lib/date-labels';
import { type BookingItemsChoice, BookingItemsPicker, itemFields } from './booking-items';
import { servicesRow, SummaryRows, timeRow, totalRow, type SummaryRow } from './summary-rows';

/** Props of {@link BookingSummary}. */
export interface BookingSummaryProps {
  shopId: number;
  shopName: string;
  timeZone: string;
  services: TService[];
  /** The operator's name, or null for 不指定. */
  operatorName: string | null;
  startTime: string;
  totalPrice: number;
  currency: TCurrency;
  totalMinutes: number;
  /** Signed in: the customer's coupons and vouchers are offered. */
  signedIn: boolean;
  items: BookingItemsChoice;
  onItemsChange: (items: BookingItemsChoice) => void;
}

/**
 * What is about to be booked, with the prepayment (訂金) the shop asks for and its deadline, and
 * a warning when the start is already inside the shop's cancel or reschedule cut-off.
 */
export function BookingSummary({
  shopId,
  shopName,
  timeZone,
  services,
  operatorName,
  startTime,
  totalPrice,
  currency,
  totalMinutes,
  signedIn,
  items,
  onItemsChange,
}: BookingSummaryProps) {
  const quote = usePrepaymentQuote({
    shopId,
    serviceIds: services.map((s) => s.id),
    startTime,
    ...(signedIn ? itemFields(items) : {}),
  });
  const itemRows: SummaryRow[] = [];
  if (quote.data?.coveredServiceIds.length) {
    const covered = services.filter((s) => quote.data.coveredServiceIds.includes(s.id));
    itemRows.push({
      label: '票券支付',
      testId: 'booking-summary-covered',
      value: <Text>{covered.map((s) => s.name).join('、')}</Text>,
    });
  }
  if (quote.data?.coupon) {
    itemRows.push({
      label: '優惠券折抵',
      testId: 'booking-summary-discount',
      value: (
        <Text c="teal.9" fw={600}>
          −{formatPrice(quote.data.discountAmount, quote.data.currency)}
        </Text>
      ),
    });
  }
  if (itemRows.length && quote.data) {
    itemRows.push({
      label: '應付金額',
      testId: 'booking-summary-payable',
      value: <Text fw={600}>{formatPrice(quote.data.payablePrice, quote.data.currency)}</Text>,
    });
  }
  // Booked inside the shop's cut-offs, the order could not be changed online: say so first.
  const lateWarning = quote.data ? cutoffWarning(startTime, Date.now(), quote.data) : null;

  return (
    <Stack gap="md" data-testid="booking-summary">
      <SummaryRows
        rows={[
          { label: '店家', value: <Text fw={600}>{shopName}</Text> },
          servicesRow(services),
          { label: '服務人員', value: <Text>{operatorName ?? '不指定'}</Text> },
          timeRow(formatDateTimeLabel(startTime, timeZone), totalMinutes, 'booking-summary-time'),
          totalRow(totalPrice, currency),
          ...itemRows,
        ]}
      />
      {signedIn && (
        <BookingItemsPicker
          shopId={shopId}
          services={services}
          currency={currency}
          choice={items}
          onChange={onItemsChange}
        />
      )}
      {lateWarning && (
        <Alert
          color="orange"
          variant="light"
          title="請注意取消與改期期限"
          data-testid="booking-cutoff-warning"
        >
          <Text size="sm">{lateWarning}</Text>
        </Alert>
      )}
      {quote.isPending ? (
        <Skeleton height={56} radius="md" />
      ) : quote.isError ? (
        <Alert color="red" variant="light" role="alert" data-testid="booking-quote-error">
          {quote.error.message}
        </Alert>
      ) : quote.data.required ? (
        <Alert color="orange" variant="light" title="需預付訂金" data-testid="booking-prepayment">
          <Text size="sm">
            訂金 {formatPrice(quote.data.amount, quote.data.currency)}
            {quote.data.deadline
              ? `，請於 ${formatDateTimeLabel(quote.data.deadline, timeZone)} 前完成付款`
              : `，請於預約後 ${formatDuration(quote.data.deadlineMinutes)}內完成付款`}
            ，逾期未付款預約可能會被取消。
          </Text>
        </Alert>
      ) : (
        <Text size="sm" c="dimmed" data-testid="booking-prepayment">
          這筆預約不需預付訂金，當天到店付款即可。
        </Text>
      )}
    </Stack>
  );
}
