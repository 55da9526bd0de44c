import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  ADMIN_USER_SORT_LABELS,
  ADMIN_USER_SORTS,
  ADMIN_USER_STATUS_LABELS,
  ADMIN_USER_STATUSES,
  type TAdminUserRow,
} from '@haoyue/contracts';
import { paths } from '../../config/paths';
import { adminUsersQuery } from '../../features/admin/api/users';
import { AdminPageHeader, IdNote } from '../../features/admin/components/admin-page-header';
import { ChoiceFilter } from '../../features/admin/components/choice-filter';
import { AdminPagedList } from '../../features/admin/components/paged-list';
import { SearchBox } from '../../features/admin/components/search-box';
import { SortSelect } from '../../features/admin/components/sort-select';
import { UserBadges } from '../../features/admin/components/user-badges';
import { adminTime, personName, phoneLabel } from '../../features/admin/lib/labels';
import { oneOf, useUrlFilters } from '../../features/admin/lib/url-filters';
import { usePageTitle } from '../../lib/use-page-title';
import { IconUsers } from '../../ui/icons';
import { LinkCard } from '../../ui/link-card';

const SORT_OPTIONS = ADMIN_USER_SORTS.map((s) => ({ value: s, label: ADMIN_USER_SORT_LABELS[s] }));

function UserCard({ user }: { user: TAdminUserRow }) {
  return (
    <LinkCard
      to={paths.adminUser.getHref(user.id)}
      title={personName(user)}
      aside={<IdNote id={user.id} />}
      testId="admin-user-card"
    >
      <Group gap="xs">
        <Text size="sm" data-testid="admin-user-phone">
          {phoneLabel(user.phoneNumber)}
        </Text>
        <UserBadges user={user} />
      </Group>
      <Text size="xs" c="dimmed">
        註冊於 {adminTime(user.createdAt)}
      </Text>
    </LinkCard>
  );
}

/** /admin/user: find a user by phone (any format), name or id; filters in the URL. */
export default function AdminUsersPage() {
  usePageTitle('使用者');
  const { values, page, set } = useUrlFilters(['q', 'status', 'sort'] as const);
  const filter = {
    q: values.q || undefined,
    status: oneOf(ADMIN_USER_STATUSES, values.status),
    sort: oneOf(ADMIN_USER_SORTS, values.sort),
    page,
  };
  const list = adminUsersQuery.use(filter);
  const filtered = Boolean(filter.q || filter.status);
  return (
    <Stack gap="md">
      <AdminPageHeader title="使用者" subtitle="以手機號碼、姓名或使用者 ID 搜尋" />
      <SearchBox
        label="搜尋使用者"
        placeholder="例如 0912-345-678、王小明或 123"
        value={values.q}
        onSearch={(q) => set({ q })}
        busy={list.isFetching && !list.isPending}
        testId="admin-user-search"
      />
      <SimpleGrid cols={2} spacing="sm" maw={420}>
        <ChoiceFilter
          label="狀態"
          values={ADMIN_USER_STATUSES}
          labels={ADMIN_USER_STATUS_LABELS}
          value={filter.status}
          onChoose={(status) => set({ status })}
          data-testid="admin-user-status"
        />
        <SortSelect
          data={SORT_OPTIONS}
          value={filter.sort}
          onSort={(sort) => set({ sort })}
          data-testid="admin-user-sort"
        />
      </SimpleGrid>
      <AdminPagedList
        query={list}
        page={page}
        onPage={(p) => set({ page: p })}
        total={(n) => `共 ${n} 位使用者`}
        empty={{
          title: filtered ? '找不到符合的使用者' : '還沒有使用者',
          description: filtered ? '換個手機號碼、姓名或 ID 試試看。' : undefined,
          icon: <IconUsers size={28} />,
        }}
        testId="admin-user-list"
        grid
        rowKey={(user) => user.id}
        card={(user) => <UserCard user={user} />}
      />
    </Stack>
  );
}
