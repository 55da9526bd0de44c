import { Checkbox, Select, Skeleton, Stack, Text } from '@mantine/core';
import type { TBooking, TOrder, TVoucher, TVoucherUse } from '@haoyue/contracts';
import { coveringVouchers, firstCoveringVoucher } from '../lib/voucher-choice';

/** The shop's choice per booking: the voucher whose session pays for it, or none. */
export type VoucherChoice = Record<number, { checked: boolean; voucherId: number }>;

/** The uses a choice sends with the completion. */
export const voucherUsesOf = (choice: VoucherChoice): TVoucherUse[] =>
  Object.entries(choice)
    .filter(([, c]) => c.checked)
    .map(([bookingId, c]) => ({ bookingId: Number(bookingId), voucherId: c.voucherId }));

const label = (v: TVoucher) => `${v.name}（剩 ${v.sessionsLeft} 次）`;

function BookingChoice({
  booking,
  vouchers,
  choice,
  onChange,
}: {
  booking: TBooking;
  vouchers: TVoucher[];
  choice: VoucherChoice[number] | undefined;
  onChange: (next: VoucherChoice[number]) => void;
}) {
  const names = booking.serviceItems.map((i) => i.name).join('、');
  const voucherId = choice?.voucherId ?? vouchers[0]!.id;
  return (
    <Stack gap={4} data-testid="calendar-voucher-use" data-booking-id={booking.id}>
      <Checkbox
        label={`使用套票：${names}`}
        checked={choice?.checked ?? false}
        onChange={(e) => onChange({ checked: e.currentTarget.checked, voucherId })}
        data-testid="calendar-voucher-use-check"
      />
      {choice?.checked && vouchers.length > 1 && (
        <Select
          aria-label={`${names} 使用的套票`}
          allowDeselect={false}
          data={vouchers.map((v) => ({ value: String(v.id), label: label(v) }))}
          value={String(voucherId)}
          onChange={(v) => v && onChange({ checked: true, voucherId: Number(v) })}
          comboboxProps={{ withinPortal: true }}
          data-testid="calendar-voucher-use-select"
        />
      )}
      {choice?.checked && vouchers.length === 1 && (
        <Text size="xs" c="dimmed">
          {label(vouchers[0]!)}
        </Text>
      )}
    </Stack>
  );
}

/**
 * 「使用套票」 per booking of a visit being completed, when the customer holds usable vouchers
 * covering its service: a checkbox and which voucher (the one expiring first by default).
 */
export function VoucherUses({
  order,
  vouchers,
  loading,
  choice,
  onChange,
}: {
  order: TOrder;
  vouchers: TVoucher[] | undefined;
  loading: boolean;
  choice: VoucherChoice;
  onChange: (choice: VoucherChoice) => void;
}) {
  const bookings = (order.bookings ?? []).filter((b) => b.status !== 'CANCELLED');
  const offers = bookings
    .map((booking) => {
      const first = firstCoveringVoucher(vouchers ?? [], booking);
      if (!first) return null;
      const rest = coveringVouchers(vouchers ?? [], booking).filter((v) => v.id !== first.id);
      return { booking, vouchers: [first, ...rest] };
    })
    .filter((o) => o !== null);
  if (loading) return <Skeleton h={24} />;
  if (offers.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="calendar-voucher-uses">
      {offers.map((o) => (
        <BookingChoice
          key={o.booking.id}
          booking={o.booking}
          vouchers={o.vouchers}
          choice={choice[o.booking.id]}
          onChange={(next) => onChange({ ...choice, [o.booking.id]: next })}
        />
      ))}
    </Stack>
  );
}
