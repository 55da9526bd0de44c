import { Skeleton, Stack } from '@mantine/core';
import { Navigate, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { useMemberRecord } from '../../features/member-card/api/get-member-cards';
import {
  type MemberCardTab,
  MemberCardNav,
} from '../../features/member-card/components/member-card-nav';
import { usePageTitle } from '../../lib/use-page-title';
import { EmptyState } from '../../ui/empty-state';
import { QueryErrorState } from '../../ui/error-state';
import { PageContainer } from '../../ui/page-container';
import type { MemberCardContext } from '../member-card/member-card-context';
import { useLineSession } from './line-session';

/** The LINE area's member tabs: the member card's pages, their links under /line/{sellerId}. */
function lineTabs(sellerId: number): MemberCardTab[] {
  const href = (section: string) => paths.line.getHref(sellerId, section);
  return [
    { label: '會員卡', to: href('my-customer'), end: true, testId: 'line-tab-my-customer' },
    { label: '預約', to: href('orders'), end: true, testId: 'line-tab-orders' },
    { label: '儲值金', to: href('depositories'), testId: 'line-tab-depositories' },
    { label: '套票', to: href('vouchers'), testId: 'line-tab-vouchers' },
    { label: '優惠券', to: href('coupons'), testId: 'line-tab-coupons' },
    { label: '商品', to: href('products'), testId: 'line-tab-products' },
    { label: '同意書', to: href('consent-forms'), testId: 'line-tab-consent-forms' },
    { label: '個人資料', to: href('profile'), testId: 'line-tab-profile' },
  ];
}

function Loading() {
  return (
    <Stack gap="md" role="status" aria-label="載入中">
      <Skeleton height={36} radius="xl" />
      <Skeleton height={240} radius="lg" />
    </Stack>
  );
}

function MemberBody({ sellerId }: { sellerId: number }) {
  const record = useMemberRecord(sellerId);
  if (record.isPending) return <Loading />;
  if (record.isError) return <QueryErrorState query={record} />;
  if (!record.data) {
    return <EmptyState title="找不到會員資料" description="請重新開啟 LINE 會員專區。" />;
  }
  const context: MemberCardContext = { record: record.data };
  return (
    <>
      <MemberCardNav tabs={lineTabs(sellerId)} />
      <Outlet context={context} />
    </>
  );
}

/**
 * The member pages of the LINE area (my-customer, orders, depositories, vouchers, coupons,
 * products, consent-forms): the member card's own pages under the LINE tabs. A LINE user not
 * linked at this seller goes to the phone login first.
 */
export default function LineMemberLayout() {
  const session = useLineSession();
  usePageTitle(session.settings?.defaultShopName ?? '會員專區');
  if (session.isLinked === false) {
    return <Navigate to={paths.line.getHref(session.sellerId, 'login')} replace />;
  }
  return (
    <PageContainer size="sm">
      {session.isLinked === null ? <Loading /> : <MemberBody sellerId={session.sellerId} />}
    </PageContainer>
  );
}
