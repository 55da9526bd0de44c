import { NumberInput, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TSellerShop } from '@haoyue/contracts';
import { useState } from 'react';
import { formatDuration } from '../../../lib/duration';
import { formatPrice } from '../../../lib/money';
import { useUpdatePrepaymentSettings } from '../api/update-prepayment-settings';
import { toMajor, toMinor } from '../../../lib/money';
import { MoneyInput, SaveRow } from '../../../ui/seller-dashboard/form-parts';

type Settings = TSellerShop['prepaymentSettings'];
type Mode = Settings['mode'];

const MODES: { value: Mode; label: string }[] = [
  { value: 'NONE', label: '不收訂金' },
  { value: 'FIXED', label: '固定金額' },
  { value: 'PERCENTAGE', label: '訂單比例' },
];

/** What the prepayment rule asks of an order, in words. */
function describe(settings: Settings, currency: TSellerShop['currency']): string {
  if (settings.mode === 'NONE') return '顧客預約時不需預付。';
  const amount =
    settings.mode === 'FIXED'
      ? formatPrice(settings.fixedAmount, currency)
      : `訂單金額的 ${settings.percentage}%`;
  const floor =
    settings.minOrderPrice > 0
      ? `，訂單滿 ${formatPrice(settings.minOrderPrice, currency)} 才需預付`
      : '';
  return `每筆預約預付 ${amount}${floor}；需在預約後 ${formatDuration(settings.deadlineMinutes)}內付款，逾時自動取消。`;
}

// Form state kept hand-rolled: toggles and amounts that describe one settings object, no field errors.
/** What bookings must prepay: nothing, a fixed amount or a percentage of the order. */
export function PrepaymentForm({ sellerId, shop }: { sellerId: number; shop: TSellerShop }) {
  const [settings, setSettings] = useState<Settings>(shop.prepaymentSettings);
  const save = useUpdatePrepaymentSettings(sellerId, shop.id);
  const set = (patch: Partial<Settings>) => {
    setSettings((s) => ({ ...s, ...patch }));
    save.reset();
  };
  // Props binding a field to its setting: amounts typed in the major unit, counts whole.
  const amountProps = (key: 'fixedAmount' | 'minOrderPrice') => ({
    currency: shop.currency,
    value: toMajor(settings[key], shop.currency),
    onChange: (v: string | number) => set({ [key]: toMinor(Number(v) || 0, shop.currency) }),
  });
  const countProps = (key: 'percentage' | 'deadlineMinutes') => ({
    allowDecimal: false,
    allowNegative: false,
    value: settings[key],
    onChange: (v: string | number) => set({ [key]: Number(v) || 0 }),
  });
  const valid =
    Number.isInteger(settings.fixedAmount) &&
    settings.fixedAmount >= 0 &&
    settings.percentage >= 0 &&
    settings.percentage <= 100 &&
    settings.minOrderPrice >= 0 &&
    settings.deadlineMinutes >= 10 &&
    settings.deadlineMinutes <= 10080 &&
    !(settings.mode === 'FIXED' && settings.fixedAmount <= 0) &&
    !(settings.mode === 'PERCENTAGE' && settings.percentage <= 0);

  return (
    <Stack gap="md" data-testid="prepayment-form">
      <SegmentedControl
        fullWidth
        data={MODES}
        value={settings.mode}
        onChange={(mode) => set({ mode: mode as Mode })}
        aria-label="預付方式"
      />
      {settings.mode !== 'NONE' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {settings.mode === 'FIXED' ? (
            <MoneyInput
              label="訂金金額"
              {...amountProps('fixedAmount')}
              data-testid="prepayment-fixed"
            />
          ) : (
            <NumberInput
              label="訂金比例"
              suffix="%"
              min={1}
              max={100}
              {...countProps('percentage')}
              data-testid="prepayment-percentage"
            />
          )}
          <MoneyInput
            label="最低訂單金額"
            description="低於這個金額的訂單不需預付"
            {...amountProps('minOrderPrice')}
          />
          <NumberInput
            label="付款期限"
            description="預約後多久內要完成付款（10 分鐘至 7 天）"
            suffix=" 分鐘"
            min={10}
            max={10080}
            {...countProps('deadlineMinutes')}
          />
        </SimpleGrid>
      )}
      <Text size="sm" c="dimmed">
        {describe(settings, shop.currency)}
      </Text>
      <SaveRow
        save={save}
        savedNote={save.isSuccess ? '預付設定已儲存' : null}
        onSave={() => save.mutate(settings)}
        disabled={!valid}
        testId="prepayment-save"
      >
        儲存預付設定
      </SaveRow>
    </Stack>
  );
}
