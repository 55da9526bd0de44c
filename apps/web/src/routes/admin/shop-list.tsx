import { Card, Group, Image, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  ADMIN_SHOP_SORTS,
  REVIEW_STATUS_LABELS,
  type TAdminShop,
  type TReviewStatus,
} from '@haoyue/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useAdminShops, type AdminShopFilters } from '../../features/admin/api/shops';
import { AdminPageHeader } from '../../features/admin/components/admin-page-header';
import { SortSelect } from '../../features/admin/components/sort-select';
import { useCities } from '../../features/catalogue/api/get-cities';
import { useCountries } from '../../features/catalogue/api/get-countries';
import { useIndustries } from '../../features/catalogue/api/get-industries';
import { oneOf, positiveId, useUrlFilters } from '../../features/admin/lib/url-filters';
import { usePageTitle } from '../../lib/use-page-title';
import { ChoiceChip } from '../../ui/choice-chip';
import { PagePagination } from '../../ui/page-pagination';
import { QueryStates } from '../../ui/query-states';
import { ReviewStatusBadge } from '../../ui/review-status-badge';

const STATUS_CHIPS: TReviewStatus[] = ['PENDING', 'APPROVED', 'REJECTED', 'SUSPENDED'];
const SORT_LABELS: Record<(typeof ADMIN_SHOP_SORTS)[number], string> = {
  newest: '最新建立',
  oldest: '最早建立',
  name: '名稱',
  reviewed: '最近審核',
};
/** The URL's value for "every state" where the page's default is one state. */
const ALL = 'ALL';

const FILTER_KEYS = [
  'q',
  'countryId',
  'cityId',
  'industryId',
  'reviewStatus',
  'edited',
  'sort',
] as const;

/** The filters the URL holds; the review state falls back to the page's default. */
function filtersOf(
  values: Record<(typeof FILTER_KEYS)[number], string>,
  page: number,
  defaultStatus: TReviewStatus | undefined,
) {
  return {
    q: values.q || undefined,
    countryId: positiveId(values.countryId),
    cityId: positiveId(values.cityId),
    industryId: positiveId(values.industryId),
    reviewStatus:
      values.reviewStatus === ALL
        ? undefined
        : (oneOf(STATUS_CHIPS, values.reviewStatus) ?? defaultStatus),
    edited: values.edited === 'true' ? 'true' : undefined,
    sort: oneOf(ADMIN_SHOP_SORTS, values.sort),
    page,
  } satisfies AdminShopFilters;
}

/**
 * The admin shops table (decision 022): text, country, city, industry and review-state filters
 * held in the URL, paged on the server; a table from 768 px, cards below.
 */
