import { Card, SimpleGrid, Text } from '@mantine/core';
import type { TSellerPermission } from '@haoyue/contracts';
import { Link } from 'react-router';
import { DashboardPage } from '../../features/seller/components/dashboard-page';
import { useDashboard } from '../../features/seller/lib/dashboard-context';
import { can, SELLER_ROLE_LABELS } from '../../features/seller/lib/permissions';
import { paths } from '../paths';

const SECTIONS: { title: string; text: string; href: string; permission: TSellerPermission }[] = [
  {
    title: '店家管理',
    text: '店名、網址、地址、圖片、營業時間、預約規則與預付訂金。',
    href: paths.dashboardShops.getHref(),
    permission: 'shops.update',
  },
  {
    title: '服務項目',
    text: '服務分類、時長、價格與可預約的服務人員。',
    href: paths.dashboardServices.getHref(),
    permission: 'catalogue.manage',
  },
  {
    title: '服務人員',
    text: '設計師與技師的班表、休息時間與請假。',
    href: paths.dashboardOperators.getHref(),
    permission: 'catalogue.manage',
  },
  {
    title: '成員與權限',
    text: '邀請店長或員工，調整他們可以使用的功能。',
    href: paths.dashboardMembers.getHref(),
    permission: 'members.manage',
  },
];

/** `/dashboard`: what the member can do here, by role. */
export default function DashboardHomePage() {
  const { seller, role, shops } = useDashboard();
  const sections = SECTIONS.filter((s) => can(role, s.permission));
  return (
    <DashboardPage
      title="商家後台"
      description={`${seller.displayName}・您的角色：${SELLER_ROLE_LABELS[role]}・${shops.length} 間店家`}
    >
      {sections.length === 0 ? (
        <Card withBorder padding="lg" data-testid="dashboard-staff-home">
          <Text fw={600}>歡迎加入 {seller.displayName}</Text>
          <Text size="sm" c="dimmed" mt={4}>
            員工可以使用預約行事曆查看與處理預約，這項功能即將推出。店家設定、服務項目與人員由負責人或店長管理。
          </Text>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {sections.map((s) => (
            <Card
              key={s.href}
              withBorder
              padding="lg"
              component={Link}
              to={s.href}
              style={{ textDecoration: 'none' }}
            >
              <Text fw={600}>{s.title}</Text>
              <Text size="sm" c="dimmed" mt={4}>
                {s.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </DashboardPage>
  );
}
