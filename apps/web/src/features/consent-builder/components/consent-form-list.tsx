import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { TSellerConsentForm } from '@haoyue/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../ui/empty-state';
import { ListSkeleton } from '../../../ui/list-skeleton';
import { QueryStates } from '../../../ui/query-states';
import { IconFileSignature } from '../../../ui/icons';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { showNotification } from '../../../ui/notifications';
import { useDeleteSellerConsentForm, useSellerConsentForms } from '../api/consent-forms';
import { deleteNotice, dueLabel, validityLabel } from '../lib/labels';

/** Asks before deleting a form, saying an answered one is archived with its records kept. */
function DeleteDialog({
  sellerId,
  form,
  onClose,
}: {
  sellerId: number;
  form: TSellerConsentForm;
  onClose: () => void;
}) {
  const remove = useDeleteSellerConsentForm(sellerId);
  const confirm = () =>
    remove.mutate(form.id, {
      onSuccess: () => {
        showNotification({
          color: 'teal',
          message:
            form.responseCount > 0 ? `已封存「${form.title}」，填寫紀錄仍保留` : '已刪除同意書',
        });
        onClose();
      },
    });
  return (
    <ConfirmDialog
      opened
      onClose={onClose}
      title="刪除同意書"
      confirmLabel={form.responseCount > 0 ? '封存' : '刪除'}
      onConfirm={confirm}
      isPending={remove.isPending}
      error={remove.isError && `刪除失敗：${remove.error.message}`}
      testId="consent-form-delete-confirm"
      dialogTestId="consent-form-delete-dialog"
    >
      <Text size="sm">{deleteNotice(form)}</Text>
    </ConfirmDialog>
  );
}

function FormCard({
  form,
  canManage,
  onDelete,
}: {
  form: TSellerConsentForm;
  canManage: boolean;
  onDelete: () => void;
}) {
  const validity = validityLabel(form);
  return (
    <Card withBorder padding="md" data-testid="consent-form-row" data-form-id={form.id}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {form.title}
          </Text>
          <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
            第 {form.version} 版
          </Badge>
        </Group>
        <Group gap={6}>
          <Badge variant="light" data-testid="consent-form-due">
            {dueLabel(form)}
          </Badge>
          {validity && (
            <Text size="xs" c="dimmed">
              {validity}
            </Text>
          )}
        </Group>
        <Text size="sm" data-testid="consent-form-counts">
          {form.items.length} 個項目・套用 {form.services.length} 項服務・已填寫{' '}
          {form.responseCount} 份
        </Text>
        {form.services.length > 0 && (
          <Text size="xs" c="dimmed" lineClamp={2}>
            適用：{form.services.map((s) => `${s.name}（${s.shopName}）`).join('、')}
          </Text>
        )}
        {canManage && (
          <Group gap={4} justify="flex-end">
            <Button
              component={Link}
              to={paths.dashboardConsentForm.getHref(form.id)}
              size="compact-sm"
              variant="subtle"
              aria-label={`編輯「${form.title}」`}
              data-testid="consent-form-edit"
            >
              編輯
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={onDelete}
              aria-label={`刪除「${form.title}」`}
              data-testid="consent-form-delete"
            >
              刪除
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** The button that opens a new form's editor. */
export function NewConsentFormButton({ testId = 'consent-form-new' }: { testId?: string }) {
  return (
    <Button component={Link} to={paths.dashboardConsentFormCreate.getHref()} data-testid={testId}>
      新增同意書
    </Button>
  );
}

/**
 * The seller's consent forms (同意書): title, when due, validity, services, responses and
 * version; `canManage` (consent.manage) edits and deletes them.
 */
export function ConsentFormList({ sellerId, canManage }: { sellerId: number; canManage: boolean }) {
  const forms = useSellerConsentForms(sellerId);
  const [deleting, setDeleting] = useState<TSellerConsentForm | null>(null);
  return (
    <QueryStates
      query={forms}
      items={forms.data}
      loading={<ListSkeleton count={3} height={130} radius="md" />}
      empty={
        <EmptyState
          title="還沒有同意書"
          description="建立同意書並套用到服務，顧客預約後就能在手機上填寫、簽名，紀錄會保留在預約與顧客資料中。"
          icon={<IconFileSignature size={28} />}
          testId="consent-forms-empty"
        >
          {canManage && <NewConsentFormButton testId="consent-form-new-empty" />}
        </EmptyState>
      }
    >
      {(rows) => (
        <Stack gap="sm" data-testid="consent-forms">
          {rows.map((form) => (
            <FormCard
              key={form.id}
              form={form}
              canManage={canManage}
              onDelete={() => setDeleting(form)}
            />
          ))}
          {deleting && (
            <DeleteDialog sellerId={sellerId} form={deleting} onClose={() => setDeleting(null)} />
          )}
        </Stack>
      )}
    </QueryStates>
  );
}
