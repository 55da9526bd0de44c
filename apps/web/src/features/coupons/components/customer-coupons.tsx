import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  List,
} from '@mantine/core';
import {
  COUPON_STATE_LABELS,
  COUPON_STATES,
  couponTermsLabel,
  formatPrice,
  type TCoupon,
  type TCouponSource,
  type TCouponState,
  formatOrderNumber,
} from '@haoyue/contracts';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { formatDateTimeLabel } from '../../../lib/date-labels';
import { ActionDialog } from '../../../ui/action-dialog';
import { QueryErrorState } from '../../../ui/error-state';
import { showNotification } from '../../../ui/notifications';
import { useCouponOrders, useCustomerCoupons, useRedeemCoupon } from '../api/customer-coupons';
import { windowLabel } from '../lib/campaign-draft';
import { RecordSection } from '../../../ui/record-section';
import { QueryStates } from '../../../ui/query-states';
import { TabPanels } from '../../../ui/tab-panels';
import type { CustomerScope } from '../../../lib/customer-scope';
import { newIdempotencyKey } from '../../../lib/idempotency-key';

const SOURCE_LABELS: Record<TCouponSource, string> = {
  DIRECT: '店家發送',
  TAG: '依標籤發送',
  CODE: '優惠碼領取',
};

/** Redeems a coupon against one of the customer's non-cancelled orders, showing the discount. */
function RedeemDialog({
  sellerId,
  customerId,
  coupon,
  timeZone,
  onClose,
}: CustomerScope & { coupon: TCoupon; onClose: () => void }) {
  const orders = useCouponOrders(sellerId, customerId, coupon.id);
  const applicable = orders.data?.filter((o) => o.applicable) ?? [];
  const redeem = useRedeemCoupon(sellerId, customerId);
  const [orderId, setOrderId] = useState<string | null>(null);
  // One key per chosen order: a retry after a lost answer is the same redemption.
  const [attempt, setAttempt] = useState<{ orderId: string; key: string } | null>(null);
  const [discount, setDiscount] = useState<number | null>(null);
  const submit = () => {
    if (!orderId) return;
    const current = attempt?.orderId === orderId ? attempt : { orderId, key: newIdempotencyKey() };
    setAttempt(current);
    redeem.mutate(
      { couponId: coupon.id, orderId: Number(orderId), idempotencyKey: current.key },
      {
        onSuccess: ({ discountAmount }) => {
          setDiscount(discountAmount);
          showNotification({
            color: 'teal',
            message: `已兌換優惠券，折抵 ${formatPrice(discountAmount, coupon.campaign.currency)}`,
          });
        },
      },
    );
  };
  return (
    <ActionDialog
      title="兌換優惠券"
      onClose={onClose}
      testId="coupon-redeem-dialog"
      action={
        discount === null
          ? {
              label: '兌換',
              onClick: submit,
              disabled: !orderId,
              save: redeem,
              testId: 'coupon-redeem-confirm',
              errorTestId: 'coupon-redeem-error',
            }
          : undefined
      }
    >
      <Text size="sm">
        {coupon.campaign.name}・{couponTermsLabel(coupon.campaign)}
      </Text>
      {discount !== null ? (
        <>
          <Alert color="teal" variant="light" data-testid="coupon-redeem-result">
            已兌換，本筆訂單折抵 {formatPrice(discount, coupon.campaign.currency)}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>完成</Button>
          </Group>
        </>
      ) : (
        <>
          {orders.isPending ? (
            <Skeleton h={60} />
          ) : orders.isError ? (
            <QueryErrorState query={orders} />
          ) : applicable.length === 0 ? (
            <Stack gap={4} data-testid="coupon-redeem-none">
              <Text size="sm" c="dimmed">
                這位顧客沒有可以使用這張優惠券的訂單。
              </Text>
              {orders.data.length > 0 && (
                <List size="sm" spacing={2} data-testid="coupon-redeem-reasons">
                  {orders.data.slice(0, 5).map((o) => (
                    <List.Item key={o.orderId}>
                      {formatOrderNumber(o.orderNumber)}（
                      {formatDateTimeLabel(o.startsAt, o.timeZone)}）：{o.reason}
                    </List.Item>
                  ))}
                </List>
              )}
            </Stack>
          ) : (
            <Select
              label="選擇訂單"
              placeholder="選擇要折抵的訂單"
              description={
                applicable.length < orders.data.length
                  ? `只列出可使用這張優惠券的訂單（${orders.data.length - applicable.length} 筆不適用）`
                  : undefined
              }
              data={applicable.map((o) => ({
                value: String(o.orderId),
                label: `${formatDateTimeLabel(o.startsAt, o.timeZone)}・${formatPrice(o.totalPrice, o.currency)}・${formatOrderNumber(o.orderNumber)}・折抵 ${formatPrice(o.discountAmount ?? 0, o.currency)}`,
              }))}
              value={orderId}
              onChange={(v) => {
                setOrderId(v);
                redeem.reset();
              }}
              comboboxProps={{ withinPortal: true }}
              data-testid="coupon-redeem-order"
            />
          )}
          <Text size="xs" c="dimmed">
            每筆訂單限用一張優惠券。使用期間：{windowLabel(coupon.campaign, timeZone)}
          </Text>
        </>
      )}
    </ActionDialog>
  );
}

