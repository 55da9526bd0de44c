import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  CURRENCY_SYMBOLS,
  MEMBER_ITEM_LIMITS,
  type TCurrency,
  type TTopUpPlan,
} from '@haoyue/contracts';
import { type FormEvent, useState } from 'react';
import { EmptyState } from '../../../ui/empty-state';
import { QueryErrorState } from '../../../ui/error-state';
import { showNotification } from '../../../ui/notifications';
import {
  useCreateTopUpPlan,
  useDeleteTopUpPlan,
  useTopUpPlans,
  useUpdateTopUpPlan,
} from '../api/top-up-plans';
import { planSummary, toMajor, toMinor, validityLabel } from '../lib/stored-value-labels';

const NAME_MAX = 40;

interface PlanDraft {
  name: string;
  pay: number | string;
  receive: number | string;
  expires: boolean;
  days: number | string;
  isActive: boolean;
}

const draftOf = (currency: string, plan?: TTopUpPlan): PlanDraft => ({
  name: plan?.name ?? '',
  pay: plan ? toMajor(plan.payAmount, currency) : '',
  receive: plan ? toMajor(plan.receiveAmount, currency) : '',
  expires: plan ? plan.validityDays !== null : false,
  days: plan?.validityDays ?? 365,
  isActive: plan?.isActive ?? true,
});

const asNumber = (v: number | string) => (typeof v === 'number' ? v : Number(v));

