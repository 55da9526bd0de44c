import { Anchor, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { SELLER_ROLE_LABELS, type TAdminSellerDetail } from '@haoyue/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { adminSellerQuery } from '../../features/admin/api/sellers';
import { AdminPageHeader, Field } from '../../features/admin/components/admin-page-header';
import { AdminSystemOrderList } from '../../features/admin/components/system-order-list';
import { RecordQuery } from '../../features/admin/components/record-query';
import { adminTime, personName, phoneLabel } from '../../features/admin/lib/labels';
import { ReviewStatusBadge } from '../../ui/review-status-badge';
import { usePageTitle } from '../../lib/use-page-title';
import { RecordSection } from '../../ui/record-section';

/** The seller's system orders, paged here (the page's address keeps no filters). */
function SellerSystemOrders({ sellerId }: { sellerId: number }) {
  const [page, setPage] = useState(1);
  return (
    <AdminSystemOrderList filter={{ sellerId }} page={page} onPage={setPage} filtered={false} />
  );
}

function SellerDetail({ seller }: { seller: TAdminSellerDetail }) {
  usePageTitle(`${seller.displayName}・商家`);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.adminSellers.getHref()} size="sm">
        ← 商家列表
      </Anchor>
      <AdminPageHeader title={seller.displayName} subtitle={`商家 ID ${seller.id}`} />
      <RecordSection title="基本資料">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <Field label="負責人">{seller.owner ? personName(seller.owner) : '—'}</Field>
          <Field label="負責人手機">{phoneLabel(seller.owner?.phoneNumber)}</Field>
          <Field label="建立時間">{adminTime(seller.createdAt)}</Field>
          <Field label="店家（未停用）">{seller.shopCount} 間</Field>
          <Field label="目前授權的店家">{seller.licensedShopCount} 間</Field>
          <Field label="成員">{seller.memberCount} 位</Field>
        </SimpleGrid>
      </RecordSection>
      <RecordSection title="店家">
        {seller.shops.length === 0 ? (
          <Text size="sm" c="dimmed">
            還沒有店家
          </Text>
        ) : (
          <Stack gap="xs" data-testid="seller-shops">
            {seller.shops.map((shop) => (
              <Card key={shop.id} withBorder padding="xs">
                <Group justify="space-between" gap="xs">
                  <Text size="sm" fw={600}>
                    {shop.displayName}
                  </Text>
                  <ReviewStatusBadge status={shop.reviewStatus} />
                </Group>
                <Text size="xs" c="dimmed">
                  ID {shop.id}・{shop.cityName}・建立於 {adminTime(shop.createdAt)}
                </Text>
                <Text size="xs" c="dimmed">
                  授權：
                  {shop.licence
                    ? `${shop.licence.planName}（至 ${adminTime(shop.licence.endsAt)}）`
                    : '無'}
                </Text>
              </Card>
            ))}
          </Stack>
        )}
      </RecordSection>
      <RecordSection title="系統訂單">
        <SellerSystemOrders sellerId={seller.id} />
      </RecordSection>
      <RecordSection title="成員">
        <Stack gap="xs" data-testid="seller-members">
          {seller.members.map((m) => (
            <Group key={m.userId} justify="space-between" gap="xs">
              <Anchor component={Link} to={paths.adminUser.getHref(m.userId)} size="sm">
                {personName(m)}・{phoneLabel(m.phoneNumber)}
              </Anchor>
              <Text size="sm" c="dimmed">
                {SELLER_ROLE_LABELS[m.role]}
              </Text>
            </Group>
          ))}
        </Stack>
      </RecordSection>
    </Stack>
  );
}

/** /admin/seller/:sellerId: a seller's shops and members. */
export default function AdminSellerPage() {
  const sellerId = Number(useParams().sellerId);
  const query = adminSellerQuery.use(sellerId);
  return <RecordQuery query={query}>{(seller) => <SellerDetail seller={seller} />}</RecordQuery>;
}
