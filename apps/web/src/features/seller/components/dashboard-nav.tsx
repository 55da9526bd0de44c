import type { TSellerPermission } from '@haoyue/contracts';
import type { ComponentType, ReactNode } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import {
  IconCalendar,
  IconChart,
  IconCoin,
  IconFileSignature,
  IconGift,
  IconHeart,
  IconMessage,
  IconPackage,
  IconShieldCheck,
  IconStore,
  IconTicket,
  IconUser,
  IconUsers,
  IconWallet,
  type IconProps,
} from '../../../ui/icons';
import { AreaNav } from '../../../ui/area-nav';
import { useDashboard } from '../lib/dashboard-context';
import { can } from '../../../lib/seller-dashboard/permissions';

interface NavItem {
  label: string;
  href: string;
  /** Paths under it that keep the item highlighted. */
  prefixes: string[];
  icon: ReactNode;
  /** Hidden from roles without it. */
  permission: TSellerPermission;
}

/**
 * A section of the dashboard: its page, icon and the permission it needs. It stays highlighted
 * under its page's path unless other `prefixes` are named.
 */
function navItem(
  label: string,
  page: { getHref: () => string },
  Icon: ComponentType<IconProps>,
  permission: TSellerPermission,
  prefixes = [page.getHref()],
): NavItem {
  return { label, href: page.getHref(), prefixes, icon: <Icon size={18} />, permission };
}

const ITEMS: NavItem[] = [
  navItem('總覽', paths.dashboard, IconChart, 'seller.read', ['/dashboard/mobile-home']),
  navItem('預約行事曆', paths.dashboardCalendar, IconCalendar, 'calendar.work'),
  navItem('店家管理', paths.dashboardShops, IconStore, 'shops.update', [
    '/dashboard/shops',
    '/dashboard/shop-settings',
  ]),
  navItem('服務項目', paths.dashboardServices, IconWallet, 'catalogue.manage'),
  navItem('服務人員', paths.dashboardOperators, IconUser, 'catalogue.manage'),
  navItem('顧客管理', paths.dashboardCustomers, IconHeart, 'customers.work'),
  navItem('套票方案', paths.dashboardVoucherTemplates, IconTicket, 'items.sell'),
  navItem('儲值方案', paths.dashboardTopUpPlans, IconCoin, 'items.sell'),
  navItem('優惠券', paths.dashboardCoupons, IconGift, 'items.sell'),
  navItem('商品管理', paths.dashboardProducts, IconPackage, 'items.sell'),
  navItem('同意書', paths.dashboardConsentForms, IconFileSignature, 'customers.work', [
    '/dashboard/consent-forms',
    '/dashboard/consent-form-responses',
  ]),
  navItem('顧客評價', paths.dashboardReviews, IconMessage, 'shops.read'),
  navItem('成員與權限', paths.dashboardMembers, IconUsers, 'members.manage'),
  navItem('金流設定', paths.dashboardPaymentSettings, IconWallet, 'payments.settings'),
  navItem('LINE Pay 串接', paths.dashboardLinePaySettings, IconShieldCheck, 'payments.credentials'),
  navItem('LINE 設定', paths.dashboardLineSettings, IconMessage, 'line.settings'),
];

/** The dashboard's sections the member's role may use. */
export function DashboardNav({ onNavigate }: { onNavigate?: () => void }) {
  const { role } = useDashboard();
  const { pathname } = useLocation();
  const items = ITEMS.filter((item) => can(role, item.permission));
  return (
    <AreaNav
      label="商家後台選單"
      testId="dashboard-nav"
      onNavigate={onNavigate}
      items={items.map((item) => ({
        ...item,
        active:
          pathname === item.href || item.prefixes.some((prefix) => pathname.startsWith(prefix)),
      }))}
    />
  );
}
