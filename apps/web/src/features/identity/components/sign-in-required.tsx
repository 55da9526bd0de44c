import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAuthToken } from '../../../lib/auth-token';
import { EmptyState } from '../../../ui/empty-state';
import { IconUser } from '../../../ui/icons';
import { useLoginDialog } from '../hooks/use-login-dialog';
import { useOnce } from './use-once';

/** Props of {@link SignInRequired}. */
export interface SignInRequiredProps {
  children: ReactNode;
  /** What signing in gives access to on this page. */
  description?: string;
}

/**
 * Shows its children to signed-in visitors only. Others see `請先登入` and, on arrival, the login
 * dialog; the children appear as soon as they sign in.
 */
export function SignInRequired({
  children,
  description = '登入後即可查看與管理您的個人資料和收藏店家。',
}: SignInRequiredProps) {
  const token = useAuthToken();
  const { openLoginDialog } = useLoginDialog();
  // Only on arrival: signing out on the page should not throw the dialog back at the visitor.
  useOnce(true, () => {
    if (!token) void openLoginDialog();
  });

  if (token) return children;
  return (
    <EmptyState title="請先登入" description={description} icon={<IconUser size={28} />}>
      <Button data-testid="sign-in-required-login" onClick={() => void openLoginDialog()}>
        登入
      </Button>
    </EmptyState>
  );
}