/** The form of a new plan or of one being edited, in a dialog. */
function PlanForm({
  sellerId,
  currency,
  plan,
  onDone,
}: {
  sellerId: number;
  currency: string;
  plan?: TTopUpPlan;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState<PlanDraft>(() => draftOf(currency, plan));
  const create = useCreateTopUpPlan(sellerId);
  const update = useUpdateTopUpPlan(sellerId);
  const write = plan ? update : create;
  const pay = toMinor(asNumber(draft.pay), currency);
  const receive = toMinor(asNumber(draft.receive), currency);
  const days = asNumber(draft.days);
  const payError =
    draft.pay !== '' && !(pay > 0 && pay <= MEMBER_ITEM_LIMITS.amount) ? '請輸入有效的金額' : null;
  const receiveError = draft.receive !== '' && receive < pay ? '儲值金額不可少於實收金額' : null;
  const daysError =
    draft.expires &&
    !(Number.isInteger(days) && days >= 1 && days <= MEMBER_ITEM_LIMITS.validityDays)
      ? `請輸入 1 到 ${MEMBER_ITEM_LIMITS.validityDays} 天`
      : null;
  const valid =
    draft.name.trim() !== '' &&
    draft.pay !== '' &&
    draft.receive !== '' &&
    !payError &&
    !receiveError &&
    receive <= MEMBER_ITEM_LIMITS.amount &&
    !daysError;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const body = {
      name: draft.name.trim(),
      payAmount: pay,
      receiveAmount: receive,
      validityDays: draft.expires ? days : null,
      isActive: draft.isActive,
    };
    const done = {
      onSuccess: () => {
        showNotification({ color: 'teal', message: plan ? '已更新儲值方案' : '已新增儲值方案' });
        onDone();
      },
    };
    if (plan) update.mutate({ planId: plan.id, ...body }, done);
    else create.mutate(body, done);
  };
  const symbol = CURRENCY_SYMBOLS[currency as TCurrency] ?? '';
  return (
    <form onSubmit={submit} noValidate data-testid="top-up-plan-form">
      <Stack gap="sm">
        <TextInput
          label="方案名稱"
          placeholder="例如：儲值 1 萬送 1 千"
          value={draft.name}
          maxLength={NAME_MAX}
          onChange={(e) => {
            const name = e.currentTarget.value;
            setDraft((d) => ({ ...d, name }));
          }}
          data-testid="top-up-plan-name"
        />
        <NumberInput
          label="顧客支付"
          prefix={symbol}
          thousandSeparator=","
          min={0}
          allowNegative={false}
          allowDecimal={false}
          value={draft.pay}
          onChange={(pay) => setDraft((d) => ({ ...d, pay }))}
          error={payError}
          data-testid="top-up-plan-pay"
        />
        <NumberInput
          label="存入儲值金"
          description="可大於支付金額（加贈）"
          prefix={symbol}
          thousandSeparator=","
          min={0}
          allowNegative={false}
          allowDecimal={false}
          value={draft.receive}
          onChange={(receive) => setDraft((d) => ({ ...d, receive }))}
          error={receiveError}
          data-testid="top-up-plan-receive"
        />
        <Checkbox
          label="設定使用期限"
          checked={draft.expires}
          onChange={(e) => {
            const expires = e.currentTarget.checked;
            setDraft((d) => ({ ...d, expires }));
          }}
          data-testid="top-up-plan-expires"
        />
        {draft.expires && (
          <NumberInput
            label="儲值後有效天數"
            min={1}
            max={MEMBER_ITEM_LIMITS.validityDays}
            allowDecimal={false}
            allowNegative={false}
            suffix=" 天"
            value={draft.days}
            onChange={(v) => setDraft((d) => ({ ...d, days: v }))}
            error={daysError}
            data-testid="top-up-plan-days"
          />
        )}
        <Switch
          label="開放使用"
          checked={draft.isActive}
          onChange={(e) => {
            const isActive = e.currentTarget.checked;
            setDraft((d) => ({ ...d, isActive }));
          }}
        />
        {write.error && (
          <Text size="sm" c="red" role="alert">
            {write.error.message}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            取消
          </Button>
          <Button
            type="submit"
            loading={write.isPending}
            disabled={!valid}
            data-testid="top-up-plan-save"
          >
            {plan ? '儲存' : '新增方案'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PlanRow({
  sellerId,
  plan,
  canManage,
  onEdit,
}: {
  sellerId: number;
  plan: TTopUpPlan;
  canManage: boolean;
  onEdit: () => void;
}) {
  const update = useUpdateTopUpPlan(sellerId);
  const remove = useDeleteTopUpPlan(sellerId);
  const toggle = (isActive: boolean) =>
    update.mutate(
      {
        planId: plan.id,
        name: plan.name,
        payAmount: plan.payAmount,
        receiveAmount: plan.receiveAmount,
        validityDays: plan.validityDays,
        isActive,
      },
      {
        onError: (error) =>
          showNotification({ color: 'red', message: `更新失敗：${error.message}` }),
      },
    );
  const del = () => {
    if (!window.confirm(`確定要刪除儲值方案「${plan.name}」嗎？`)) return;
    remove.mutate(plan.id, {
      onSuccess: () => showNotification({ color: 'teal', message: '已刪除儲值方案' }),
      onError: (error) => showNotification({ color: 'red', message: `刪除失敗：${error.message}` }),
    });
  };
  return (
    <Card withBorder padding="sm" data-testid="top-up-plan-row">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} data-testid="top-up-plan-summary">
              {planSummary(plan)}
            </Text>
            <Text size="sm" c="dimmed">
              {plan.name}・{validityLabel(plan.validityDays)}
            </Text>
          </Stack>
          {!plan.isActive && (
            <Badge color="gray" variant="light">
              已停用
            </Badge>
          )}
        </Group>
        {canManage && (
          <Group justify="space-between" gap="xs">
            <Switch
              label="開放使用"
              checked={plan.isActive}
              disabled={update.isPending}
              onChange={(e) => toggle(e.currentTarget.checked)}
              data-testid="top-up-plan-active"
            />
            <Group gap={4}>
              <Button size="compact-sm" variant="subtle" onClick={onEdit}>
                編輯
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                loading={remove.isPending}
                onClick={del}
                title={plan.used ? '已有儲值紀錄的方案無法刪除，可改為停用' : undefined}
                data-testid="top-up-plan-delete"
              >
                刪除
              </Button>
            </Group>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** The seller's top-up plans; owner and managers create, edit, switch off and delete them. */
export function TopUpPlanManager({
  sellerId,
  currency,
  canManage,
}: {
  sellerId: number;
  currency: string;
  canManage: boolean;
}) {
  const plans = useTopUpPlans(sellerId);
  const [editing, setEditing] = useState<TTopUpPlan | 'new' | null>(null);
  const close = () => setEditing(null);
  return (
    <Stack gap="md" data-testid="top-up-plans">
      {canManage && (
        <Group justify="flex-end">
          <Button onClick={() => setEditing('new')} data-testid="top-up-plan-create">
            新增儲值方案
          </Button>
        </Group>
      )}
      {plans.isPending ? (
        <Stack gap="xs" role="status" aria-label="載入中">
          <Skeleton h={72} />
          <Skeleton h={72} />
        </Stack>
      ) : plans.isError ? (
        <QueryErrorState query={plans} />
      ) : plans.data.length === 0 ? (
        <EmptyState
          title="還沒有儲值方案"
          description="建立「儲值 NT$10,000 送 NT$1,000」這類方案，櫃台儲值時即可直接選用。"
        />
      ) : (
        <Stack gap="xs">
          {plans.data.map((plan) => (
            <PlanRow
              key={plan.id}
              sellerId={sellerId}
              plan={plan}
              canManage={canManage}
              onEdit={() => setEditing(plan)}
            />
          ))}
        </Stack>
      )}
      <Modal
        opened={editing !== null}
        onClose={close}
        title={editing === 'new' ? '新增儲值方案' : '編輯儲值方案'}
        centered
      >
        {editing !== null && (
          <PlanForm
            key={editing === 'new' ? 'new' : editing.id}
            sellerId={sellerId}
            currency={editing === 'new' ? currency : editing.currency}
            plan={editing === 'new' ? undefined : editing}
            onDone={close}
          />
        )}
      </Modal>
    </Stack>
  );
}
