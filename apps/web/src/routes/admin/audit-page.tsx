import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  ADMIN_AUDIT_TARGET_LABELS,
  ADMIN_AUDIT_TARGETS,
  ADMIN_ROLE_LABELS,
  type TAuditEntry,
} from '@haoyue/contracts';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { auditQuery } from '../../features/admin/api/audit';
import { AdminPageHeader } from '../../features/admin/components/admin-page-header';
import { ChoiceFilter } from '../../features/admin/components/choice-filter';
import { DayRangeFilter } from '../../features/admin/components/day-range-filter';
import { AdminPagedList } from '../../features/admin/components/paged-list';
import { AUDIT_ACTION_LABELS, auditChanges } from '../../features/admin/lib/audit-labels';
import { adminTime, personName } from '../../features/admin/lib/labels';
import { oneOf, useUrlFilters } from '../../features/admin/lib/url-filters';
import { usePageTitle } from '../../lib/use-page-title';
import { IconFileSignature } from '../../ui/icons';

const ID = /^[1-9]\d{0,9}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Where an audit row's target is shown in the admin area, if it has a page. */
function targetHref(entry: TAuditEntry): string | null {
  if (entry.targetType === 'user') return paths.adminUser.getHref(entry.targetId);
  if (entry.targetType === 'seller') return paths.adminSeller.getHref(entry.targetId);
  if (entry.targetType === 'work_item') return paths.adminJobs.getHref();
  return null;
}

function AuditCard({ entry }: { entry: TAuditEntry }) {
  const href = targetHref(entry);
  // A work item's id is a uuid, kept in the row's before/after rather than its numeric target id.
  const target =
    entry.targetType === 'work_item'
      ? ADMIN_AUDIT_TARGET_LABELS[entry.targetType]
      : `${ADMIN_AUDIT_TARGET_LABELS[entry.targetType]} #${entry.targetId}`;
  const role = ADMIN_ROLE_LABELS[entry.role as keyof typeof ADMIN_ROLE_LABELS] ?? '系統';
  return (
    <Card withBorder padding="sm" data-testid="audit-row">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text fw={600} data-testid="audit-action">
              {AUDIT_ACTION_LABELS[entry.action] ?? entry.action}
            </Text>
            {href ? (
              <Anchor component={Link} to={href} size="sm">
                {target}
              </Anchor>
            ) : (
              <Text size="sm">{target}</Text>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {adminTime(entry.at)}
          </Text>
        </Group>
        <Group gap="xs">
          <Text size="sm">
            {entry.admin ? `${personName(entry.admin)}（ID ${entry.admin.userId}）` : '系統'}
          </Text>
          <Badge variant="light" color="violet">
            {role}
          </Badge>
        </Group>
        {entry.reason && (
          <Text size="sm" data-testid="audit-reason">
            原因：{entry.reason}
          </Text>
        )}
        {auditChanges(entry.before, entry.after).map((change) => (
          <Text key={change.field} size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {change.label}：{change.hasBefore ? `${change.before} → ${change.after}` : change.after}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}

/** /admin/audit: every admin write, filtered by admin, target and days; newest first. */
export default function AdminAuditPage() {
  usePageTitle('操作紀錄');
  const { values, page, set } = useUrlFilters([
    'adminId',
    'targetType',
    'targetId',
    'from',
    'to',
  ] as const);
  const filter = {
    adminId: ID.test(values.adminId) ? Number(values.adminId) : undefined,
    targetType: oneOf(ADMIN_AUDIT_TARGETS, values.targetType),
    targetId: ID.test(values.targetId) ? Number(values.targetId) : undefined,
    from: DAY.test(values.from) ? values.from : undefined,
    to: DAY.test(values.to) ? values.to : undefined,
    page,
  };
  const list = auditQuery.use(filter);
  const filtered = Object.values(values).some(Boolean);
  const idInput = (key: 'adminId' | 'targetId', label: string) => (
    <TextInput
      label={label}
      inputMode="numeric"
      placeholder="全部"
      value={values[key]}
      onChange={(e) => set({ [key]: e.currentTarget.value.replace(/\D/g, '') })}
      data-testid={`audit-${key}`}
    />
  );
  return (
    <Stack gap="md">
      <AdminPageHeader title="操作紀錄" subtitle="管理員的每一次變更，新的在前" />
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
        {idInput('adminId', '管理員 ID')}
        <ChoiceFilter
          label="對象類型"
          values={ADMIN_AUDIT_TARGETS}
          labels={ADMIN_AUDIT_TARGET_LABELS}
          value={filter.targetType}
          onChoose={(targetType) => set({ targetType })}
          comboboxProps={{ withinPortal: true }}
          data-testid="audit-targetType"
        />
        {idInput('targetId', '對象 ID')}
        <DayRangeFilter from={filter.from} to={filter.to} set={set} testIdPrefix="audit" />
      </SimpleGrid>
      <AdminPagedList
        query={list}
        page={page}
        onPage={(p) => set({ page: p })}
        total={(n) => `共 ${n} 筆`}
        empty={{
          title: filtered ? '沒有符合條件的紀錄' : '還沒有操作紀錄',
          icon: <IconFileSignature size={28} />,
        }}
        testId="audit-list"
        rowKey={(entry) => entry.id}
        card={(entry) => <AuditCard entry={entry} />}
      />
    </Stack>
  );
}
