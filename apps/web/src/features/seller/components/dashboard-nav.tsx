import { NavLink, Stack } from '@mantine/core';
import type { TSellerPermission } from '@haoyue/contracts';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import {
  IconCalendar,
  IconChart,
  IconStore,
  IconUser,
  IconUsers,
  IconWallet,
} from '../../../ui/icons';
import { useDashboard } from '../lib/dashboard-context';
import { can } from '../lib/permissions';

interface NavItem {
  label: string;
  href: string;
  /** Paths under it that keep the item highlighted. */
  prefixes: string[];
  icon: ReactNode;
  /** Hidden from roles without it. */
  permission: TSellerPermission;
}

const ITEMS: NavItem[] = [
  {
    label: '總覽',
    href: paths.dashboard.getHref(),
    prefixes: ['/dashboard/mobile-home'],
    icon: <IconChart size={18} />,
    permission: 'seller.read',
  },
  {
    label: '預約行事曆',
    href: paths.dashboardCalendar.getHref(),
    prefixes: ['/dashboard/calendar'],
    icon: <IconCalendar size={18} />,
    permission: 'calendar.work',
  },
  {
    label: '店家管理',
    href: paths.dashboardShops.getHref(),
    prefixes: ['/dashboard/shops', '/dashboard/shop-settings'],
    icon: <IconStore size={18} />,
    permission: 'shops.update',
  },
  {
    label: '服務項目',
    href: paths.dashboardServices.getHref(),
    prefixes: ['/dashboard/services'],
    icon: <IconWallet size={18} />,
    permission: 'catalogue.manage',
  },
  {
    label: '服務人員',
    href: paths.dashboardOperators.getHref(),
    prefixes: ['/dashboard/operators'],
    icon: <IconUser size={18} />,
    permission: 'catalogue.manage',
  },
  {
    label: '成員與權限',
    href: paths.dashboardMembers.getHref(),
    prefixes: ['/dashboard/members'],
    icon: <IconUsers size={18} />,
    permission: 'members.manage',
  },
];

/** The dashboard's sections the member's role may use. */
export function DashboardNav({ onNavigate }: { onNavigate?: () => void }) {
  const { role } = useDashboard();
  const { pathname } = useLocation();
  const items = ITEMS.filter((item) => can(role, item.permission));
  return (
    <Stack gap={2} component="nav" aria-label="商家後台選單" data-testid="dashboard-nav">
      {items.map((item) => {
        const active =
          pathname === item.href || item.prefixes.some((prefix) => pathname.startsWith(prefix));
        return (
          <NavLink
            key={item.href}
            component={Link}
            to={item.href}
            label={item.label}
            leftSection={item.icon}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            variant="light"
            styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
          />
        );
      })}
    </Stack>
  );
}
