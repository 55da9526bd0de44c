import {
  Badge,
  Group,
  MultiSelect,
  NumberInput,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@mantine/core';
import {
  MEMBER_ITEM_LIMITS,
  type TVoucherServiceOption,
  type TVoucherTemplate,
  type TVoucherTemplateInput,
  ZVoucherTemplateInput,
} from '@haoyue/contracts';
import { useMemo } from 'react';
import { formatPrice, toMajor, toMinor } from '../../../lib/money';
import { type ContractForm, typedNumber, useContractForm } from '../../../lib/use-contract-form';
import { DeleteButton } from '../../../ui/delete-button';
import { NamedItemForm } from '../../../ui/named-item-form';
import {
  type ItemManagerProps,
  ManagedList,
  type ManagedListColumn,
} from '../../../ui/managed-list';
import { showNotification } from '../../../ui/notifications';
import { ActiveSwitch } from '../../../ui/seller-dashboard/form-parts';
import { OptionalDaysInput } from '../../../ui/seller-dashboard/optional-days-input';
import {
  useDeleteVoucherTemplate,
  useSaveVoucherTemplate,
  useVoucherServices,
  useVoucherTemplates,
} from '../api/voucher-templates';
import { validityLabel } from '../lib/voucher-labels';
import { PriceInput } from './price-input';
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
      <Textarea
        label="說明（選填）"
        autosize
        minRows={2}
        {...form.field('description', 'voucher-template-description')}
      />
      <MultiSelect
        label="適用服務"
        placeholder={groups.length ? '選擇服務' : '尚未建立服務'}
        data={groups}
        disabled={services.isPending}
        searchable
        required
        comboboxProps={{ withinPortal: true }}
        {...form.field('serviceIds', 'voucher-template-services')}
      />
      <Group grow align="flex-start" gap="xs">
        <NumberInput
          label="次數"
          min={1}
          max={MEMBER_ITEM_LIMITS.voucherSessions}
          allowDecimal={false}
          allowNegative={false}
          suffix=" 次"
          {...form.field('sessions', 'voucher-template-sessions')}
        />
        <PriceInput label="售價" {...form.field('price', 'voucher-template-price')} />
      </Group>
      <OptionalDaysInput
        label="設定使用期限（自購買日起算）"
        checkbox={form.getInputProps('expires', { type: 'checkbox' })}
        daysLabel="有效天數"
        max={MEMBER_ITEM_LIMITS.validityDays}
        days={form.getInputProps('validityDays')}
        testId="voucher-template-expires"
        daysTestId="voucher-template-validity-days"
      />
      <Switch
        label="販售中"
        {...form.getInputProps('isActive', { type: 'checkbox' })}
        data-testid="voucher-template-form-active"
      />
    </>
  );
}

/** A template's form: a new one's on the page under the list, an edited one's in a dialog. */
function TemplateForm({
  sellerId,
  currency,
  template,
  onClose,
}: {
  sellerId: number;
  currency: string;
  template?: TVoucherTemplate;
  onClose?: () => void;
}) {
  const form = useTemplateForm(currency, template);
  const save = useSaveVoucherTemplate(sellerId);
  return (
    <NamedItemForm
      noun="套票方案"
      editing={Boolean(template)}
      onClose={onClose}
      form={form}
      send={(body, then) => save.mutate({ templateId: template?.id, ...body }, then)}
      save={save}
      testIdPrefix="voucher-template"
      nameInput={{ label: '套票名稱', placeholder: '例如：洗髮 10 次（送 2 次）', required: true }}
      errorTestId="voucher-template-error"
    >
      <TemplateFields sellerId={sellerId} form={form} />
    </NamedItemForm>
  );
}

/** A template's 販售中 / 停售 switch. */
function TemplateActiveSwitch({
  sellerId,
  template,
}: {
  sellerId: number;
  template: TVoucherTemplate;
}) {
  const save = useSaveVoucherTemplate(sellerId);
  const toggle = (isActive: boolean) =>
    save.mutate(
      { templateId: template.id, ...inputOf(template), isActive },
      {
        onSuccess: () =>
          showNotification({ color: 'teal', message: isActive ? '已開始販售' : '已停售' }),
        onError: (error) => showNotification({ color: 'red', message: error.message }),
      },
    );
  return (
    <ActiveSwitch
      label={template.isActive ? '販售中' : '停售'}
      isActive={template.isActive}
      saving={save.isPending}
      onToggle={toggle}
      testId="voucher-template-active"
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
export function VoucherTemplateManager({ sellerId, currency, canManage }: ItemManagerProps) {
  const templates = useVoucherTemplates(sellerId);
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
          <TemplateActiveSwitch sellerId={sellerId} template={t} />
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
        edit={
          canManage
            ? {
                dialog: (t, close) => (
                  <TemplateForm
                    sellerId={sellerId}
                    currency={currency}
                    template={t}
                    onClose={close}
                  />
                ),
                testId: 'voucher-template-edit',
              }
            : undefined
        }
        actions={canManage ? (t) => <DeleteTemplate sellerId={sellerId} template={t} /> : undefined}
        empty={{
          title: '還沒有套票方案',
          description: '建立方案後，可以在顧客資料頁販售給顧客，完成預約時扣次數。',
        }}
      />
      {canManage && (
        <RecordSection title="新增套票方案">
          <TemplateForm sellerId={sellerId} currency={currency} />
        </RecordSection>
      )}
    </Stack>
  );
}
