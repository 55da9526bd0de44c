import { Button, Group, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import {
  BILLING_INTERVAL_LABELS,
  BILLING_INTERVALS,
  type TBillingInterval,
  type TCard,
  type TPlan,
  type TShopBilling,
  type TSystemOrder,
} from '@haoyue/contracts';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { formatPrice } from '../../../lib/money';
import { DialogActions } from '../../../ui/dialog-actions';
import { ModalDialog } from '../../../ui/modal-dialog';
import { usePurchaseLicence } from '../api/billing';
import { billingDate, cardLabel } from '../lib/labels';
import { CardFields, type CardFieldsHandle } from './card-fields';

/** The price of one period of a plan, tax-inclusive, minor units. */
export const periodPrice = (plan: TPlan, interval: TBillingInterval) =>
  interval === 'YEAR' ? plan.yearlyPrice : plan.monthlyPrice;

/** Props of {@link BuyLicenceDialog}. */
export interface BuyLicenceDialogProps {
  sellerId: number;
  shop: TShopBilling;
  plans: readonly TPlan[];
  card: TCard | null;
  timeZone: string;
  onClose: () => void;
  /** The charge ended (paid, or failed with the bank's reason) without 3-D Secure. */
  onCharged: (order: TSystemOrder) => void;
  /** Leaves for the bank's 3-D Secure page (the browser's address by default). */
  goTo?: (url: string) => void;
}

/**
 * Buys one period of a shop's licence: the plan and 月繳/年繳, the amount, the card charged (or
 * the gateway's fields when there is none). One idempotency key per opening: a retry after a lost
 * answer never charges twice.
 */
export function BuyLicenceDialog({
  sellerId,
  shop,
  plans,
  card,
  timeZone,
  onClose,
  onCharged,
  goTo = (url) => window.location.assign(url),
}: BuyLicenceDialogProps) {
  const current = shop.nextPlan ?? shop.licence?.plan ?? null;
  const [planId, setPlanId] = useState(
    String(plans.find((p) => p.id === current?.id)?.id ?? plans[0]?.id ?? ''),
  );
  const [interval, setInterval] = useState<TBillingInterval>(
    shop.nextInterval ?? shop.licence?.interval ?? 'MONTH',
  );
  const [key, setKey] = useState(newIdempotencyKey);
  const fields = useRef<CardFieldsHandle>(null);
  const [cardReady, setCardReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const purchase = usePurchaseLicence(sellerId);
  const plan = plans.find((p) => String(p.id) === planId);
  const endsLater = shop.licence && Date.parse(shop.licence.endsAt) > Date.now();

  const pay = async () => {
    if (!plan) return;
    setError(null);
    setBusy(true);
    try {
      let prime: string | undefined;
      if (!card) {
        try {
          prime = (await fields.current!.getPrime()).prime;
        } catch (e) {
          setError(e instanceof Error ? e.message : '無法取得卡片資料');
          return;
        }
      }
      const result = await purchase.mutateAsync({
        shopId: shop.shopId,
        planId: plan.id,
        interval,
        idempotencyKey: key,
        ...(prime ? { prime } : {}),
      });
      if (result.paymentUrl) {
        goTo(result.paymentUrl);
        return;
      }
      onCharged(result.order);
    } catch (e) {
      setError(e instanceof Error ? e.message : '付款失敗，請稍後再試');
      // A declined card is a final answer for this key: trying again is a new charge.
      if (e instanceof ApiError && e.code === 'E_PAYMENT_DECLINED') setKey(newIdempotencyKey());
    } finally {
      setBusy(false);
    }
  };

  const amount = plan ? formatPrice(periodPrice(plan, interval), plan.currency) : '—';
  return (
    <ModalDialog opened onClose={busy ? () => {} : onClose} title={`購買授權：${shop.shopName}`}>
      <Stack gap="sm" data-testid="buy-dialog">
        <NativeSelect
          label="方案"
          value={planId}
          onChange={(e) => setPlanId(e.currentTarget.value)}
          data={plans.map((p) => ({ value: String(p.id), label: p.name }))}
          data-testid="buy-plan"
        />
        <Radio.Group
          label="繳費週期"
          value={interval}
          onChange={(v) => setInterval(v as TBillingInterval)}
        >
          <Group gap="lg" mt={4}>
            {BILLING_INTERVALS.map((i) => (
              <Radio
                key={i}
                value={i}
                label={BILLING_INTERVAL_LABELS[i]}
                data-testid={`buy-interval-${i}`}
              />
            ))}
          </Group>
        </Radio.Group>
        <Text size="sm" data-testid="buy-amount">
          本期金額（含稅）：
          <Text span fw={700}>
            {amount}
          </Text>
        </Text>
        <Text size="xs" c="dimmed">
          {endsLater
            ? `新的一期自目前授權到期日 ${billingDate(shop.licence!.endsAt, timeZone)} 起算。`
            : '新的一期自付款完成起算。'}
        </Text>
        {card ? (
          <Text size="sm" data-testid="buy-card">
            將從 {cardLabel(card)} 扣款
          </Text>
        ) : (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              付款卡（付款後會存為付款卡，供自動續約使用）
            </Text>
            <CardFields ref={fields} onStateChange={setCardReady} />
          </Stack>
        )}
        <DialogActions
          error={error}
          errorTestId="buy-error"
          onBack={onClose}
          backLabel="取消"
          backDisabled={busy}
        >
          <Button
            onClick={pay}
            loading={busy}
            disabled={!plan || (!card && !cardReady)}
            data-testid="buy-submit"
          >
            付款 {amount}
          </Button>
        </DialogActions>
      </Stack>
    </ModalDialog>
  );
}
