import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/zh-tw';
import { Badge, Button, Group, Text } from '@mantine/core';
import { ADMIN_ROLE_LABELS, ERROR_CODES } from '@haoyue/contracts';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { adminMeQuery } from '../../features/admin/api/get-admin-me';
import { AdminNav } from '../../features/admin/components/admin-nav';
import { ChatUnreadBadge } from '../../features/chat/components/chat-unread-badge';
import { AdminContext } from '../../features/admin/lib/admin-context';
import { SignInRequired } from '../../features/identity/components/sign-in-required';
import { useLoginDialog } from '../../features/identity/hooks/use-login-dialog';
import { ApiError } from '../../lib/api-error';
import { useAuthToken } from '../../lib/auth-token';
import { endSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { EmptyState } from '../../ui/empty-state';
import { QueryErrorState } from '../../ui/error-state';
import { IconShieldCheck } from '../../ui/icons';
import { PageLoader } from '../../ui/page-loader';
import { paths } from '../../config/paths';
import { AreaHeader, AreaProviders, AreaShell, BareAreaShell } from '../area-shell';

const HOME = { href: paths.admin.getHref(), label: '好約 管理後台首頁' };

/** The admin header without navigation, for the states before an administrator is known. */
function BareShell({ children }: { children: ReactNode }) {
  return (
    <BareAreaShell header={<AreaHeader home={HOME} title="管理後台" />}>{children}</BareAreaShell>
  );
}

/** An account without an admin role, or an admin session that idled out. */
function Refused({ error }: { error: ApiError }) {
  usePageTitle('管理後台');
  const { openLoginDialog } = useLoginDialog();
  if (error.code === ERROR_CODES.ADMIN_SESSION_EXPIRED) {
    return (
      <EmptyState
        title="管理後台已閒置逾時"
        description={error.message}
        icon={<IconShieldCheck size={28} />}
      >
        <Button
          data-testid="admin-sign-in-again"
          onClick={async () => {
            await endSession();
            void openLoginDialog();
          }}
        >
          重新登入
        </Button>
      </EmptyState>
    );
  }
  return (
    <EmptyState
      title="沒有管理後台權限"
      description="這個帳號不是平台管理員。如需權限，請洽超級管理員。"
      icon={<IconShieldCheck size={28} />}
      links={[{ label: '回到首頁', to: paths.home.getHref(), variant: 'default' }]}
      testId="admin-refused"
    />
  );
}

/** Loads the administrator, then shows the admin area with its navigation. */
function AdminArea() {
  const me = adminMeQuery.use();
  if (me.isPending) {
    return (
      <BareShell>
        <PageLoader />
      </BareShell>
    );
  }
  if (me.isError) {
    const refused = me.error instanceof ApiError && [401, 403].includes(me.error.status);
    return (
      <BareShell>
        {refused ? <Refused error={me.error as ApiError} /> : <QueryErrorState query={me} />}
      </BareShell>
    );
  }
  return (
    <AdminContext.Provider value={me.data}>
      <AreaShell
        name="admin"
        home={HOME}
        title="管理後台"
        breakpoint="md"
        navbar={(close) => (
          <>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" fw={600} truncate>
                {me.data.displayName ?? '管理員'}
              </Text>
              <Badge variant="light" data-testid="admin-role">
                {ADMIN_ROLE_LABELS[me.data.role]}
              </Badge>
            </Group>
            <AdminNav
              onNavigate={close}
              chatUnread={
                me.data.permissions.includes('chat.reply') ? <ChatUnreadBadge /> : undefined
              }
            />
          </>
        )}
      >
        <Outlet />
      </AreaShell>
    </AdminContext.Provider>
  );
}

function SignedOut() {
  usePageTitle('管理後台');
  return <SignInRequired description="請以平台管理員帳號登入管理後台。">{null}</SignInRequired>;
}

/**
 * The platform admin area's layout: its own header, a side navigation on desktops (from
 * Mantine's md, 992 px) that is a burger drawer below, the administrator's role, and the signed-out and refused states.
 */
export default function AdminLayout() {
  const token = useAuthToken();
  return (
    <AreaProviders>
      {token ? (
        <AdminArea />
      ) : (
        <BareShell>
          <SignedOut />
        </BareShell>
      )}
    </AreaProviders>
  );
}
