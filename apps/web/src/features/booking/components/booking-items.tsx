import { Button, Checkbox, Group, Radio, Skeleton, Stack, Text, TextInput } from '@mantine/core';
// The checkbox's and radio's styles: the public pages load Mantine's per component (lib/mantine-public.css).
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import type { TBookingVoucherUse, TCurrency, TService } from '@haoyue/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatPrice } from '../../../lib/money';
import { applicableItemsQueryOptions } from '../api/get-applicable-items';

/** The items a customer chose for the booking: at most one coupon, vouchers per service. */
export interface BookingItemsChoice {
  couponId?: number;
  couponCode?: string;
  voucherUses: TBookingVoucherUse[];
}

export const NO_ITEMS: BookingItemsChoice = { voucherUses: [] };

/** The choice as the order and quote requests carry it (absent fields left out). */
export function itemFields(choice: BookingItemsChoice) {
  return {
    ...(choice.couponId !== undefined ? { couponId: choice.couponId } : {}),
    ...(choice.couponCode !== undefined ? { couponCode: choice.couponCode } : {}),
    ...(choice.voucherUses.length ? { voucherUses: choice.voucherUses } : {}),
  };
}

/** Props of {@link BookingItemsPicker}. */
export interface BookingItemsPickerProps {
  shopId: number;
  services: TService[];
  currency: TCurrency;
  choice: BookingItemsChoice;
  onChange: (choice: BookingItemsChoice) => void;
}

const NONE = 'none';

/**
 * 「使用優惠券」 (one of my coupons that applies, or a code) and 「使用票券」 (a voucher of mine
 * for each service it covers), for a signed-in customer on the booking summary.
 */
export function BookingItemsPicker({
  shopId,
  services,
  currency,
  choice,
  onChange,
}: BookingItemsPickerProps) {
  const applicable = useQuery(
    applicableItemsQueryOptions(
      shopId,
      services.map((s) => s.id),
    ),
  );
  const [code, setCode] = useState('');

  if (applicable.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label="載入優惠券與票券">
        <Skeleton height={20} width="40%" />
        <Skeleton height={40} radius="md" />
      </Stack>
    );
  }
  if (applicable.isError) return null;
  const { coupons, vouchers } = applicable.data;

  const applyCode = () => {
    const typed = code.trim();
    if (!typed) return;
    onChange({ ...choice, couponId: undefined, couponCode: typed });
  };
  const pickCoupon = (value: string) =>
    onChange({
      ...choice,
      couponCode: undefined,
      couponId: value === NONE ? undefined : Number(value),
    });
  const toggleVoucher = (serviceId: number, voucherId: number, on: boolean) => {
    const rest = choice.voucherUses.filter((u) => u.serviceId !== serviceId);
    onChange({ ...choice, voucherUses: on ? [...rest, { serviceId, voucherId }] : rest });
  };
  const coverable = services
    .map((service) => ({
      service,
      voucher: vouchers.find((v) => v.serviceIds.includes(service.id))?.voucher,
    }))
    .filter((x) => x.voucher !== undefined);

  return (
    <Stack gap="md" data-testid="booking-items">
      <Stack gap="xs">
        <Text fw={600}>使用優惠券</Text>
        {coupons.length > 0 && (
          <Radio.Group
            aria-label="選擇優惠券"
            value={choice.couponId !== undefined ? String(choice.couponId) : NONE}
            onChange={pickCoupon}
          >
            <Stack gap="xs">
              <Radio value={NONE} label="不使用優惠券" />
              {coupons.map(({ coupon, discountAmount }) => (
                <Radio
                  key={coupon.id}
                  value={String(coupon.id)}
                  data-testid={`booking-coupon-${coupon.id}`}
                  label={`${coupon.campaign.name}（折 ${formatPrice(discountAmount, currency)}）`}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {choice.couponCode !== undefined ? (
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text size="sm" data-testid="booking-coupon-code-applied">
              已套用優惠碼 {choice.couponCode}
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => onChange({ ...choice, couponCode: undefined })}
            >
              移除
            </Button>
          </Group>
        ) : (
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label="優惠碼"
              placeholder="輸入優惠碼"
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  applyCode();
                }
              }}
              autoCapitalize="characters"
              data-testid="booking-coupon-code"
            />
            <Button variant="light" onClick={applyCode} disabled={!code.trim()}>
              套用
            </Button>
          </Group>
        )}
      </Stack>
      {coverable.length > 0 && (
        <Stack gap="xs">
          <Text fw={600}>使用票券</Text>
          {coverable.map(({ service, voucher }) => (
            <Checkbox
              key={service.id}
              data-testid={`booking-voucher-${service.id}`}
              checked={choice.voucherUses.some((u) => u.serviceId === service.id)}
              onChange={(e) => toggleVoucher(service.id, voucher!.id, e.currentTarget.checked)}
              label={`${service.name}：使用「${voucher!.name}」（剩 ${voucher!.sessionsLeft} 次）`}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
