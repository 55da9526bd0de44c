import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  ADMIN_ROLE_LABELS,
  formatPrice,
  ORDER_STATUS_LABELS,
  SELLER_ROLE_LABELS,
  type TAdminUserDetail,
} from '@haoyue/contracts';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { adminUserQuery } from '../../features/admin/api/users';
import { AdminPageHeader, Field } from '../../features/admin/components/admin-page-header';
import { RecordQuery } from '../../features/admin/components/record-query';
import { UserActions } from '../../features/admin/components/user-actions';
import { UserBadges } from '../../features/admin/components/user-badges';
import {
  adminTime,
  personName,
  phoneLabel,
  SIGN_IN_PROVIDER_LABELS,
} from '../../features/admin/lib/labels';
import { usePageTitle } from '../../lib/use-page-title';
import { RecordSection } from '../../ui/record-section';

const GENDER_LABELS = { MALE: '男', FEMALE: '女', OTHER: '其他' };

/** The rows of a section, or a line saying there are none. */
function Rows<T>({
  items,
  none,
  testId,
  children,
}: {
  items: T[];
  none: string;
  testId: string;
  children: (item: T, index: number) => ReactNode;
}) {
  if (!items.length) {
    return (
      <Text size="sm" c="dimmed">
        {none}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid={testId}>
      {items.map(children)}
    </Stack>
  );
}

/** A record in a section: its name and `aside` on the first line, then a line and a note. */
function RowCard({
  title,
  aside,
  line,
  note,
}: {
  title: string;
  aside: ReactNode;
  line: string;
  note: string;
}) {
  return (
    <Card withBorder padding="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {title}
        </Text>
        {aside}
      </Group>
      <Text size="sm">{line}</Text>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </Card>
  );
}

function Profile({ user }: { user: TAdminUserDetail }) {
  return (
    <RecordSection title="基本資料" testId="user-profile">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <Field label="使用者 ID">{user.id}</Field>
        <Field label="手機號碼">
          {phoneLabel(user.phoneNumber)}
          {user.phoneNumber && !user.phoneNumberVerified ? '（未驗證）' : ''}
        </Field>
        <Field label="暱稱">{user.nickname || '—'}</Field>
        <Field label="Email">{user.email || user.contactEmail || '—'}</Field>
        <Field label="性別">{user.gender ? GENDER_LABELS[user.gender] : '—'}</Field>
        <Field label="生日">{user.birthDate ?? '—'}</Field>
        <Field label="密碼">{user.hasPassword ? '已設定' : '未設定'}</Field>
        <Field label="管理角色">{user.adminRole ? ADMIN_ROLE_LABELS[user.adminRole] : '無'}</Field>
        <Field label="註冊時間">{adminTime(user.createdAt)}</Field>
        {user.disabledAt && <Field label="停用時間">{adminTime(user.disabledAt)}</Field>}
        {user.disabledAt && <Field label="停用原因">{user.disabledReason || '—'}</Field>}
      </SimpleGrid>
    </RecordSection>
  );
}

function UserDetail({ user }: { user: TAdminUserDetail }) {
  usePageTitle(`${personName(user)}・使用者`);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.adminUsers.getHref()} size="sm">
        ← 使用者列表
      </Anchor>
      <AdminPageHeader
        title={personName(user)}
        subtitle={phoneLabel(user.phoneNumber)}
        badges={<UserBadges user={user} disabledTestId="user-disabled-badge" />}
        actions={<UserActions user={user} />}
      />
      <Profile user={user} />
      <RecordSection title="所屬商家">
        <Rows items={user.sellers} none="不屬於任何商家" testId="user-sellers">
          {(s) => (
            <Group key={s.sellerId} justify="space-between" gap="xs">
              <Anchor component={Link} to={paths.adminSeller.getHref(s.sellerId)}>
                {s.sellerName}
              </Anchor>
              <Text size="sm" c="dimmed">
                {SELLER_ROLE_LABELS[s.role]}・{adminTime(s.joinedAt)} 加入
              </Text>
            </Group>
          )}
        </Rows>
      </RecordSection>
      <RecordSection title="各商家的顧客資料">
        <Rows items={user.customerRecords} none="還不是任何商家的顧客" testId="user-customers">
          {(c) => (
            <RowCard
              key={c.customerId}
              title={c.sellerName}
              aside={
                <Text size="xs" c="dimmed">
                  顧客 #{c.customerId}
                </Text>
              }
              line={`${c.displayName || '（未填姓名）'}・${phoneLabel(c.phoneNumber)}`}
              note={`到店 ${c.visitCount} 次・最近 ${adminTime(c.lastVisitAt)}`}
            />
          )}
        </Rows>
      </RecordSection>
      <RecordSection title="最近訂單">
        <Rows items={user.orders} none="沒有訂單" testId="user-orders">
          {(o) => (
            <RowCard
              key={o.orderId}
              title={o.shopName}
              aside={
                <Badge variant="light" color="gray">
                  {ORDER_STATUS_LABELS[o.status]}
                </Badge>
              }
              line={`${adminTime(o.startsAt)}・${formatPrice(o.totalPrice, o.currency)}`}
              note={`訂單編號 ${o.orderNumber}`}
            />
          )}
        </Rows>
      </RecordSection>
      <RecordSection title="登入紀錄">
        <Rows items={user.signIns} none="沒有登入紀錄" testId="user-sign-ins">
          {(s, i) => (
            <Group key={i} justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm">
                {adminTime(s.createdAt)}・{SIGN_IN_PROVIDER_LABELS[s.provider] ?? s.provider}
              </Text>
              <Text size="xs" c="dimmed">
                {s.ip ?? '—'}・
                {s.revokedAt
                  ? `${adminTime(s.revokedAt)} 登出`
                  : new Date(s.expiresAt) < new Date()
                    ? '已過期'
                    : '登入中'}
              </Text>
            </Group>
          )}
        </Rows>
      </RecordSection>
      <Anchor
        component={Link}
        to={paths.adminAudit.getHref({ targetType: 'user', targetId: user.id })}
        data-testid="user-audit-link"
      >
        查看此使用者的操作紀錄
      </Anchor>
    </Stack>
  );
}

/** /admin/user/:userId: everything about one user, and suspending or signing them out. */
export default function AdminUserPage() {
  const userId = Number(useParams().userId);
  const query = adminUserQuery.use(userId);
  return <RecordQuery query={query}>{(user) => <UserDetail user={user} />}</RecordQuery>;
}
