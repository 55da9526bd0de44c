import {
  Alert,
  Badge,
  Card,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import {
  formatPhoneNumber,
  joinPhoneNumber,
  roleAbilities,
  SELLER_ROLES,
  type TMember,
  type TSellerRole,
  ZInviteMemberRequest,
} from '@haoyue/contracts';
import type { FormEvent } from 'react';
import { useContractForm } from '../../../lib/use-contract-form';
import { useCurrentUser } from '../../../lib/session';
import { QueryErrorState } from '../../../ui/error-state';
import { showNotification } from '../../../ui/notifications';
import { TypedSubmit } from '../../../ui/request-error-alert';
import { useInviteMember } from '../api/invite-member';
import { useMembers } from '../api/get-members';
import { useRemoveMember } from '../api/remove-member';
import { useUpdateMemberRole } from '../api/update-member-role';
import { INVITABLE_ROLES, SELLER_ROLE_LABELS } from '../../../lib/seller-dashboard/permissions';
import { RemoveButton } from '../../../ui/seller-dashboard/form-parts';

type InvitableRole = (typeof INVITABLE_ROLES)[number];
const ROLE_OPTIONS = INVITABLE_ROLES.map((role) => ({
  value: role,
  label: SELLER_ROLE_LABELS[role],
}));
/** What a role may do, from the permission table itself (so the hint never drifts from it). */
const roleHint = (role: TSellerRole) =>
  `${SELLER_ROLE_LABELS[role]}：${roleAbilities(role).join('、')}。`;
const ROLE_HINTS: Record<InvitableRole, string> = {
  MANAGER: roleHint('MANAGER'),
  STAFF: roleHint('STAFF'),
};

interface InviteValues extends Record<string, unknown> {
  phone: string;
  role: InvitableRole;
}

/** A number typed with its dial code is sent as is; otherwise it is a Taiwan number. */
const inviteBody = ({ phone, role }: InviteValues) => {
  const trimmed = phone.trim();
  return {
    phoneNumber: trimmed.startsWith('+') ? trimmed : joinPhoneNumber('+886', trimmed),
    role,
  };
};

function InviteForm({ sellerId }: { sellerId: number }) {
  const invite = useInviteMember(sellerId);
  const form = useContractForm({
    initialValues: { phone: '', role: 'STAFF' } as InviteValues,
    schema: ZInviteMemberRequest,
    toBody: inviteBody,
    fieldOf: { phoneNumber: 'phone' },
    onValuesChange: () => invite.reset(),
  });
  const { phone, role } = form.values;
  const send = form.onSubmit(() => {
    invite.mutate(form.body(), {
      onSuccess: (member) => {
        form.setFieldValue('phone', '');
        showNotification({
          color: 'teal',
          message: `已加入 ${member.displayName ?? formatPhoneNumber(member.phoneNumber)}（${SELLER_ROLE_LABELS[member.role]}）。對方用這支手機登入即可使用商家後台。`,
        });
      },
    });
  });
  // An empty number does nothing (the button is disabled too).
  const submit = (event: FormEvent<HTMLFormElement>) =>
    phone.trim() ? send(event) : event.preventDefault();
  return (
    <Card withBorder padding="md">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Text fw={600}>邀請成員</Text>
          <Group align="flex-start" gap="xs">
            <TextInput
              label="手機號碼"
              type="tel"
              placeholder="0912 345 678"
              {...form.getInputProps('phone')}
              // The API's refusals (a number already a member) show here too.
              error={form.errors.phone ?? invite.error?.message}
              style={{ flex: 1, minWidth: 180 }}
              data-testid="member-phone"
            />
            <Select
              label="角色"
              allowDeselect={false}
              data={ROLE_OPTIONS}
              value={role}
              onChange={(v) => v && form.setFieldValue('role', v as InvitableRole)}
              w={120}
              comboboxProps={{ withinPortal: true }}
              data-testid="member-role"
            />
          </Group>
          <Text size="xs" c="dimmed">
            {ROLE_HINTS[role]}還沒註冊的號碼也可以邀請，對方以簡訊驗證登入後即可使用。
          </Text>
          <Group justify="flex-end">
            <TypedSubmit request={invite} typed={phone} testId="member-invite">
              邀請
            </TypedSubmit>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function MemberRow({
  sellerId,
  member,
  isMe,
}: {
  sellerId: number;
  member: TMember;
  isMe: boolean;
}) {
  const update = useUpdateMemberRole(sellerId);
  const remove = useRemoveMember(sellerId);
  const del = () => {
    const name = member.displayName ?? member.phoneNumber ?? '這位成員';
    if (!window.confirm(`確定要移除 ${name} 嗎？移除後對方立即無法使用商家後台。`)) return;
    remove.mutate(member.id, {
      onError: (error) => showNotification({ color: 'red', message: `移除失敗：${error.message}` }),
    });
  };
  return (
    <Table.Tr data-testid="member-row" data-phone={member.phoneNumber ?? ''}>
      <Table.Td>
        <Text size="sm" fw={600}>
          {member.displayName ?? '（未設定名稱）'}
          {isMe && (
            <Text span size="xs" c="dimmed" ml={6}>
              （您）
            </Text>
          )}
        </Text>
        <Text size="xs" c="dimmed">
          {formatPhoneNumber(member.phoneNumber)}
        </Text>
      </Table.Td>
      <Table.Td>
        {member.role === 'OWNER' ? (
          <Badge variant="light">{SELLER_ROLE_LABELS.OWNER}</Badge>
        ) : (
          <Select
            aria-label="角色"
            size="xs"
            w={100}
            allowDeselect={false}
            data={ROLE_OPTIONS}
            value={member.role}
            disabled={update.isPending}
            onChange={(v) =>
              v &&
              v !== member.role &&
              update.mutate(
                { memberId: member.id, role: v as InvitableRole },
                {
                  onError: (error) =>
                    showNotification({ color: 'red', message: `變更失敗：${error.message}` }),
                },
              )
            }
            comboboxProps={{ withinPortal: true }}
          />
        )}
      </Table.Td>
      <Table.Td ta="right">
        {member.role !== 'OWNER' && <RemoveButton removing={remove.isPending} onClick={del} />}
      </Table.Td>
    </Table.Tr>
  );
}

/** The seller's members: invite by phone, change roles, remove (owner only). */
export function MembersPanel({ sellerId }: { sellerId: number }) {
  const members = useMembers(sellerId);
  const { user } = useCurrentUser();
  if (members.isPending) return <Skeleton h={240} />;
  if (members.isError) {
    return <QueryErrorState query={members} />;
  }
  return (
    <Stack gap="lg">
      <Table.ScrollContainer
        minWidth={340}
        // Keyboard users can scroll it sideways too (WCAG 2.1.1).
        scrollAreaProps={{
          viewportProps: { tabIndex: 0, role: 'region', 'aria-label': '成員列表' },
        }}
      >
        <Table verticalSpacing="sm" data-testid="member-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>成員</Table.Th>
              <Table.Th>角色</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.data.map((member) => (
              <MemberRow
                key={member.id}
                sellerId={sellerId}
                member={member}
                isMe={member.userId === user?.id}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <InviteForm sellerId={sellerId} />
      <Alert color="gray" variant="light" data-testid="members-role-hints">
        <Stack gap={4}>
          {SELLER_ROLES.map((role) => (
            <Text key={role} size="sm">
              {role === 'OWNER' ? '負責人：可使用所有功能。' : roleHint(role)}
            </Text>
          ))}
        </Stack>
      </Alert>
    </Stack>
  );
}
