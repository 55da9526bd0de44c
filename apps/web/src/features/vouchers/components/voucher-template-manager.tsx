import {
  Badge,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  MEMBER_ITEM_LIMITS,
  type TVoucherServiceOption,
  type TVoucherTemplate,
  type TVoucherTemplateInput,
  ZVoucherTemplateInput,
} from '@haoyue/contracts';
import { useMemo, useState } from 'react';
import { formatPrice, toMajor, toMinor } from '../../../lib/money';
import { type ContractForm, typedNumber, useContractForm } from '../../../lib/use-contract-form';
import { DeleteButton } from '../../../ui/delete-button';
import { EditDialog, EditForm } from '../../../ui/edit-dialog';
import { ManagedList, type ManagedListColumn } from '../../../ui/managed-list';
import { showNotification } from '../../../ui/notifications';
import {
  useDeleteVoucherTemplate,
  useSaveVoucherTemplate,
  useVoucherServices,
  useVoucherTemplates,
} from '../api/voucher-templates';
import { validityLabel } from '../lib/voucher-labels';
import { RecordSection } from '../../../ui/record-section';
import { serviceNamesLabel } from '../../../lib/service-names';

interface TemplateValues extends Record<string, unknown> {
  name: string;
  description: string;
  sessions: number | string;
  price: number | string;
  expires: boolean;
  validityDays: number | string;
  serviceIds: string[];
  isActive: boolean;
}

const valuesOf = (t?: TVoucherTemplate): TemplateValues => ({
  name: t?.name ?? '',
  description: t?.description ?? '',
  sessions: t?.sessions ?? 10,
  price: t ? toMajor(t.price, t.currency) : '',
  expires: t ? t.validityDays !== null : true,
  validityDays: t?.validityDays ?? 365,
  serviceIds: (t?.services ?? []).map((s) => String(s.id)),
  isActive: t?.isActive ?? true,
});

/** The body a template saves with, from its row (to turn it on or off). */
export const inputOf = (t: TVoucherTemplate): TVoucherTemplateInput => ({
  name: t.name,
  description: t.description,
  sessions: t.sessions,
  price: t.price,
  validityDays: t.validityDays,
  serviceIds: t.services.map((s) => s.id),
  isActive: t.isActive,
});

/** The services as the multi-select groups them: by shop. */
function serviceGroups(options: readonly TVoucherServiceOption[]) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const o of options) {
    const items = groups.get(o.shopName) ?? [];
    items.push({ value: String(o.id), label: o.name });
    groups.set(o.shopName, items);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

type TemplateForm = ContractForm<TemplateValues, TVoucherTemplateInput>;

/** A template's form, validated by the contract's ZVoucherTemplateInput. */
function useTemplateForm(currency: string, template?: TVoucherTemplate): TemplateForm {
  const money = template?.currency ?? currency;
  return useContractForm({
    initialValues: valuesOf(template),
    schema: ZVoucherTemplateInput,
    toBody: (v: TemplateValues): TVoucherTemplateInput => ({
      name: v.name.trim(),
      description: v.description,
      sessions: typedNumber(v.sessions),
      price: toMinor(typedNumber(v.price), money),
      validityDays: v.expires ? typedNumber(v.validityDays) : null,
      serviceIds: v.serviceIds.map(Number),
      isActive: v.isActive,
    }),
  });
}

/** The fields of a template, new or edited. */
function TemplateFields({ sellerId, form }: { sellerId: number; form: TemplateForm }) {
  const services = useVoucherServices(sellerId);
  const groups = useMemo(() => serviceGroups(services.data ?? []), [services.data]);
  return (
    <>
      <TextInput
        label="套票名稱"
        placeholder="例如：洗髮 10 次（送 2 次）"
        maxLength={40}
        required
        {...form.getInputProps('name')}
        data-testid="voucher-template-name"
      />
      <Textarea
        label="說明（選填）"
        maxLength={500}
        autosize
        minRows={2}
        {...form.getInputProps('description')}
        data-testid="voucher-template-description"
      />
      <MultiSelect
        label="適用服務"
        placeholder={groups.length ? '選擇服務' : '尚未建立服務'}
        data={groups}
        disabled={services.isPending}
        searchable
        required
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('serviceIds')}
        data-testid="voucher-template-services"
      />
      <Group grow align="flex-start" gap="xs">
        <NumberInput
          label="次數"
          min={1}
          max={MEMBER_ITEM_LIMITS.voucherSessions}
          allowDecimal={false}
          allowNegative={false}
          suffix=" 次"
          {...form.getInputProps('sessions')}
          data-testid="voucher-template-sessions"
        />
        <NumberInput
          label="售價"
          min={0}
          allowNegative={false}
          thousandSeparator=","
          {...form.getInputProps('price')}
          data-testid="voucher-template-price"
        />
      </Group>
      <Checkbox
        label="設定使用期限（自購買日起算）"
        {...form.getInputProps('expires', { type: 'checkbox' })}
        data-testid="voucher-template-expires"
      />
      {form.values.expires && (
        <NumberInput
          label="有效天數"
          min={1}
          max={MEMBER_ITEM_LIMITS.validityDays}
          allowDecimal={false}
          allowNegative={false}
          suffix=" 天"
          {...form.getInputProps('validityDays')}
          data-testid="voucher-template-validity-days"
        />
      )}
      <Switch
        label="販售中"
        {...form.getInputProps('isActive', { type: 'checkbox' })}
        data-testid="voucher-template-form-active"
      />
    </>
  );
}

