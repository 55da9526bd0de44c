import type { TAdminPermission } from '@haoyue/contracts';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import {
  IconBell,
  IconFileSignature,
  IconMessage,
  IconPackage,
  IconShieldCheck,
  IconStore,
  IconUser,
  IconWallet,
  type IconProps,
} from '../../../ui/icons';
import { AreaNav } from '../../../ui/area-nav';
import { useAdmin } from '../lib/admin-context';

interface AdminNavItem {
  label: string;
  href: string;
  Icon: ComponentType<IconProps>;
  /** Hidden from roles without it. */
  permission: TAdminPermission;
}

const item = (
  label: string,
  page: { getHref: () => string },
  Icon: ComponentType<IconProps>,
  permission: TAdminPermission,
): AdminNavItem => ({ label, href: page.getHref(), Icon, permission });

/** The admin area's sections, in the order the team uses them. */
const ITEMS: AdminNavItem[] = [
  item('使用者', paths.adminUsers, IconUser, 'users.read'),
  item('商家', paths.adminSellers, IconStore, 'sellers.read'),
  item('店家', paths.adminShops, IconStore, 'shops.read'),
  item('店家審核', paths.adminShopManagement, IconShieldCheck, 'shops.read'),
  item('產業設定', paths.adminIndustry, IconPackage, 'industries.manage'),
  item('推播訊息', paths.adminPushMessage, IconBell, 'push.send'),
  item('LINE 串接', paths.adminLineAuth, IconMessage, 'line.channels'),
  item('LINE Pay 申請', paths.adminLinePayApplications, IconWallet, 'payments.applications'),
  item('操作紀錄', paths.adminAudit, IconFileSignature, 'audit.read'),
];

/** The sections the administrator's role may use; the current one is marked. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { permissions } = useAdmin();
  const { pathname } = useLocation();
  return (
    <AreaNav
      label="管理後台選單"
      testId="admin-nav"
      onNavigate={onNavigate}
      items={ITEMS.filter((item) => permissions.includes(item.permission)).map(
        ({ label, href, Icon }) => ({
          label,
          href,
          icon: <Icon size={18} />,
          active: pathname === href || pathname.startsWith(`${href}/`),
        }),
      )}
    />
  );
}
