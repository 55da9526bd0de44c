import { Button, Card, Group, NativeSelect, Radio, Stack, Switch, Text } from '@mantine/core';
import {
  BILLING_INTERVAL_LABELS,
  BILLING_INTERVALS,
  LICENCE_STANDING_LABELS,
  type TBillingInterval,
  type TPlan,
  type TShopBilling,
} from '@haoyue/contracts';
import { useState } from 'react';
import { DialogActions } from '../../../ui/dialog-actions';
import { ModalDialog } from '../../../ui/modal-dialog';
import { showNotification } from '../../../ui/notifications';
import { useUpdateLicence } from '../api/billing';
import { billingDate, STANDING_COLORS } from '../lib/labels';
import { StateBadge } from '../../../ui/state-badge';

/** What the API never does on a switch: say it where the owner chooses. */
export const NO_PRORATION_NOTE = '方案變更自下一期起生效，本期不按比例計費';

/** Props of {@link ShopLicenceCard}. */
export interface ShopLicenceCardProps {
  sellerId: number;
  shop: TShopBilling;
  plans: readonly TPlan[];
  timeZone: string;
  onBuy: () => void;
}

/** One shop's licence: plan, standing, end date, auto-renew, the next period's plan. */
export function ShopLicenceCard({ sellerId, shop, plans, timeZone, onBuy }: ShopLicenceCardProps) {
  const update = useUpdateLicence(sellerId);
  const [switching, setSwitching] = useState(false);
  const { licence } = shop;
  const nextPlan = shop.nextPlan ?? licence?.plan ?? null;
  const nextInterval = shop.nextInterval ?? licence?.interval ?? null;
  const toggleAutoRenew = (autoRenew: boolean) => {
    if (!nextPlan || !nextInterval) return;
    update.mutate(
      { shopId: shop.shopId, nextPlanId: nextPlan.id, nextInterval, autoRenew },
      {
        onSuccess: () =>
          showNotification({
            color: 'teal',
            message: autoRenew ? '已開啟自動續約' : '已關閉自動續約',
          }),
      },
    );
  };
  return (
    <Card withBorder radius="md" padding="md" data-testid="shop-licence">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {shop.shopName}
          </Text>
          <StateBadge
            state={shop.standing}
            colors={STANDING_COLORS}
            labels={LICENCE_STANDING_LABELS}
            testId="shop-licence-standing"
          />
        </Group>
        {licence ? (
          <Stack gap={2}>
            <Text size="sm">
              方案：{licence.plan.name}（{BILLING_INTERVAL_LABELS[licence.interval]}）
            </Text>
            <Text size="sm" data-testid="shop-licence-ends">
              到期日：{billingDate(shop.coveredUntil ?? licence.endsAt, timeZone)}
            </Text>
            {shop.coveredUntil && shop.coveredUntil !== licence.endsAt && (
              <Text size="xs" c="dimmed">
                本期至 {billingDate(licence.endsAt, timeZone)}，之後的期間已付款
              </Text>
            )}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            尚未購買授權
          </Text>
        )}
        {shop.standing === 'GRACE' && shop.graceEndsAt && (
          <Text size="sm" c="orange.9">
            寬限期至 {billingDate(shop.graceEndsAt, timeZone)}，之後將暫停線上預約。
          </Text>
        )}
        {shop.onlineBookingPaused && (
          <Text size="sm" c="red.8" fw={600}>
            線上預約已暫停，付款後立即恢復。
          </Text>
        )}
        {shop.autoRenew && nextPlan && nextInterval && (
          <Text size="sm" data-testid="shop-licence-next">
            下一期：{nextPlan.name}（{BILLING_INTERVAL_LABELS[nextInterval]}）
            {shop.renewsAt ? `，${billingDate(shop.renewsAt, timeZone)} 扣款` : ''}
          </Text>
        )}
        {!shop.autoRenew && licence && (
          <Text size="sm" c="dimmed" data-testid="shop-licence-next">
            到期後不自動續約
          </Text>
        )}
        <Switch
          label="自動續約"
          checked={shop.autoRenew}
          disabled={!nextPlan || update.isPending}
          onChange={(e) => toggleAutoRenew(e.currentTarget.checked)}
          data-testid="shop-licence-auto-renew"
        />
        {update.error && !switching && (
          <Text size="sm" c="red.8" role="alert">
            {update.error.message}
          </Text>
        )}
        <Group gap="xs">
          <Button size="sm" onClick={onBuy} data-testid="shop-licence-buy">
            {licence ? '續約' : '購買授權'}
          </Button>
          {nextPlan && (
            <Button
              size="sm"
              variant="light"
              onClick={() => setSwitching(true)}
              data-testid="shop-licence-switch"
            >
              變更方案
            </Button>
          )}
        </Group>
      </Stack>
      {switching && nextPlan && nextInterval && (
        <SwitchPlanDialog
          sellerId={sellerId}
          shop={shop}
          plans={plans}
          planId={nextPlan.id}
          interval={nextInterval}
          onClose={() => setSwitching(false)}
        />
      )}
    </Card>
  );
}

function SwitchPlanDialog({
  sellerId,
  shop,
  plans,
  planId: initialPlanId,
  interval: initialInterval,
  onClose,
}: {
  sellerId: number;
  shop: TShopBilling;
  plans: readonly TPlan[];
  planId: number;
  interval: TBillingInterval;
  onClose: () => void;
}) {
  const update = useUpdateLicence(sellerId);
  const [planId, setPlanId] = useState(String(initialPlanId));
  const [interval, setInterval] = useState(initialInterval);
  const save = () =>
    update.mutate(
      {
        shopId: shop.shopId,
        nextPlanId: Number(planId),
        nextInterval: interval,
        autoRenew: shop.autoRenew,
      },
      {
        onSuccess: () => {
          showNotification({ color: 'teal', message: '已變更下一期的方案' });
          onClose();
        },
      },
    );
  return (
    <ModalDialog opened onClose={onClose} title={`變更方案：${shop.shopName}`}>
      <Stack gap="sm" data-testid="switch-plan-dialog">
        <Text size="sm" fw={600}>
          {NO_PRORATION_NOTE}。
        </Text>
        <NativeSelect
          label="下一期方案"
          value={planId}
          onChange={(e) => setPlanId(e.currentTarget.value)}
          data={plans.map((p) => ({ value: String(p.id), label: p.name }))}
          data-testid="switch-plan"
        />
        <Radio.Group
          label="下一期繳費週期"
          value={interval}
          onChange={(v) => setInterval(v as TBillingInterval)}
        >
          <Group gap="lg" mt={4}>
            {BILLING_INTERVALS.map((i) => (
              <Radio key={i} value={i} label={BILLING_INTERVAL_LABELS[i]} />
            ))}
          </Group>
        </Radio.Group>
        <DialogActions error={update.error?.message} onBack={onClose} backLabel="取消">
          <Button onClick={save} loading={update.isPending} data-testid="switch-plan-save">
            儲存
          </Button>
        </DialogActions>
      </Stack>
    </ModalDialog>
  );
}
