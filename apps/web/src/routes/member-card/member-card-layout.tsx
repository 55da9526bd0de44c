import { Skeleton, Stack } from '@mantine/core';
import { Outlet, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { useMemberRecord } from '../../features/member-card/api/get-member-cards';
import {
  type MemberCardTab,
  MemberCardNav,
} from '../../features/member-card/components/member-card-nav';
import { MemberCardHead } from '../../features/member-card/components/member-card-head';
import { EmptyState } from '../../ui/empty-state';
import { QueryErrorState } from '../../ui/error-state';
import { NotFoundContent } from '../../ui/not-found-content';
import { SignedInPage } from '../signed-in-page';
import type { MemberCardContext } from './member-card-context';

/** The member card's sections after the card itself, by path segment. */
const SECTIONS: [section: string, label: string][] = [
  ['orders', '預約'],
  ['depositories', '儲值金'],
  ['vouchers', '套票'],
  ['coupons', '優惠券'],
  ['products', '商品'],
  ['consent-forms', '同意書'],
];

/** The member card's tabs, each a child route of `/user/member-card/{sellerId}`. */
function memberCardTabs(sellerId: number): MemberCardTab[] {
  return [
    {
      label: '會員卡',
      to: paths.userMemberCard.getHref(sellerId),
      end: true,
      testId: 'member-card-tab-card',
    },
    ...SECTIONS.map(([section, label]) => ({
      label,
      to: paths.userMemberCard.getHref(sellerId, section),
      testId: `member-card-tab-${section}`,
    })),
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
      <MemberCardHead record={record} large mb="md" />
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
