import { NumberInput, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { type TSellerShop, ZUpdatePrepaymentSettingsRequest } from '@haoyue/contracts';
import { useContractForm } from '../../../lib/use-contract-form';
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

/**
 * The settings' schema: the contract's, and the rules the API checks past it (a fixed amount or
 * a percentage above 0 in their modes, refused by the shop prepayment module), mirrored here.
 */
const prepaymentSchema = ZUpdatePrepaymentSettingsRequest.refine(
  (s) => !(s.mode === 'FIXED' && s.fixedAmount <= 0),
  { message: '請輸入訂金金額', path: ['fixedAmount'] },
).refine((s) => !(s.mode === 'PERCENTAGE' && s.percentage <= 0), {
  message: '請輸入訂金比例',
  path: ['percentage'],
});

/** What bookings must prepay: nothing, a fixed amount or a percentage of the order. */
export function PrepaymentForm({ sellerId, shop }: { sellerId: number; shop: TSellerShop }) {
  const save = useUpdatePrepaymentSettings(sellerId, shop.id);
  // No field errors shown: a setting out of its range holds the save back, as before.
  const form = useContractForm({
    initialValues: { ...shop.prepaymentSettings } as Settings & Record<string, unknown>,
    schema: prepaymentSchema,
    toBody: (values: Settings): Settings => values,
    onValuesChange: () => save.reset(),
  });
  const settings = form.values;
  const set = (patch: Partial<Settings>) => form.setValues(patch);
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
  const valid = Object.keys(form.errorsNow()).length === 0;

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
        onSave={() => save.mutate(form.body())}
        disabled={!valid}
        testId="prepayment-save"
      >
        儲存預付設定
      </SaveRow>
    </Stack>
  );
}
