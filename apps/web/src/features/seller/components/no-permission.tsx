import type { TSellerPermission } from '@haoyue/contracts';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../ui/empty-state';
import { IconShieldCheck } from '../../../ui/icons';
import { useCan, useDashboard } from '../lib/dashboard-context';
import { SELLER_ROLE_LABELS } from '../../../lib/seller-dashboard/permissions';

/** The state of a page the member's role may not use. */
export function NoPermission() {
  const { role, seller } = useDashboard();
  return (
    <EmptyState
      title="沒有權限"
      description={`您在「${seller.displayName}」的角色是${SELLER_ROLE_LABELS[role]}，無法使用這個頁面。如需權限，請洽商家負責人。`}
      icon={<IconShieldCheck size={28} />}
      testId="no-permission"
    />
  );
}

/** Shows its children only to roles with `permission`; others see {@link NoPermission}. */
export function RequirePermission({
  permission,
  children,
}: {
  permission: TSellerPermission;
  children: ReactNode;
}) {
  return useCan(permission) ? children : <NoPermission />;
}
