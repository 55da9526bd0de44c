import type { TAdminPermission } from '@haoyue/contracts';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { IconBell, IconFileSignature, IconUser, type IconProps } from '../../../ui/icons';
import { AreaNav } from '../../../ui/area-nav';
import { useAdmin } from '../lib/admin-context';

interface AdminNavItem {
  label: string;
  href: string;
  Icon: ComponentType<IconProps>;
  /** Hidden from roles without it. */
  permission: TAdminPermission;
}

/** The admin area's sections, in the order the team uses them. */
const ITEMS: AdminNavItem[] = [
  { label: '使用者', href: paths.adminUsers.getHref(), Icon: IconUser, permission: 'users.read' },
  {
    label: '推播訊息',
    href: paths.adminPushMessage.getHref(),
    Icon: IconBell,
    permission: 'push.send',
  },
  {
    label: '操作紀錄',
    href: paths.adminAudit.getHref(),
    Icon: IconFileSignature,
    permission: 'audit.read',
  },
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
