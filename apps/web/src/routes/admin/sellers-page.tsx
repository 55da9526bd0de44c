import { Stack, Text } from '@mantine/core';
import { ADMIN_SELLER_SORTS, type TAdminSellerRow } from '@haoyue/contracts';
import { paths } from '../../config/paths';
import { adminSellersQuery } from '../../features/admin/api/sellers';
import { AdminPageHeader, IdNote } from '../../features/admin/components/admin-page-header';
import { AdminPagedList } from '../../features/admin/components/paged-list';
import { SearchBox } from '../../features/admin/components/search-box';
import { SortSelect } from '../../features/admin/components/sort-select';
import { adminTime, personName, phoneLabel } from '../../features/admin/lib/labels';
import { oneOf, useUrlFilters } from '../../features/admin/lib/url-filters';
import { usePageTitle } from '../../lib/use-page-title';
import { IconStore } from '../../ui/icons';
import { LinkCard } from '../../ui/link-card';

const SORT_OPTIONS = ADMIN_SELLER_SORTS.map((s) => ({
  value: s,
  label: s === 'name' ? '商家名稱' : s === 'newest' ? '最新建立' : '最早建立',
}));

function SellerCard({ seller }: { seller: TAdminSellerRow }) {
  return (
    <LinkCard
      to={paths.adminSeller.getHref(seller.id)}
      title={seller.displayName}
      aside={<IdNote id={seller.id} />}
      testId="admin-seller-card"
    >
      <Text size="sm">
        負責人：
        {seller.owner
          ? `${personName(seller.owner)}・${phoneLabel(seller.owner.phoneNumber)}`
          : '—'}
      </Text>
      <Text size="xs" c="dimmed">
        成員 {seller.memberCount} 位・店家 {seller.shopCount} 間・授權店家{' '}
        {seller.licensedShopCount} 間
      </Text>
      <Text size="xs" c="dimmed">
        建立於 {adminTime(seller.createdAt)}
      </Text>
    </LinkCard>
  );
}

/** /admin/seller: sellers with owner, members and shops; searched on the server. */
export default function AdminSellersPage() {
  usePageTitle('商家');
  const { values, page, set } = useUrlFilters(['q', 'sort'] as const);
  const filter = {
    q: values.q || undefined,
    sort: oneOf(ADMIN_SELLER_SORTS, values.sort),
    page,
  };
  const list = adminSellersQuery.use(filter);
  return (
    <Stack gap="md">
      <AdminPageHeader title="商家" subtitle="以商家名稱、商家 ID 或負責人手機搜尋" />
      <SearchBox
        label="搜尋商家"
        placeholder="例如 好約美髮、42 或 0912-345-678"
        value={values.q}
        onSearch={(q) => set({ q })}
        busy={list.isFetching && !list.isPending}
        testId="admin-seller-search"
      />
      <SortSelect
        data={SORT_OPTIONS}
        value={filter.sort}
        onSort={(sort) => set({ sort })}
        maw={200}
        data-testid="admin-seller-sort"
      />
      <AdminPagedList
        query={list}
        page={page}
        onPage={(p) => set({ page: p })}
        total={(n) => `共 ${n} 個商家`}
        empty={{
          title: filter.q ? '找不到符合的商家' : '還沒有商家',
          icon: <IconStore size={28} />,
        }}
        testId="admin-seller-list"
        grid
        rowKey={(seller) => seller.id}
        card={(seller) => <SellerCard seller={seller} />}
      />
    </Stack>
  );
}
