import {
  Radio,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Textarea,
  type TextareaProps,
} from '@mantine/core';
import {
  COUNTER_PAYMENT_METHOD_LABELS,
  COUNTER_PAYMENT_METHODS,
  type TAdjustRequest,
  type TCounterPaymentMethod,
  type TRefundRequest,
  type TSpendRequest,
  type TTopUpRequest,
  ZAdjustRequest,
  ZRefundRequest,
  ZSpendRequest,
  ZTopUpRequest,
} from '@haoyue/contracts';
import { type ReactNode, useState } from 'react';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { toMinor } from '../../../lib/money';
import {
  type ContractForm,
  type StandardSchema,
  typedNumber,
  useContractForm,
} from '../../../lib/use-contract-form';
import { EditForm } from '../../../ui/edit-dialog';
import { savedThen } from '../../../ui/saved-then';
import { type Movement, useDepositoryMovement } from '../api/depositories';
import { useTopUpPlans } from '../api/top-up-plans';
import { movementErrorMessage, planSummary, validityLabel } from '../lib/stored-value-labels';
import { AmountInput } from './amount-input';

// The counter's stored-value dialogs: top up, spend, refund, adjust (one idempotency key each).
export type Verb = Movement['verb'];

export const TITLES: Record<Verb, string> = {
  'top-up': '儲值',
  spend: '扣款',
  refund: '退款',
  adjust: '調整',
};

const METHOD_OPTIONS = COUNTER_PAYMENT_METHODS.map((m) => ({
  value: m,
  label: COUNTER_PAYMENT_METHOD_LABELS[m],
}));

export interface DialogProps {
  sellerId: number;
  customerId: number;
  currency: string;
  onDone: () => void;
}

/** The movement's note or reason (multi-line, up to 200 characters, as the contract allows). */
function ReasonInput({ testId, ...props }: TextareaProps & { testId: string }) {
  return <Textarea maxLength={200} autosize minRows={2} {...props} data-testid={testId} />;
}

function MethodInput({
  value,
  onChange,
  testId,
}: {
  value?: TCounterPaymentMethod;
  onChange: (v: TCounterPaymentMethod) => void;
  testId: string;
}) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={`${testId}-label`}>
        付款方式
      </Text>
      <SegmentedControl
        fullWidth
        aria-labelledby={`${testId}-label`}
        data={METHOD_OPTIONS}
        value={value}
        onChange={(v) => onChange(v as TCounterPaymentMethod)}
        data-testid={testId}
      />
    </Stack>
  );
}

/**
 * A movement's form, checked by the call's contract schema: `toBody` makes the body from the
 * values and what every movement sends, the amount typed in minor units and one idempotency key
 * made when the dialog opens and reused by a retry (a lost answer never records twice).
 */
function useMovementForm<V extends Record<string, unknown> & { amount: number | string }, B>(
  currency: string,
  initialValues: V,
  schema: StandardSchema,
  toBody: (values: V, common: { amount: number; idempotencyKey: string }) => B,
) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  return useContractForm({
    initialValues,
    schema,
    toBody: (values: V) =>
      toBody(values, { amount: toMinor(typedNumber(values.amount), currency), idempotencyKey }),
  });
}

/**
 * The frame of every movement dialog: the button held while sending, 已完成… once recorded, the
 * refusal in zh-TW.
 */
function MovementForm<V extends Record<string, unknown>>({
  sellerId,
  customerId,
  verb,
  form,
  canSubmit = true,
  children,
  onDone,
}: DialogProps & {
  verb: Verb;
  form: ContractForm<V, Movement['body']>;
  canSubmit?: boolean;
  children: ReactNode;
}) {
  const move = useDepositoryMovement(sellerId, customerId);
  const submit = form.onSubmit(() => {
    if (move.isPending) return;
    move.mutate(
      { verb, body: form.body() } as Movement,
      savedThen(`已完成${TITLES[verb]}`, onDone),
    );
  });
  return (
    <EditForm
      onSubmit={submit}
      submitLabel={`確認${TITLES[verb]}`}
      canSubmit={canSubmit && !move.isPending}
      isSubmitting={move.isPending}
      error={move.error && `${TITLES[verb]}失敗：${movementErrorMessage(move.error)}`}
      onCancel={onDone}
      testId={`${verb}-form`}
      submitTestId={`${verb}-submit`}
      errorTestId={`${verb}-error`}
    >
      {children}
    </EditForm>
  );
}

interface TopUpValues extends Record<string, unknown> {
  choice: string;
  amount: number | string;
  method: TCounterPaymentMethod;
}

const TOP_UP_VALUES: TopUpValues = { choice: '', amount: '', method: 'CASH' };

