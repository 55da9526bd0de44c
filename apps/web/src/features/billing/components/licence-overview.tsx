import { Alert, Loader, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { TRIAL_DAYS, type TSystemOrder } from '@haoyue/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryErrorState } from '../../../ui/error-state';
import { useBilling, useConfirmSystemOrder, usePlans } from '../api/billing';
import { BillingProfileForm } from './billing-profile-form';
import { BuyLicenceDialog } from './buy-licence-dialog';
import { OrderOutcome } from './order-outcome';
import { PlanList } from './plan-list';
import { NO_PRORATION_NOTE, ShopLicenceCard } from './shop-licences';
import { SystemOrders } from './system-orders';

/** Props of {@link LicenceOverview}. */
export interface LicenceOverviewProps {
  sellerId: number;
  /** Each shop's time zone (its dates are on its clock); Taipei's when unknown. */
  timeZoneOf: (shopId: number) => string;
  /** Leaves for the bank's 3-D Secure page (the browser's address by default). */
  goTo?: (url: string) => void;
}

/** The query parameter the bank's 3-D Secure page returns with. */
export const RETURN_PARAM = 'systemOrderId';

/**
 * `/dashboard/license`: the plans, each shop's licence (buy, renew, switch, auto-renew), the
 * system orders with their receipts and the receipt details; back from 3-D Secure, the outcome.
 */
export function LicenceOverview({ sellerId, timeZoneOf, goTo }: LicenceOverviewProps) {
  const billing = useBilling(sellerId);
  const plans = usePlans(billing.data?.currency);
  const [buyingShopId, setBuyingShopId] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<TSystemOrder | null>(null);

  let content;
  if (billing.isPending || (billing.isSuccess && plans.isPending)) {
    content = (
      <Stack gap="md" role="status" aria-busy="true" aria-label="載入授權方案">
        <Skeleton h={180} />
        <Skeleton h={140} />
      </Stack>
    );
  } else if (billing.isError) {
    content = <QueryErrorState query={billing} />;
  } else if (plans.isError) {
    content = <QueryErrorState query={plans} />;
  } else {
    const { shops, card, profile, licenceShopQuantity } = billing.data;
    const planList = plans.data ?? [];
    const buying = shops.find((s) => s.shopId === buyingShopId);
    content = (
      <>
        <Stack gap="sm">
          <Title order={2} size="h3">
            方案
          </Title>
          <Text size="sm" c="dimmed">
            每間店家各自購買授權，價格皆為含稅價。新店家享 {TRIAL_DAYS} 天免費試用。
          </Text>
          <PlanList plans={planList} />
        </Stack>

        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" gap="xs">
            <Title order={2} size="h3">
              店家授權
            </Title>
            <Text size="sm" data-testid="licence-shop-quantity">
              目前授權店家數：{licenceShopQuantity} 間
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {NO_PRORATION_NOTE}。
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="shop-licences">
            {shops.map((shop) => (
              <ShopLicenceCard
                key={shop.shopId}
                sellerId={sellerId}
                shop={shop}
                plans={planList}
                timeZone={timeZoneOf(shop.shopId)}
                onBuy={() => setBuyingShopId(shop.shopId)}
              />
            ))}
          </SimpleGrid>
        </Stack>

        <Stack gap="sm">
          <Title order={2} size="h3">
            付款紀錄與收據
          </Title>
          <SystemOrders sellerId={sellerId} />
        </Stack>

        <BillingProfileForm key={JSON.stringify(profile)} sellerId={sellerId} profile={profile} />

        {buying && (
          <BuyLicenceDialog
            sellerId={sellerId}
            shop={buying}
            plans={planList}
            card={card}
            timeZone={timeZoneOf(buying.shopId)}
            onClose={() => setBuyingShopId(null)}
            onCharged={(order) => {
              setBuyingShopId(null);
              setOutcome(order);
            }}
            goTo={goTo}
          />
        )}
      </>
    );
  }

  return (
    <Stack gap="xl">
      <ReturnFromBank sellerId={sellerId} onOutcome={setOutcome} />
      {outcome && <OrderOutcome order={outcome} onClose={() => setOutcome(null)} />}
      {content}
    </Stack>
  );
}

/**
 * Back from the bank's 3-D Secure page (`?systemOrderId=`): asks once how the charge ended,
 * hands the order up and takes the parameter out of the address.
 */
function ReturnFromBank({
  sellerId,
  onOutcome,
}: {
  sellerId: number;
  onOutcome: (order: TSystemOrder) => void;
}) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(RETURN_PARAM);
  const confirm = useConfirmSystemOrder(sellerId);
  const asked = useRef<string | null>(null);
  const report = useRef(onOutcome);
  report.current = onOutcome;

  useEffect(() => {
    if (!raw || asked.current === raw) return;
    asked.current = raw;
    const id = Number(raw);
    const dropParam = () =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete(RETURN_PARAM);
          return next;
        },
        { replace: true },
      );
    if (!Number.isInteger(id) || id < 1) {
      dropParam();
      return;
    }
    confirm.mutate(id, {
      onSuccess: (order) => report.current(order),
      onSettled: dropParam,
    });
  }, [raw, confirm, setParams]);

  if (confirm.isPending) {
    return (
      <Group gap="xs" role="status" data-testid="order-confirming">
        <Loader size="sm" />
        <Text size="sm">正在確認付款結果…</Text>
      </Group>
    );
  }
  if (confirm.isError) {
    return (
      <Alert color="red" role="alert" title="無法確認付款結果" data-testid="order-confirm-error">
        {confirm.error.message}
      </Alert>
    );
  }
  return null;
}
