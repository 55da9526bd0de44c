import {
  NumberInput,
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
  CURRENCY_SYMBOLS,
  type TAdjustRequest,
  type TCounterPaymentMethod,
  type TCurrency,
  type TRefundRequest,
  type TSpendRequest,
  type TTopUpRequest,
  ZAdjustRequest,
  ZRefundRequest,
  ZSpendRequest,
  ZTopUpRequest,
} from '@haoyue/contracts';
import { type ReactNode, useState } from 'react';
import { EditForm } from '../../../ui/edit-dialog';
import { showNotification } from '../../../ui/notifications';
import { type Movement, useDepositoryMovement } from '../api/depositories';
import { useTopUpPlans } from '../api/top-up-plans';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { toMinor } from '../../../lib/money';
import { type ContractForm, typedNumber, useContractForm } from '../../../lib/use-contract-form';
import { movementErrorMessage, planSummary, validityLabel } from '../lib/stored-value-labels';

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

/** An amount typed in the currency's major unit. */
function AmountInput({
  currency,
  value,
  onChange,
  error,
  label = '金額',
  testId,
}: {
  currency: string;
  value?: number | string;
  onChange: (v: number | string) => void;
  error?: ReactNode;
  label?: string;
  testId: string;
}) {
  return (
    <NumberInput
      label={label}
      prefix={CURRENCY_SYMBOLS[currency as TCurrency] ?? ''}
      thousandSeparator=","
      min={0}
      allowNegative={false}
      allowDecimal={false}
      value={value}
      onChange={onChange}
      error={error}
      data-testid={testId}
    />
  );
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
 * The frame of every movement dialog: the form checked by the call's contract schema, one
 * idempotency key made when the dialog opens and reused by a retry (a lost answer never
 * records twice), the button held while sending, the refusal in zh-TW.
 */
function MovementForm<V extends Record<string, unknown>>({
  sellerId,
  customerId,
  verb,
  form,
  canSubmit = true,
  children,
  onDone,
}: {
  sellerId: number;
  customerId: number;
  verb: Verb;
  form: ContractForm<V, Movement['body']>;
  canSubmit?: boolean;
  children: ReactNode;
  onDone: () => void;
}) {
  const move = useDepositoryMovement(sellerId, customerId);
  const submit = form.onSubmit(() => {
    if (move.isPending) return;
    move.mutate({ verb, body: form.body() } as Movement, {
      onSuccess: () => {
        showNotification({ color: 'teal', message: `已完成${TITLES[verb]}` });
        onDone();
      },
    });
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

function TopUpDialog({ sellerId, customerId, currency, onDone }: DialogProps) {
  const plans = useTopUpPlans(sellerId);
  const active = (plans.data ?? []).filter((p) => p.isActive);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const form = useContractForm({
    initialValues: { choice: '', amount: '', method: 'CASH' } as TopUpValues,
    schema: ZTopUpRequest,
    toBody: (v: TopUpValues): TTopUpRequest =>
      v.choice === 'custom'
        ? {
            amount: toMinor(typedNumber(v.amount), currency),
            paymentMethod: v.method,
            idempotencyKey,
          }
        : { topUpPlanId: Number(v.choice), paymentMethod: v.method, idempotencyKey },
  });
  return (
    <MovementForm
      sellerId={sellerId}
      customerId={customerId}
      verb="top-up"
      form={form}
      canSubmit={form.values.choice !== ''}
      onDone={onDone}
    >
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
          currency={currency}
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

function SpendDialog({ sellerId, customerId, currency, onDone }: DialogProps) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const form = useContractForm({
    initialValues: REASON_VALUES,
    schema: ZSpendRequest,
    toBody: (v: ReasonValues): TSpendRequest => ({
      amount: toMinor(typedNumber(v.amount), currency),
      reason: v.reason.trim() || null,
      idempotencyKey,
    }),
  });
  return (
    <MovementForm
      sellerId={sellerId}
      customerId={customerId}
      verb="spend"
      form={form}
      onDone={onDone}
    >
      <AmountInput
        currency={currency}
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

function RefundDialog({ sellerId, customerId, currency, onDone }: DialogProps) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const form = useContractForm({
    initialValues: REASON_VALUES,
    schema: ZRefundRequest,
    toBody: (v: ReasonValues): TRefundRequest => ({
      amount: toMinor(typedNumber(v.amount), currency),
      paymentMethod: v.method,
      reason: v.reason.trim(),
      idempotencyKey,
    }),
  });
  return (
    <MovementForm
      sellerId={sellerId}
      customerId={customerId}
      verb="refund"
      form={form}
      onDone={onDone}
    >
      <AmountInput
        currency={currency}
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

function AdjustDialog({ sellerId, customerId, currency, onDone }: DialogProps) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const form = useContractForm({
    initialValues: REASON_VALUES,
    schema: ZAdjustRequest,
    toBody: (v: ReasonValues): TAdjustRequest => {
      const minor = toMinor(typedNumber(v.amount), currency);
      return {
        amount: v.direction === 'add' ? minor : -minor,
        reason: v.reason.trim(),
        idempotencyKey,
      };
    },
  });
  return (
    <MovementForm
      sellerId={sellerId}
      customerId={customerId}
      verb="adjust"
      form={form}
      onDone={onDone}
    >
      <SegmentedControl
        fullWidth
        aria-label="調整方向"
        data={[
          { value: 'add', label: '增加' },
          { value: 'take', label: '扣除' },
        ]}
        {...form.getInputProps('direction')}
        data-testid="adjust-direction"
      />
      <AmountInput
        currency={currency}
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
