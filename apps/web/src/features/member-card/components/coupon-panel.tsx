import { Badge, Card, Group, Stack, Tabs, Text } from '@mantine/core';
import { formatPrice, type TMyCoupon } from '@haoyue/contracts';
import { useState, type ReactNode } from 'react';
import { EmptyState } from '../../../ui/empty-state';
import { QueryErrorState } from '../../../ui/error-state';
import { IconGift } from '../../../ui/icons';
import { useCoupons } from '../api/get-coupons';
import { COUPON_TAB_TEXT, COUPON_TABS, type CouponTab } from '../lib/coupon-tabs';
import { couponDiscountLabel, couponTermsLabel, expiryLabel, whenLabel } from '../lib/item-labels';
import { infiniteHistory, LoadMore } from '../../../ui/paged-history';
import { ListSkeleton } from './list-parts';

/** One coupon: the campaign's name, discount, terms, and expiry or when it was used. */
function CouponCard({ coupon }: { coupon: TMyCoupon }) {
  const c = coupon.campaign;
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="article"
      aria-label={c.name}
      data-testid="coupon-card"
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} data-testid="coupon-name">
            {c.name}
          </Text>
          <Badge
            variant="light"
            color="coral"
            style={{ flexShrink: 0 }}
            data-testid="coupon-discount"
          >
            {couponDiscountLabel(c)}
          </Badge>
        </Group>
        {c.description && (
          <Text size="sm" c="dimmed">
            {c.description}
          </Text>
        )}
        <Text size="sm" data-testid="coupon-terms">
          {couponTermsLabel(c)}
        </Text>
        <Text size="xs" c="dimmed" data-testid="coupon-expiry">
          {coupon.redeemedAt
            ? `已於 ${whenLabel(coupon.redeemedAt)} 使用${coupon.discountAmount !== null ? `，折抵 ${formatPrice(coupon.discountAmount, c.currency)}` : ''}`
            : coupon.isExpired
              ? `已過期（${expiryLabel(coupon.expiresAt)}）`
              : expiryLabel(coupon.expiresAt)}
        </Text>
      </Stack>
    </Card>
  );
}

function CouponList({ customerId, tab }: { customerId: number; tab: CouponTab }) {
  const query = useCoupons(customerId, tab);
  if (query.isPending) return <ListSkeleton />;
  if (query.isError) return <QueryErrorState query={query} />;
  const { items: coupons = [], more } = infiniteHistory(query, 'coupon-more');
  if (coupons.length === 0) {
    return <EmptyState title={COUPON_TAB_TEXT[tab].empty} icon={<IconGift size={28} />} />;
  }
  return (
    <Stack gap="sm" data-testid="coupon-list" data-tab={tab}>
      {coupons.map((c) => (
        <CouponCard key={c.id} coupon={c} />
      ))}
      <LoadMore {...more} />
    </Stack>
  );
}

/** 優惠券: tabs 可使用 / 已使用 / 已過期; `above` sits over the tabs (the claim form). */
export function CouponPanel({ customerId, above }: { customerId: number; above?: ReactNode }) {
  const [tab, setTab] = useState<CouponTab>('usable');
  return (
    <Stack gap="md">
      {above}
      <Tabs value={tab} onChange={(v) => v && setTab(v as CouponTab)} keepMounted={false}>
        <Tabs.List grow mb="md">
          {COUPON_TABS.map((t) => (
            <Tabs.Tab key={t} value={t} data-testid={`coupon-tab-${t}`}>
              {COUPON_TAB_TEXT[t].label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {COUPON_TABS.map((t) => (
          <Tabs.Panel key={t} value={t}>
            <CouponList customerId={customerId} tab={t} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