function TopUpDialog(props: DialogProps) {
  const plans = useTopUpPlans(props.sellerId);
  const active = (plans.data ?? []).filter((p) => p.isActive);
  const form = useMovementForm(
    props.currency,
    TOP_UP_VALUES,
    ZTopUpRequest,
    (v, { amount, idempotencyKey }): TTopUpRequest =>
      v.choice === 'custom'
        ? { amount, paymentMethod: v.method, idempotencyKey }
        : { topUpPlanId: Number(v.choice), paymentMethod: v.method, idempotencyKey },
  );
  return (
    <MovementForm {...props} verb="top-up" form={form} canSubmit={form.values.choice !== ''}>
      {plans.isPending ? (
        <Skeleton h={80} role="status" aria-label="載入中" />
      ) : (
        <Radio.Group label="儲值方案" {...form.getInputProps('choice')} data-testid="top-up-plan">
          <Stack gap="xs" mt={4}>
            {active.map((plan) => (
              <Radio
                key={plan.id}
                value={String(plan.id)}
                label={`${plan.name}（${planSummary(plan)}）`}
                description={validityLabel(plan.validityDays)}
              />
            ))}
            <Radio value="custom" label="自訂金額" data-testid="top-up-custom" />
          </Stack>
        </Radio.Group>
      )}
      {form.values.choice === 'custom' && (
        <AmountInput
          currency={props.currency}
          label="儲值金額"
          {...form.getInputProps('amount')}
          testId="top-up-amount"
        />
      )}
      <MethodInput {...form.getInputProps('method')} testId="top-up-method" />
    </MovementForm>
  );
}

interface ReasonValues extends Record<string, unknown> {
  amount: number | string;
  method: TCounterPaymentMethod;
  direction: 'add' | 'take';
  reason: string;
}

const REASON_VALUES: ReasonValues = { amount: '', method: 'CASH', direction: 'add', reason: '' };

function SpendDialog(props: DialogProps) {
  const form = useMovementForm(
    props.currency,
    REASON_VALUES,
    ZSpendRequest,
    (v, { amount, idempotencyKey }): TSpendRequest => ({
      amount,
      reason: v.reason.trim() || null,
      idempotencyKey,
    }),
  );
  return (
    <MovementForm {...props} verb="spend" form={form}>
      <AmountInput
        currency={props.currency}
        label="扣款金額"
        {...form.getInputProps('amount')}
        testId="spend-amount"
      />
      <ReasonInput
        label="備註"
        placeholder="例如：洗剪吹、購買洗髮精"
        {...form.getInputProps('reason')}
        testId="spend-reason"
      />
    </MovementForm>
  );
}

function RefundDialog(props: DialogProps) {
  const form = useMovementForm(
    props.currency,
    REASON_VALUES,
    ZRefundRequest,
    (v, { amount, idempotencyKey }): TRefundRequest => ({
      amount,
      paymentMethod: v.method,
      reason: v.reason.trim(),
      idempotencyKey,
    }),
  );
  return (
    <MovementForm {...props} verb="refund" form={form}>
      <AmountInput
        currency={props.currency}
        label="退款金額"
        {...form.getInputProps('amount')}
        testId="refund-amount"
      />
      <MethodInput {...form.getInputProps('method')} testId="refund-method" />
      <ReasonInput
        label="退款原因（必填）"
        required
        {...form.getInputProps('reason')}
        testId="refund-reason"
      />
    </MovementForm>
  );
}

function AdjustDialog(props: DialogProps) {
  const form = useMovementForm(
    props.currency,
    REASON_VALUES,
    ZAdjustRequest,
    (v, { amount, idempotencyKey }): TAdjustRequest => ({
      amount: v.direction === 'add' ? amount : -amount,
      reason: v.reason.trim(),
      idempotencyKey,
    }),
  );
  return (
    <MovementForm {...props} verb="adjust" form={form}>
      <SegmentedControl
        fullWidth
        aria-label="調整方向"
        data={[
          { value: 'add', label: '增加' },
          { value: 'take', label: '扣除' },
        ]}
        {...form.field('direction', 'adjust-direction')}
      />
      <AmountInput
        currency={props.currency}
        label="調整金額"
        {...form.getInputProps('amount')}
        testId="adjust-amount"
      />
      <ReasonInput
        label="調整原因（必填）"
        required
        {...form.getInputProps('reason')}
        testId="adjust-reason"
      />
    </MovementForm>
  );
}

export const DIALOGS: Record<Verb, (props: DialogProps) => ReactNode> = {
  'top-up': TopUpDialog,
  spend: SpendDialog,
  refund: RefundDialog,
  adjust: AdjustDialog,
};
