import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Select,
  Skeleton,
  Stack,
  Tabs,
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
import { DialogActions } from '../../../ui/dialog-actions';
import { EmptyState } from '../../../ui/empty-state';
import { QueryErrorState } from '../../../ui/error-state';
import { showNotification } from '../../../ui/notifications';
import { useCouponOrders, useCustomerCoupons, useRedeemCoupon } from '../api/customer-coupons';
import { windowLabel } from '../lib/campaign-draft';
import { RecordSection } from '../../../ui/record-section';

const SOURCE_LABELS: Record<TCouponSource, string> = {
  DIRECT: '店家發送',
  TAG: '依標籤發送',
  CODE: '優惠碼領取',
};

/** A fresh key for one redeem click; a retry of that click reuses it, so nothing is redeemed twice. */
function newKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** Redeems a coupon against one of the customer's non-cancelled orders, showing the discount. */
function RedeemDialog({
  sellerId,
  customerId,
  coupon,
  timeZone,
  onClose,
}: {
  sellerId: number;
  customerId: number;
  coupon: TCoupon;
  timeZone: string;
  onClose: () => void;
}) {
  const orders = useCouponOrders(sellerId, customerId, coupon.id);
  const applicable = orders.data?.filter((o) => o.applicable) ?? [];
  const redeem = useRedeemCoupon(sellerId, customerId);
  const [orderId, setOrderId] = useState<string | null>(null);
  // One key per chosen order: a retry after a lost answer is the same redemption.
  const [attempt, setAttempt] = useState<{ orderId: string; key: string } | null>(null);
  const [discount, setDiscount] = useState<number | null>(null);
  const submit = () => {
    if (!orderId) return;
    const current = attempt?.orderId === orderId ? attempt : { orderId, key: newKey() };
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
    <Modal
      opened
      onClose={onClose}
      title="兌換優惠券"
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': '關閉' }}
    >
      <Stack gap="sm" data-testid="coupon-redeem-dialog">
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
            <DialogActions
              error={redeem.error?.message}
              errorTestId="coupon-redeem-error"
              onBack={onClose}
              backLabel="取消"
            >
              <Button
                onClick={submit}
                disabled={!orderId}
                loading={redeem.isPending}
                data-testid="coupon-redeem-confirm"
              >
                兌換
              </Button>
            </DialogActions>
          </>
        )}
      </Stack>
    </Modal>
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
}: {
  sellerId: number;
  customerId: number;
  state: TCouponState;
  timeZone: string;
  onRedeem: (coupon: TCoupon) => void;
}) {
  const list = useCustomerCoupons(sellerId, customerId, state);
  if (list.isPending) {
    return (
      <div role="status" aria-label="載入中">
        <Skeleton h={80} />
      </div>
    );
  }
  if (list.isError) return <QueryErrorState query={list} />;
  if (list.data.data.length === 0) {
    return <EmptyState title={`沒有${COUPON_STATE_LABELS[state]}的優惠券`} />;
  }
  return (
    <Stack gap="xs" data-testid={`customer-coupons-${state.toLowerCase()}`}>
      {list.data.data.map((coupon) => (
        <CouponCard
          key={coupon.id}
          coupon={coupon}
          timeZone={timeZone}
          {...(state === 'USABLE' ? { onRedeem: () => onRedeem(coupon) } : {})}
        />
      ))}
    </Stack>
  );
}

/** A customer's coupons on their record: 可使用 / 已使用 / 已過期, and 兌換 at the counter. */
export function CustomerCoupons({
  sellerId,
  customerId,
  timeZone,
}: {
  sellerId: number;
  customerId: number;
  timeZone: string;
}) {
  const [tab, setTab] = useState<TCouponState>('USABLE');
  const [redeeming, setRedeeming] = useState<TCoupon | null>(null);
  // The record above already says when the customer is not the seller's.
  const usable = useCustomerCoupons(sellerId, customerId, 'USABLE');
  if (usable.error instanceof ApiError && usable.error.status === 404) return null;
  return (
    <RecordSection title="優惠券" variant="plain" testId="customer-coupons">
      <Tabs value={tab} onChange={(v) => v && setTab(v as TCouponState)} keepMounted={false}>
        <Tabs.List>
          {COUPON_STATES.map((state) => (
            <Tabs.Tab
              key={state}
              value={state}
              data-testid={`customer-coupons-tab-${state.toLowerCase()}`}
            >
              {COUPON_STATE_LABELS[state]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {COUPON_STATES.map((state) => (
          <Tabs.Panel key={state} value={state} pt="sm">
            <CouponTab
              sellerId={sellerId}
              customerId={customerId}
              state={state}
              timeZone={timeZone}
              onRedeem={setRedeeming}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      {redeeming && (
        <RedeemDialog
          sellerId={sellerId}
          customerId={customerId}
          coupon={redeeming}
          timeZone={timeZone}
          onClose={() => setRedeeming(null)}
        />
      )}
    </RecordSection>
  );
}