function CouponCard({
  coupon,
  timeZone,
  onRedeem,
}: {
  coupon: TCoupon;
  timeZone: string;
  onRedeem?: () => void;
}) {
  const { campaign } = coupon;
  return (
    <Card withBorder padding="sm" data-testid="customer-coupon">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {campaign.name}
          </Text>
          <Text size="sm" fw={700} c="coral.7">
            {couponTermsLabel(campaign)}
          </Text>
          <Text size="xs" c="dimmed">
            {windowLabel(campaign, timeZone)}・
            {campaign.scope === 'ORDER'
              ? '整筆訂單'
              : campaign.services.map((s) => s.name).join('、')}
            ・{SOURCE_LABELS[coupon.source]}
          </Text>
          {coupon.state === 'REDEEMED' && (
            <Text size="xs" data-testid="customer-coupon-redeemed">
              {coupon.redeemedAt ? formatDateTimeLabel(coupon.redeemedAt, timeZone) : ''} 用於訂單{' '}
              {coupon.orderNumber ? formatOrderNumber(coupon.orderNumber) : ''}，折抵{' '}
              {formatPrice(coupon.discountAmount ?? 0, campaign.currency)}
            </Text>
          )}
        </Stack>
        {onRedeem ? (
          <Button size="compact-sm" onClick={onRedeem} data-testid="customer-coupon-redeem">
            兌換
          </Button>
        ) : (
          <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
            {COUPON_STATE_LABELS[coupon.state]}
          </Badge>
        )}
      </Group>
    </Card>
  );
}

function CouponTab({
  sellerId,
  customerId,
  state,
  timeZone,
  onRedeem,
}: CustomerScope & { state: TCouponState; onRedeem: (coupon: TCoupon) => void }) {
  const list = useCustomerCoupons(sellerId, customerId, state);
  return (
    <QueryStates
      query={list}
      items={list.data?.data}
      skeletonHeight={80}
      empty={{ title: `沒有${COUPON_STATE_LABELS[state]}的優惠券` }}
    >
      {(coupons) => (
        <Stack gap="xs" data-testid={`customer-coupons-${state.toLowerCase()}`}>
          {coupons.map((coupon) => (
            <CouponCard
              key={coupon.id}
              coupon={coupon}
              timeZone={timeZone}
              {...(state === 'USABLE' ? { onRedeem: () => onRedeem(coupon) } : {})}
            />
          ))}
        </Stack>
      )}
    </QueryStates>
  );
}

const TABS = COUPON_STATES.map((state) => ({ value: state, label: COUPON_STATE_LABELS[state] }));

/** A customer's coupons on their record: 可使用 / 已使用 / 已過期, and 兌換 at the counter. */
export function CustomerCoupons(scope: CustomerScope) {
  const [redeeming, setRedeeming] = useState<TCoupon | null>(null);
  // The record above already says when the customer is not the seller's.
  const usable = useCustomerCoupons(scope.sellerId, scope.customerId, 'USABLE');
  if (usable.error instanceof ApiError && usable.error.status === 404) return null;
  return (
    <RecordSection title="優惠券" variant="plain" testId="customer-coupons">
      <TabPanels
        tabs={TABS}
        grow={false}
        listMb={0}
        panelPt="sm"
        tabTestId={(state) => `customer-coupons-tab-${state.toLowerCase()}`}
      >
        {(tab) => <CouponTab {...scope} state={tab.value} onRedeem={setRedeeming} />}
      </TabPanels>
      {redeeming && (
        <RedeemDialog {...scope} coupon={redeeming} onClose={() => setRedeeming(null)} />
      )}
    </RecordSection>
  );
}