export function AdminShopList({
  title,
  defaultStatus,
}: {
  title: string;
  /** The review state shown when the URL names none (the review queue: PENDING). */
  defaultStatus?: TReviewStatus;
}) {
  usePageTitle(title);
  const { values, page, set: update } = useUrlFilters(FILTER_KEYS, { history: 'push' });
  const filters = filtersOf(values, page, defaultStatus);
  const shops = useAdminShops(filters);
  const countries = useCountries();
  const cities = useCities(filters.countryId ? { countryId: filters.countryId } : null);
  const industries = useIndustries();
  const [text, setText] = useState(filters.q ?? '');
  useEffect(() => setText(values.q), [values.q]);
  const statusValue = filters.reviewStatus ?? null;

  return (
    <Stack gap="md">
      <AdminPageHeader title={title} />
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          update({ q: text.trim() || null });
        }}
      >
        <TextInput
          label="搜尋店家"
          placeholder="店名、網址代稱、商家名稱或編號"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onBlur={() => update({ q: text.trim() || null })}
        />
      </form>
      <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        <Select
          label="國家"
          placeholder="全部國家"
          clearable
          data={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={filters.countryId ? String(filters.countryId) : null}
          onChange={(v) => update({ countryId: v, cityId: null })}
        />
        <Select
          label="城市"
          placeholder={filters.countryId ? '全部城市' : '請先選擇國家'}
          clearable
          searchable
          disabled={!filters.countryId}
          data={(cities.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={filters.cityId ? String(filters.cityId) : null}
          onChange={(v) => update({ cityId: v })}
        />
        <Select
          label="產業"
          placeholder="全部產業"
          clearable
          data={(industries.data ?? []).map((i) => ({ value: String(i.id), label: i.name }))}
          value={filters.industryId ? String(filters.industryId) : null}
          onChange={(v) => update({ industryId: v })}
        />
        <SortSelect
          data={ADMIN_SHOP_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
          value={filters.sort}
          onSort={(sort) => update({ sort })}
        />
      </Group>
      <Group gap="xs" role="group" aria-label="審核狀態">
        <ChoiceChip
          selected={statusValue === null && !filters.edited}
          onClick={() => update({ reviewStatus: defaultStatus ? ALL : null, edited: null })}
        >
          全部
        </ChoiceChip>
        {STATUS_CHIPS.map((s) => (
          <ChoiceChip
            key={s}
            selected={statusValue === s}
            onClick={() => update({ reviewStatus: s, edited: null })}
          >
            {REVIEW_STATUS_LABELS[s]}
          </ChoiceChip>
        ))}
        <ChoiceChip
          selected={Boolean(filters.edited)}
          onClick={() =>
            update({
              edited: filters.edited ? null : 'true',
              reviewStatus: defaultStatus ? ALL : null,
            })
          }
        >
          上架後有修改
        </ChoiceChip>
      </Group>
      <QueryStates
        query={shops}
        items={shops.data?.data}
        skeletonHeight={240}
        empty={{ title: '沒有符合條件的店家' }}
      >
        {(rows) => (
          <>
            <Text size="sm" c="dimmed">
              共 {shops.data!.meta.total} 間
            </Text>
            <ShopTable rows={rows} />
            <Stack gap="sm" hiddenFrom="sm" data-testid="admin-shop-cards">
              {rows.map((shop) => (
                <ShopCard key={shop.id} shop={shop} />
              ))}
            </Stack>
            <PagePagination
              meta={shops.data!.meta}
              page={page}
              onChange={(p) => update({ page: p })}
            />
          </>
        )}
      </QueryStates>
    </Stack>
  );
}

function Cover({ shop, size }: { shop: TAdminShop; size: number }) {
  return shop.imageUrl ? (
    <Image src={shop.imageUrl} alt="" w={size} h={size} radius="sm" fit="cover" />
  ) : (
    <div
      style={{
        width: size,
        height: size,
        borderRadius: 4,
        background: 'var(--mantine-color-gray-2)',
      }}
    />
  );
}

function ShopTable({ rows }: { rows: readonly TAdminShop[] }) {
  return (
    <Table.ScrollContainer minWidth={720} visibleFrom="sm">
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>店家</Table.Th>
            <Table.Th>商家</Table.Th>
            <Table.Th>地區</Table.Th>
            <Table.Th>產業</Table.Th>
            <Table.Th>狀態</Table.Th>
            <Table.Th>建立</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((shop) => (
            <Table.Tr key={shop.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Cover shop={shop} size={40} />
                  <Link to={paths.adminShop.getHref(shop.id)}>{shop.displayName}</Link>
                </Group>
              </Table.Td>
              <Table.Td>{shop.seller.name}</Table.Td>
              <Table.Td>
                {shop.country.name} {shop.city.name}
              </Table.Td>
              <Table.Td>{shop.industry.name}</Table.Td>
              <Table.Td>
                <ReviewStatusBadge status={shop.reviewStatus} />
              </Table.Td>
              <Table.Td>{shop.createdAt.slice(0, 10)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ShopCard({ shop }: { shop: TAdminShop }) {
  return (
    <Card withBorder padding="sm" component={Link} to={paths.adminShop.getHref(shop.id)}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Cover shop={shop} size={56} />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} truncate>
              {shop.displayName}
            </Text>
            <ReviewStatusBadge status={shop.reviewStatus} />
          </Group>
          <Text size="sm" c="dimmed" truncate>
            {shop.seller.name}・{shop.city.name}・{shop.industry.name}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
