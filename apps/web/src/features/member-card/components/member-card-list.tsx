import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatPrice, type TCustomer } from '@haoyue/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../ui/empty-state';
import { IconWallet } from '../../../ui/icons';
import { QueryStates } from '../../../ui/query-states';
import { ListSkeleton } from '../../../ui/list-skeleton';
import { useMemberCards } from '../api/get-member-cards';
import { SearchShopsButton } from './list-parts';
import { MemberCardHead } from './member-card-head';

/** One seller's card: avatar, name, my tags, stored value, usable vouchers and coupons. */
function MemberCardItem({ record }: { record: TCustomer }) {
  const summary = record.memberSummary;
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component={Link}
      to={paths.userMemberCard.getHref(record.sellerId)}
      data-testid="member-card-item"
      data-seller-id={record.sellerId}
    >
      <Stack gap="sm">
        <MemberCardHead record={record} />
        {summary && (
          <Group gap="lg" wrap="wrap">
            <div>
              <Text size="xs" c="dimmed">
                儲值金
              </Text>
              <Text fw={700} c="coral.8" data-testid="member-card-balance">
                {formatPrice(summary.balance, summary.currency)}
              </Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                套票
              </Text>
              <Text fw={700} data-testid="member-card-vouchers">
                套票 {summary.usableVoucherCount} 張
              </Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                優惠券
              </Text>
              <Text fw={700} data-testid="member-card-coupons">
                優惠券 {summary.usableCouponCount} 張
              </Text>
            </div>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** 會員卡: one card per seller the user is a customer of; an empty state pointing to search. */
export function MemberCardList() {
  const query = useMemberCards();
  return (
    <QueryStates
      query={query}
      items={query.data}
      loading={<ListSkeleton count={3} height={120} />}
      empty={
        <EmptyState
          title="還沒有會員卡"
          description="在店家完成第一次預約後，就會在這裡看到您的會員卡、儲值金與套票。"
          icon={<IconWallet size={28} />}
        >
          <SearchShopsButton testId="member-card-search" />
        </EmptyState>
      }
    >
      {(records) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="member-card-list">
          {records.map((record) => (
            <MemberCardItem key={record.id} record={record} />
          ))}
        </SimpleGrid>
      )}
    </QueryStates>
  );
}
