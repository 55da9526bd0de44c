import { Badge, Button, Group, Stack, Switch, Text } from '@mantine/core';
import {
  MEMBER_ITEM_LIMITS,
  type TTopUpPlan,
  type TTopUpPlanInput,
  ZTopUpPlanInput,
} from '@haoyue/contracts';
import { useState } from 'react';
import { toMajor, toMinor } from '../../../lib/money';
import { typedNumber, useContractForm } from '../../../lib/use-contract-form';
import { DeleteButton } from '../../../ui/delete-button';
import {
  type ItemManagerProps,
  ManagedList,
  type ManagedListColumn,
} from '../../../ui/managed-list';
import { NamedItemForm } from '../../../ui/named-item-form';
import { showNotification } from '../../../ui/notifications';
import { ActiveSwitch } from '../../../ui/seller-dashboard/form-parts';
import { OptionalDaysInput } from '../../../ui/seller-dashboard/optional-days-input';
import { useDeleteTopUpPlan, useSaveTopUpPlan, useTopUpPlans } from '../api/top-up-plans';
import { planSummary, validityLabel } from '../lib/stored-value-labels';
import { AmountInput } from './amount-input';

interface PlanValues extends Record<string, unknown> {
  name: string;
  pay: number | string;
  receive: number | string;
  expires: boolean;
  days: number | string;
  isActive: boolean;
}

const valuesOf = (currency: string, plan?: TTopUpPlan): PlanValues => ({
  name: plan?.name ?? '',
  pay: plan ? toMajor(plan.payAmount, currency) : '',
  receive: plan ? toMajor(plan.receiveAmount, currency) : '',
  expires: plan ? plan.validityDays !== null : false,
  days: plan?.validityDays ?? 365,
  isActive: plan?.isActive ?? true,
});

/** The body a plan saves with, as its row has it (to switch it on or off). */
const inputOf = (plan: TTopUpPlan): TTopUpPlanInput => ({
  name: plan.name,
  payAmount: plan.payAmount,
  receiveAmount: plan.receiveAmount,
  validityDays: plan.validityDays,
  isActive: plan.isActive,
});

/** The dialog of a new plan or of one being edited. */
function PlanDialog({
  sellerId,
  currency,
  plan,
  onClose,
}: {
  sellerId: number;
  currency: string;
  plan?: TTopUpPlan;
  onClose: () => void;
}) {
  const save = useSaveTopUpPlan(sellerId);
  const form = useContractForm({
    initialValues: valuesOf(currency, plan),
    schema: ZTopUpPlanInput,
    toBody: (v: PlanValues): TTopUpPlanInput => ({
      name: v.name.trim(),
      payAmount: toMinor(typedNumber(v.pay), currency),
      receiveAmount: toMinor(typedNumber(v.receive), currency),
      validityDays: v.expires ? typedNumber(v.days) : null,
      isActive: v.isActive,
    }),
    fieldOf: { payAmount: 'pay', receiveAmount: 'receive', validityDays: 'days' },
  });
  return (
    <NamedItemForm
      noun="儲值方案"
      editing={Boolean(plan)}
      newInDialog
      onClose={onClose}
      form={form}
      send={(body, then) => save.mutate({ planId: plan?.id, ...body }, then)}
      save={save}
      testIdPrefix="top-up-plan"
      nameInput={{ label: '方案名稱', placeholder: '例如：儲值 1 萬送 1 千' }}
    >
      <AmountInput
        currency={currency}
        label="顧客支付"
        {...form.getInputProps('pay')}
        testId="top-up-plan-pay"
      />
      <AmountInput
        currency={currency}
        label="存入儲值金"
        description="可大於支付金額（加贈）"
        {...form.getInputProps('receive')}
        testId="top-up-plan-receive"
      />
      <OptionalDaysInput
        label="設定使用期限"
        checkbox={form.getInputProps('expires', { type: 'checkbox' })}
        daysLabel="儲值後有效天數"
        max={MEMBER_ITEM_LIMITS.validityDays}
        days={form.getInputProps('days')}
        testId="top-up-plan-expires"
        daysTestId="top-up-plan-days"
      />
      <Switch label="開放使用" {...form.getInputProps('isActive', { type: 'checkbox' })} />
    </NamedItemForm>
  );
}

/** A plan's 開放使用 switch. */
function PlanActiveSwitch({ sellerId, plan }: { sellerId: number; plan: TTopUpPlan }) {
  const save = useSaveTopUpPlan(sellerId);
  const toggle = (isActive: boolean) =>
    save.mutate(
      { planId: plan.id, ...inputOf(plan), isActive },
      {
        onError: (error) =>
          showNotification({ color: 'red', message: `更新失敗：${error.message}` }),
      },
    );
  return (
    <ActiveSwitch
      label="開放使用"
      isActive={plan.isActive}
      saving={save.isPending}
      onToggle={toggle}
      testId="top-up-plan-active"
    />
  );
}

/** A plan's 刪除. */
function DeletePlan({ sellerId, plan }: { sellerId: number; plan: TTopUpPlan }) {
  const remove = useDeleteTopUpPlan(sellerId);
  return (
    <DeleteButton
      confirm={`確定要刪除儲值方案「${plan.name}」嗎？`}
      onDelete={(done) => remove.mutate(plan.id, done)}
      doneMessage="已刪除儲值方案"
      isPending={remove.isPending}
      title={plan.used ? '已有儲值紀錄的方案無法刪除，可改為停用' : undefined}
      testId="top-up-plan-delete"
    />
  );
}

/** The seller's top-up plans; owner and managers create, edit, switch off and delete them. */
export function TopUpPlanManager({ sellerId, currency, canManage }: ItemManagerProps) {
  const plans = useTopUpPlans(sellerId);
  const [isCreating, setCreating] = useState(false);
  const columns: ManagedListColumn<TTopUpPlan>[] = [
    {
      key: 'plan',
      header: '方案',
      cell: (plan) => (
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
      ),
    },
  ];
  if (canManage) {
    columns.push({
      key: 'active',
      header: '狀態',
      labelInCard: false,
      cell: (plan) => <PlanActiveSwitch sellerId={sellerId} plan={plan} />,
    });
  }
  return (
    <Stack gap="md" data-testid="top-up-plans">
      {canManage && (
        <Group justify="flex-end">
          <Button onClick={() => setCreating(true)} data-testid="top-up-plan-create">
            新增儲值方案
          </Button>
        </Group>
      )}
      <ManagedList
        label="儲值方案"
        query={plans}
        columns={columns}
        rowKey={(plan) => plan.id}
        rowProps={() => ({ 'data-testid': 'top-up-plan-row' })}
        edit={
          canManage
            ? {
                dialog: (plan, close) => (
                  <PlanDialog
                    sellerId={sellerId}
                    currency={plan.currency}
                    plan={plan}
                    onClose={close}
                  />
                ),
              }
            : undefined
        }
        actions={canManage ? (plan) => <DeletePlan sellerId={sellerId} plan={plan} /> : undefined}
        empty={{
          title: '還沒有儲值方案',
          description: '建立「儲值 NT$10,000 送 NT$1,000」這類方案，櫃台儲值時即可直接選用。',
        }}
      />
      {isCreating && (
        <PlanDialog sellerId={sellerId} currency={currency} onClose={() => setCreating(false)} />
      )}
    </Stack>
  );
}
