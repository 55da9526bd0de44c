import { Badge } from '@mantine/core';
import { ADMIN_ROLE_LABELS, type TAdminUserRow } from '@haoyue/contracts';

/** A user's 已停用 and admin-role badges, where they apply. */
export function UserBadges({
  user,
  disabledTestId,
}: {
  user: Pick<TAdminUserRow, 'disabledAt' | 'adminRole'>;
  disabledTestId?: string;
}) {
  return (
    <>
      {user.disabledAt && (
        <Badge color="red" variant="light" data-testid={disabledTestId}>
          已停用
        </Badge>
      )}
      {user.adminRole && (
        <Badge color="violet" variant="light">
          {ADMIN_ROLE_LABELS[user.adminRole]}
        </Badge>
      )}
    </>
  );
}
