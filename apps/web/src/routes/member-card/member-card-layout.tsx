import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Outlet, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { useMemberRecord } from '../../features/member-card/api/get-member-cards';
import {
  type MemberCardTab,
  MemberCardNav,
} from '../../features/member-card/components/member-card-nav';
import { AvatarImage } from '../../ui/avatar-image';
import { EmptyState } from '../../ui/empty-state';
import { QueryErrorState } from '../../ui/error-state';
import { NotFoundContent } from '../../ui/not-found-content';
import { SignedInPage } from '../signed-in-page';
import type { MemberCardContext } from './member-card-context';

/** The member card's tabs, each a child route of `/user/member-card/{sellerId}`. */
function memberCardTabs(sellerId: number): MemberCardTab[] {
  const href = (section?: string) => paths.userMemberCard.getHref(sellerId, section);
  return [
    { label: '會員卡', to: href(), end: true, testId: 'member-card-tab-card' },
    { label: '預約', to: href('orders'), testId: 'member-card-tab-orders' },
    { label: '儲值金', to: href('depositories'), testId: 'member-card-tab-depositories' },
    { label: '套票', to: href('vouchers'), testId: 'member-card-tab-vouchers' },
    { label: '優惠券', to: href('coupons'), testId: 'member-card-tab-coupons' },
    { label: '商品', to: href('products'), testId: 'member-card-tab-products' },
    { label: '同意書', to: href('consent-forms'), testId: 'member-card-tab-consent-forms' },
  ];
}

function MemberCardBody({ sellerId }: { sellerId: number }) {
  const query = useMemberRecord(sellerId);
  if (query.isPending) {
    return (
      <Stack gap="md" role="status" aria-label="載入中">
        <Skeleton height={56} radius="lg" />
        <Skeleton height={36} radius="xl" />
        <Skeleton height={240} radius="lg" />
      </Stack>
    );
  }
  if (query.isError) return <QueryErrorState query={query} />;
  const record = query.data;
  if (!record) {
    return (
      <EmptyState
        title="找不到這張會員卡"
        description="您還不是這家店的會員；完成第一次預約後就會有會員卡。"
      />
    );
  }
  const context: MemberCardContext = { record };
  return (
    <>
      <Group gap="sm" wrap="nowrap" mb="md">
        <AvatarImage src={record.memberSummary?.avatarUrl} name={record.sellerName} size={48} />
        <div style={{ minWidth: 0 }}>
          <Text fw={700} size="lg" truncate data-testid="member-card-seller">
            {record.sellerName}
          </Text>
          {record.memberSummary && record.memberSummary.tags.length > 0 && (
            <Group gap={4}>
              {record.memberSummary.tags.map((tag) => (
                <Badge
                  key={tag.id}
                  color={tag.color}
                  variant="light"
                  radius="sm"
                  data-testid="member-card-tag"
                >
                  {tag.name}
                </Badge>
              ))}
            </Group>
          )}
        </div>
      </Group>
      <MemberCardNav tabs={memberCardTabs(sellerId)} />
      <Outlet context={context} />
    </>
  );
}

/**
 * `/user/member-card/{sellerId}`: the seller's header and the tabs (會員卡, 預約, 儲值金, 套票,
 * 優惠券, 商品, 同意書); each tab is a child page reading the user's record at that seller.
 */
export default function MemberCardLayout() {
  const sellerId = Number(useParams().sellerId);
  if (!Number.isSafeInteger(sellerId) || sellerId <= 0) return <NotFoundContent />;
  return (
    <SignedInPage title="會員卡" size="sm">
      <MemberCardBody sellerId={sellerId} />
    </SignedInPage>
  );
}
