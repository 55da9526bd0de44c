import { Stack, Text } from '@mantine/core';
import { formatPrice, type TMyCoupon } from '@haoyue/contracts';
import type { ReactNode } from 'react';
import { IconGift } from '../../../ui/icons';
import { QueryStates } from '../../../ui/query-states';
import { TabPanels } from '../../../ui/tab-panels';
import { useCoupons } from '../api/get-coupons';
import { COUPON_TAB_TEXT, COUPON_TABS, type CouponTab } from '../lib/coupon-tabs';
import { couponDiscountLabel, couponTermsLabel, expiryLabel, whenLabel } from '../lib/item-labels';
import { infiniteHistory, LoadMore } from '../../../ui/paged-history';
import { ListSkeleton } from '../../../ui/list-skeleton';
import { ItemCard } from './list-parts';

/** One coupon: the campaign's name, discount, terms, and expiry or when it was used. */
function CouponCard({ coupon }: { coupon: TMyCoupon }) {
  const c = coupon.campaign;
  return (
    <ItemCard
      kind="coupon"
      name={c.name}
      gap={4}
      badge={{ text: couponDiscountLabel(c), color: 'coral', testId: 'coupon-discount' }}
    >
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
    </ItemCard>
  );
}

function CouponList({ customerId, tab }: { customerId: number; tab: CouponTab }) {
  const query = useCoupons(customerId, tab);
  const { items, more } = infiniteHistory(query, 'coupon-more');
  return (
    <QueryStates
      query={query}
      items={items ?? []}
      loading={<ListSkeleton count={3} height={120} />}
      empty={{ title: COUPON_TAB_TEXT[tab].empty, icon: <IconGift size={28} /> }}
    >
      {(coupons) => (
        <Stack gap="sm" data-testid="coupon-list" data-tab={tab}>
          {coupons.map((c) => (
            <CouponCard key={c.id} coupon={c} />
          ))}
          <LoadMore {...more} />
        </Stack>
      )}
    </QueryStates>
  );
}

const TABS = COUPON_TABS.map((value) => ({ value, label: COUPON_TAB_TEXT[value].label }));

/** 優惠券: tabs 可使用 / 已使用 / 已過期; `above` sits over the tabs (the claim form). */
export function CouponPanel({ customerId, above }: { customerId: number; above?: ReactNode }) {
  return (
    <Stack gap="md">
      {above}
      <TabPanels tabs={TABS} tabTestId={(t) => `coupon-tab-${t}`}>
        {(t) => <CouponList customerId={customerId} tab={t.value} />}
      </TabPanels>
    </Stack>
  );
}
