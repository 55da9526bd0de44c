import { Button, Select } from '@mantine/core';
import {
  ADMIN_ROLE_LABELS,
  ADMIN_ROLES,
  type TAdminRole,
  type TAdminUserDetail,
} from '@haoyue/contracts';
import { useState } from 'react';
import { useAdminUserActions } from '../api/users';
import { useAdmin, useAdminMay } from '../lib/admin-context';
import { personName } from '../lib/labels';
import { ReasonDialog } from './reason-dialog';

type Open = 'disable' | 'enable' | 'signOut' | 'role' | null;

/** The writes that need nothing but the reason: their dialog's words. */
const STEPS = {
  disable: {
    title: '停用帳號',
    description: (name: string) => `停用後「${name}」會立刻被登出，且無法再登入，直到恢復帳號。`,
    color: 'red',
    done: '已停用帳號',
    testId: 'user-disable-dialog',
  },
  enable: {
    title: '恢復帳號',
    description: (name: string) => `恢復後「${name}」可以再次登入。`,
    color: undefined,
    done: '已恢復帳號',
    testId: 'user-enable-dialog',
  },
  signOut: {
    title: '登出所有裝置',
    description: (name: string) => `「${name}」在所有裝置上的登入都會失效，需要重新登入。`,
    color: undefined,
    done: '已登出所有裝置',
    testId: 'user-sign-out-dialog',
  },
};

const ROLE_OPTIONS = [
  { value: 'NONE', label: '不是管理員' },
  ...ADMIN_ROLES.map((r) => ({ value: r, label: ADMIN_ROLE_LABELS[r] })),
];

/**
 * The user page's writes: 停用帳號 / 恢復帳號, 登出所有裝置 (users.manage) and, for a super
 * admin, 管理權限; each asks the reason the audit log keeps.
 */
export function UserActions({ user }: { user: TAdminUserDetail }) {
  const me = useAdmin();
  const mayManage = useAdminMay('users.manage');
  const mayGrant = useAdminMay('admins.manage');
  const actions = useAdminUserActions(user.id);
  const [open, setOpen] = useState<Open>(null);
  const [role, setRole] = useState<string>(user.adminRole ?? 'NONE');
  const close = () => setOpen(null);
  const name = personName(user);
  const self = me.userId === user.id;
  return (
    <>
      {mayManage && !self && user.disabledAt === null && (
        <Button
          color="red"
          variant="light"
          onClick={() => setOpen('disable')}
          data-testid="user-disable"
        >
          停用帳號
        </Button>
      )}
      {mayManage && user.disabledAt !== null && (
        <Button variant="light" onClick={() => setOpen('enable')} data-testid="user-enable">
          恢復帳號
        </Button>
      )}
      {mayManage && (
        <Button variant="default" onClick={() => setOpen('signOut')} data-testid="user-sign-out">
          登出所有裝置
        </Button>
      )}
      {mayGrant && !self && (
        <Button
          variant="default"
          onClick={() => {
            setRole(user.adminRole ?? 'NONE');
            setOpen('role');
          }}
          data-testid="user-admin-role"
        >
          管理權限
        </Button>
      )}
      {open && open !== 'role' && (
        <ReasonDialog
          title={STEPS[open].title}
          description={STEPS[open].description(name)}
          confirmLabel={STEPS[open].title}
          color={STEPS[open].color}
          mutation={actions[open]}
          onClose={close}
          doneMessage={STEPS[open].done}
          testId={STEPS[open].testId}
        />
      )}
      {open === 'role' && (
        <ReasonDialog
          title="管理權限"
          description={`設定「${name}」在管理後台的角色。`}
          confirmLabel="儲存"
          mutation={{
            ...actions.setRole,
            mutate: (reason, options) =>
              actions.setRole.mutate(
                { role: role === 'NONE' ? null : (role as TAdminRole), reason },
                options,
              ),
          }}
          onClose={close}
          doneMessage="已更新管理權限"
          testId="user-role-dialog"
        >
          <Select
            label="角色"
            allowDeselect={false}
            data={ROLE_OPTIONS}
            value={role}
            onChange={(v) => setRole(v ?? 'NONE')}
            comboboxProps={{ withinPortal: true }}
            data-testid="user-role-select"
          />
        </ReasonDialog>
      )}
    </>
  );
}
