import { NavLink, Stack } from '@mantine/core';
import type { TAdminPermission } from '@haoyue/contracts';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { IconFileSignature, IconUser, type IconProps } from '../../../ui/icons';
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
    <Stack gap={2} component="nav" aria-label="管理後台選單" data-testid="admin-nav">
      {ITEMS.filter((item) => permissions.includes(item.permission)).map(
        ({ label, href, Icon }) => {
          const active = pathname === href || pathname.startsWith(`${href}/`);
          return (
            <NavLink
              key={href}
              component={Link}
              to={href}
              label={label}
              leftSection={<Icon size={18} />}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              variant="light"
              styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
            />
          );
        },
      )}
    </Stack>
  );
}
