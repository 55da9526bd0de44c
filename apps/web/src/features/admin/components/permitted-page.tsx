import { type MantineSpacing, Stack, Text } from '@mantine/core';
import type { TAdminPermission } from '@haoyue/contracts';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminMay } from '../lib/admin-context';
import { AdminPageHeader } from './admin-page-header';

/** Props of {@link PermittedAdminPage}. */
export interface PermittedAdminPageProps {
  /** The page's h1, and its tab's title before 管理後台. */
  title: string;
  subtitle?: ReactNode;
  /** What the administrator's role must hold to use the page. */
  permission: TAdminPermission;
  /** What another role may not do, as the page says it: 你的角色沒有{refusal}的權限。 */
  refusal: string;
  gap?: MantineSpacing;
  maw?: number;
  children: ReactNode;
}

/**
 * An admin page one permission opens (推播訊息, 客服訊息, 回覆設定 …): its header, then what it
 * holds, or for a role without the permission a line saying so.
 */
export function PermittedAdminPage({
  title,
  subtitle,
  permission,
  refusal,
  gap = 'lg',
  maw,
  children,
}: PermittedAdminPageProps) {
  usePageTitle(`${title}｜管理後台`);
  const may = useAdminMay(permission);
  return (
    <Stack gap={gap} maw={maw}>
      <AdminPageHeader title={title} subtitle={subtitle} />
      {may ? children : <Text>你的角色沒有{refusal}的權限。</Text>}
    </Stack>
  );
}