/** The form of a new template, on the page under the list. */
function NewTemplateForm({ sellerId, currency }: { sellerId: number; currency: string }) {
  const form = useTemplateForm(currency);
  const save = useSaveVoucherTemplate(sellerId);
  const submit = () => {
    const body = form.body();
    save.mutate(body, {
      onSuccess: () => {
        showNotification({ color: 'teal', message: `已新增套票方案「${body.name}」` });
        form.reset();
      },
    });
  };
  return (
    <EditForm
      onSubmit={form.onSubmit(submit)}
      submitLabel="新增套票方案"
      isSubmitting={save.isPending}
      error={save.error?.message}
      testId="voucher-template-form"
      submitTestId="voucher-template-save"
      errorTestId="voucher-template-error"
    >
      <TemplateFields sellerId={sellerId} form={form} />
    </EditForm>
  );
}

/** The dialog of a template being edited. */
function EditTemplateDialog({
  sellerId,
  currency,
  template,
  onClose,
}: {
  sellerId: number;
  currency: string;
  template: TVoucherTemplate;
  onClose: () => void;
}) {
  const form = useTemplateForm(currency, template);
  const save = useSaveVoucherTemplate(sellerId);
  const submit = () =>
    save.mutate(
      { templateId: template.id, ...form.body() },
      {
        onSuccess: () => {
          showNotification({ color: 'teal', message: '已更新套票方案' });
          onClose();
        },
      },
    );
  return (
    <EditDialog
      opened
      title="編輯套票方案"
      onClose={onClose}
      onSubmit={form.onSubmit(submit)}
      submitLabel="儲存"
      isSubmitting={save.isPending}
      error={save.error?.message}
      testId="voucher-template-edit-form"
      submitTestId="voucher-template-save"
      errorTestId="voucher-template-error"
    >
      <TemplateFields sellerId={sellerId} form={form} />
    </EditDialog>
  );
}

/** A template's 販售中 / 停售 switch. */
function ActiveSwitch({ sellerId, template }: { sellerId: number; template: TVoucherTemplate }) {
  const save = useSaveVoucherTemplate(sellerId);
  return (
    <Switch
      label={template.isActive ? '販售中' : '停售'}
      checked={template.isActive}
      disabled={save.isPending}
      onChange={(e) => {
        const isActive = e.currentTarget.checked;
        save.mutate(
          { templateId: template.id, ...inputOf(template), isActive },
          {
            onSuccess: () =>
              showNotification({ color: 'teal', message: isActive ? '已開始販售' : '已停售' }),
            onError: (error) => showNotification({ color: 'red', message: error.message }),
          },
        );
      }}
      data-testid="voucher-template-active"
    />
  );
}

/** A template's 刪除, refused once sold. */
function DeleteTemplate({ sellerId, template }: { sellerId: number; template: TVoucherTemplate }) {
  const remove = useDeleteVoucherTemplate(sellerId);
  return (
    <DeleteButton
      confirm={`確定要刪除套票方案「${template.name}」嗎？`}
      onDelete={(done) => remove.mutate(template.id, done)}
      doneMessage="已刪除套票方案"
      isPending={remove.isPending}
      disabled={template.soldCount > 0}
      title={template.soldCount > 0 ? '已售出的方案無法刪除，可改為停售' : undefined}
      testId="voucher-template-delete"
    />
  );
}

/**
 * The seller's voucher templates (套票方案): the list with on/off, edit and delete, and the
 * form of a new one, for items.manage; other members see the list.
 */
export function VoucherTemplateManager({
  sellerId,
  currency,
  canManage,
}: {
  sellerId: number;
  currency: string;
  canManage: boolean;
}) {
  const templates = useVoucherTemplates(sellerId);
  const [editing, setEditing] = useState<TVoucherTemplate | null>(null);
  const columns: ManagedListColumn<TVoucherTemplate>[] = [
    {
      key: 'template',
      header: '套票方案',
      cell: (t) => (
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>{t.name}</Text>
          <Text size="sm">
            {t.sessions} 次・{formatPrice(t.price, t.currency)}
          </Text>
          <Text size="xs" c="dimmed">
            {validityLabel(t.validityDays)}
            {t.soldCount > 0 ? `・已售出 ${t.soldCount} 張` : ''}
          </Text>
          {t.description && (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {t.description}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'services',
      header: '適用',
      cell: (t) => (
        <Text size="xs" c="dimmed">
          {serviceNamesLabel(t.services.map((s) => s.name))}
        </Text>
      ),
    },
    {
      key: 'active',
      header: '狀態',
      labelInCard: false,
      cell: (t) =>
        canManage ? (
          <ActiveSwitch sellerId={sellerId} template={t} />
        ) : (
          <Badge color={t.isActive ? 'teal' : 'gray'} variant="light">
            {t.isActive ? '販售中' : '停售'}
          </Badge>
        ),
    },
  ];
  return (
    <Stack gap="lg">
      <ManagedList
        label="套票方案"
        query={templates}
        columns={columns}
        rowKey={(t) => t.id}
        rowProps={(t) => ({ 'data-testid': 'voucher-template-row', 'data-template-id': t.id })}
        testId="voucher-templates"
        skeletonHeight={110}
        actions={
          canManage
            ? (t) => (
                <>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={() => setEditing(t)}
                    data-testid="voucher-template-edit"
                  >
                    編輯
                  </Button>
                  <DeleteTemplate sellerId={sellerId} template={t} />
                </>
              )
            : undefined
        }
        empty={{
          title: '還沒有套票方案',
          description: '建立方案後，可以在顧客資料頁販售給顧客，完成預約時扣次數。',
        }}
      />
      {canManage && (
        <RecordSection title="新增套票方案">
          <NewTemplateForm sellerId={sellerId} currency={currency} />
        </RecordSection>
      )}
      {editing && (
        <EditTemplateDialog
          key={editing.id}
          sellerId={sellerId}
          currency={currency}
          template={editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
