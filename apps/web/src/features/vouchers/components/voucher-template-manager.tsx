import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Skeleton,
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
} from '@haoyue/contracts';
import { type FormEvent, useMemo, useState } from 'react';
import { formatPrice } from '../../../lib/money';
import { EmptyState } from '../../../ui/empty-state';
import { QueryErrorState } from '../../../ui/error-state';
import { showNotification } from '../../../ui/notifications';
import {
  useDeleteVoucherTemplate,
  useSaveVoucherTemplate,
  useVoucherServices,
  useVoucherTemplates,
} from '../api/voucher-templates';
import { toMajor, toMinor, validityLabel } from '../lib/voucher-labels';

interface TemplateDraft {
  name: string;
  description: string;
  sessions: number | string;
  price: number | string;
  expires: boolean;
  validityDays: number | string;
  serviceIds: string[];
  isActive: boolean;
}

const draftOf = (t?: TVoucherTemplate): TemplateDraft => ({
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

const intIn = (v: number | string, min: number, max: number) => {
  const n = typeof v === 'number' ? v : Number(v);
  return v !== '' && Number.isInteger(n) && n >= min && n <= max ? n : null;
};

/** The form of a new template or of one being edited. */
function TemplateForm({
  sellerId,
  currency,
  template,
  onDone,
}: {
  sellerId: number;
  currency: string;
  template?: TVoucherTemplate;
  onDone?: () => void;
}) {
  const [draft, setDraft] = useState<TemplateDraft>(() => draftOf(template));
  const services = useVoucherServices(sellerId);
  const save = useSaveVoucherTemplate(sellerId);
  const groups = useMemo(() => serviceGroups(services.data ?? []), [services.data]);
  const set = (change: Partial<TemplateDraft>) => {
    setDraft((d) => ({ ...d, ...change }));
    save.reset();
  };
  const sessions = intIn(draft.sessions, 1, MEMBER_ITEM_LIMITS.voucherSessions);
  const priceNumber = typeof draft.price === 'number' ? draft.price : Number(draft.price);
  const price =
    draft.price !== '' && Number.isFinite(priceNumber) && priceNumber >= 0
      ? toMinor(priceNumber, template?.currency ?? currency)
      : null;
  const priceValid = price !== null && price <= MEMBER_ITEM_LIMITS.amount;
  const days = draft.expires ? intIn(draft.validityDays, 1, MEMBER_ITEM_LIMITS.validityDays) : null;
  const valid =
    draft.name.trim() !== '' &&
    sessions !== null &&
    priceValid &&
    (!draft.expires || days !== null) &&
    draft.serviceIds.length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const name = draft.name.trim();
    save.mutate(
      {
        ...(template ? { templateId: template.id } : {}),
        name,
        description: draft.description,
        sessions,
        price: price!,
        validityDays: draft.expires ? days : null,
        serviceIds: draft.serviceIds.map(Number),
        isActive: draft.isActive,
      },
      {
        onSuccess: () => {
          showNotification({
            color: 'teal',
            message: template ? '已更新套票方案' : `已新增套票方案「${name}」`,
          });
          if (!template) setDraft(draftOf());
          onDone?.();
        },
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      data-testid={template ? 'voucher-template-edit-form' : 'voucher-template-form'}
    >
      <Stack gap="sm">
        <TextInput
          label="套票名稱"
          placeholder="例如：洗髮 10 次（送 2 次）"
          value={draft.name}
          maxLength={40}
          required
          onChange={(e) => set({ name: e.currentTarget.value })}
          data-testid="voucher-template-name"
        />
        <Textarea
          label="說明（選填）"
          value={draft.description}
          maxLength={500}
          autosize
          minRows={2}
          onChange={(e) => set({ description: e.currentTarget.value })}
          data-testid="voucher-template-description"
        />
        <MultiSelect
          label="適用服務"
          placeholder={groups.length ? '選擇服務' : '尚未建立服務'}
          data={groups}
          value={draft.serviceIds}
          onChange={(serviceIds) => set({ serviceIds })}
          disabled={services.isPending}
          searchable
          required
          comboboxProps={{ withinPortal: true }}
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
            value={draft.sessions}
            onChange={(v) => set({ sessions: v })}
            error={
              sessions === null ? `請輸入 1 到 ${MEMBER_ITEM_LIMITS.voucherSessions} 次` : undefined
            }
            data-testid="voucher-template-sessions"
          />
          <NumberInput
            label="售價"
            min={0}
            allowNegative={false}
            thousandSeparator=","
            value={draft.price}
            onChange={(v) => set({ price: v })}
            error={draft.price !== '' && !priceValid ? '請輸入正確的金額' : undefined}
            data-testid="voucher-template-price"
          />
        </Group>
        <Checkbox
          label="設定使用期限（自購買日起算）"
          checked={draft.expires}
          onChange={(e) => set({ expires: e.currentTarget.checked })}
          data-testid="voucher-template-expires"
        />
        {draft.expires && (
          <NumberInput
            label="有效天數"
            min={1}
            max={MEMBER_ITEM_LIMITS.validityDays}
            allowDecimal={false}
            allowNegative={false}
            suffix=" 天"
            value={draft.validityDays}
            onChange={(v) => set({ validityDays: v })}
            error={days === null ? `請輸入 1 到 ${MEMBER_ITEM_LIMITS.validityDays} 天` : undefined}
            data-testid="voucher-template-validity-days"
          />
        )}
        <Switch
          label="販售中"
          checked={draft.isActive}
          onChange={(e) => set({ isActive: e.currentTarget.checked })}
          data-testid="voucher-template-form-active"
        />
        {save.isError && (
          <Alert color="red" variant="light" role="alert" data-testid="voucher-template-error">
            {save.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          {onDone && (
            <Button variant="default" onClick={onDone}>
              取消
            </Button>
          )}
          <Button
            type="submit"
            loading={save.isPending}
            disabled={!valid}
            data-testid="voucher-template-save"
          >
            {template ? '儲存' : '新增套票方案'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function TemplateRow({
  sellerId,
  currency,
  template,
  canManage,
}: {
  sellerId: number;
  currency: string;
  template: TVoucherTemplate;
  canManage: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const save = useSaveVoucherTemplate(sellerId);
  const remove = useDeleteVoucherTemplate(sellerId);
  if (editing) {
    return (
      <Card withBorder padding="md">
        <TemplateForm
          sellerId={sellerId}
          currency={currency}
          template={template}
          onDone={() => setEditing(false)}
        />
      </Card>
    );
  }
  const toggle = (isActive: boolean) =>
    save.mutate(
      { templateId: template.id, ...inputOf(template), isActive },
      {
        onSuccess: () =>
          showNotification({ color: 'teal', message: isActive ? '已開始販售' : '已停售' }),
        onError: (error) => showNotification({ color: 'red', message: error.message }),
      },
    );
  const del = () => {
    if (!window.confirm(`確定要刪除套票方案「${template.name}」嗎？`)) return;
    remove.mutate(template.id, {
      onSuccess: () => showNotification({ color: 'teal', message: '已刪除套票方案' }),
      onError: (error) => showNotification({ color: 'red', message: `刪除失敗：${error.message}` }),
    });
  };
  return (
    <Card withBorder padding="md" data-testid="voucher-template-row" data-template-id={template.id}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600}>{template.name}</Text>
            <Text size="sm">
              {template.sessions} 次・{formatPrice(template.price, template.currency)}
            </Text>
            <Text size="xs" c="dimmed">
              {validityLabel(template.validityDays)}
              {template.soldCount > 0 ? `・已售出 ${template.soldCount} 張` : ''}
            </Text>
          </Stack>
          {canManage ? (
            <Switch
              label={template.isActive ? '販售中' : '停售'}
              checked={template.isActive}
              disabled={save.isPending}
              onChange={(e) => toggle(e.currentTarget.checked)}
              data-testid="voucher-template-active"
            />
          ) : (
            <Badge color={template.isActive ? 'teal' : 'gray'} variant="light">
              {template.isActive ? '販售中' : '停售'}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          適用：{template.services.map((s) => s.name).join('、') || '—'}
        </Text>
        {template.description && (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {template.description}
          </Text>
        )}
        {canManage && (
          <Group gap={4} justify="flex-end">
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => setEditing(true)}
              data-testid="voucher-template-edit"
            >
              編輯
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              loading={remove.isPending}
              disabled={template.soldCount > 0}
              title={template.soldCount > 0 ? '已售出的方案無法刪除，可改為停售' : undefined}
              onClick={del}
              data-testid="voucher-template-delete"
            >
              刪除
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
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
  return (
    <Stack gap="lg">
      {templates.isPending ? (
        <Stack gap="sm" role="status" aria-label="載入中">
          <Skeleton h={110} />
          <Skeleton h={110} />
        </Stack>
      ) : templates.isError ? (
        <QueryErrorState query={templates} />
      ) : templates.data.length === 0 ? (
        <EmptyState
          title="還沒有套票方案"
          description="建立方案後，可以在顧客資料頁販售給顧客，完成預約時扣次數。"
        />
      ) : (
        <Stack gap="sm" data-testid="voucher-templates">
          {templates.data.map((template) => (
            <TemplateRow
              key={template.id}
              sellerId={sellerId}
              currency={currency}
              template={template}
              canManage={canManage}
            />
          ))}
        </Stack>
      )}
      {canManage && (
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Text component="h2" fw={600} size="lg">
              新增套票方案
            </Text>
            <TemplateForm sellerId={sellerId} currency={currency} />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
