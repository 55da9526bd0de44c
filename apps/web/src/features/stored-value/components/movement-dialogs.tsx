import {
  NumberInput,
  Radio,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import {
  COUNTER_PAYMENT_METHOD_LABELS,
  COUNTER_PAYMENT_METHODS,
  CURRENCY_SYMBOLS,
  MEMBER_ITEM_LIMITS,
  type TCounterPaymentMethod,
  type TCurrency,
} from '@haoyue/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { EditForm } from '../../../ui/edit-dialog';
import { showNotification } from '../../../ui/notifications';
import { type Movement, useDepositoryMovement } from '../api/depositories';
import { useTopUpPlans } from '../api/top-up-plans';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { toMinor } from '../../../lib/money';
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
  label = '金額',
  testId,
}: {
  currency: string;
  value: number | string;
  onChange: (v: number | string) => void;
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
      data-testid={testId}
    />
  );
}

function MethodInput({
  value,
  onChange,
  testId,
}: {
  value: TCounterPaymentMethod;
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
 * The frame of every movement dialog: one idempotency key made when it opens and reused by a
 * retry (a lost answer never records twice), the button disabled while sending, the refusal
 * in zh-TW.
 */
function MovementForm({
  sellerId,
  customerId,
  verb,
  build,
  children,
  onDone,
}: {
  sellerId: number;
  customerId: number;
  verb: Verb;
  /** The request without its key, or null while the form is incomplete. */
  build: () => Omit<Movement['body'], 'idempotencyKey'> | null;
  children: ReactNode;
  onDone: () => void;
}) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const move = useDepositoryMovement(sellerId, customerId);
  const body = build();
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!body || move.isPending) return;
    move.mutate({ verb, body: { ...body, idempotencyKey } } as Movement, {
      onSuccess: () => {
        showNotification({ color: 'teal', message: `已完成${TITLES[verb]}` });
        onDone();
      },
    });
  };
  return (
    <EditForm
      onSubmit={submit}
      submitLabel={`確認${TITLES[verb]}`}
      canSubmit={Boolean(body) && !move.isPending}
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

const amountOk = (minor: number) =>
  Number.isInteger(minor) && minor > 0 && minor <= MEMBER_ITEM_LIMITS.amount;
const asNumber = (v: number | string) => (typeof v === 'number' ? v : v === '' ? NaN : Number(v));

function TopUpDialog({ sellerId, customerId, currency, onDone }: DialogProps) {
  const plans = useTopUpPlans(sellerId);
  const active = (plans.data ?? []).filter((p) => p.isActive);
  const [choice, setChoice] = useState<string>('');
  const [amount, setAmount] = useState<number | string>('');
  const [method, setMethod] = useState<TCounterPaymentMethod>('CASH');
  const planId = choice && choice !== 'custom' ? Number(choice) : null;
  const custom = toMinor(asNumber(amount), currency);
  const build = () => {
    if (planId) return { topUpPlanId: planId, paymentMethod: method };
    if (choice === 'custom' && amountOk(custom)) return { amount: custom, paymentMethod: method };
    return null;
  };
  return (
    <MovementForm
      sellerId={sellerId}
      customerId={customerId}
      verb="top-up"
      build={build}
      onDone={onDone}
    >
      {plans.isPending ? (
        <Skeleton h={80} role="status" aria-label="載入中" />
      ) : (
        <Radio.Group label="儲值方案" value={choice} onChange={setChoice} data-testid="top-up-plan">
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
      {choice === 'custom' && (
        <AmountInput
          currency={currency}
          label="儲值金額"
          value={amount}
          onChange={setAmount}
          testId="top-up-amount"
        />
      )}
      <MethodInput value={method} onChange={setMethod} testId="top-up-method" />
    </MovementForm>
  );
}

function SpendDialog({ sellerId, customerId, currency, onDone }: DialogProps) {
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const minor = toMinor(asNumber(amount), currency);
  const build = () => (amountOk(minor) ? { amount: minor, reason: reason.trim() || null } : null);
  return (
    <MovementForm
      sellerId={sellerId}
      customerId={customerId}
      verb="spend"
      build={build}
      onDone={onDone}
    >
      <AmountInput
        currency={currency}
        label="扣款金額"
        value={amount}
        onChange={setAmount}
        testId="spend-amount"
      />
      <Textarea
        label="備註"
        placeholder="例如：洗剪吹、購買洗髮精"
        maxLength={200}
        autosize
        minRows={2}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        data-testid="spend-reason"
      />
    </MovementForm>
  );
}

function RefundDialog({ sellerId, customerId, currency, onDone }: DialogProps) {
  const [amount, setAmount] = useState<number | string>('');
  const [method, setMethod] = useState<TCounterPaymentMethod>('CASH');
  const [reason, setReason] = useState('');
  const minor = toMinor(asNumber(amount), currency);
  const build = () =>
    amountOk(minor) && reason.trim()
      ? { amount: minor, paymentMethod: method, reason: reason.trim() }
      : null;
  return (
    <MovementForm
      sellerId={sellerId}
      customerId={customerId}
      verb="refund"
      build={build}
      onDone={onDone}
    >
      <AmountInput
        currency={currency}
        label="退款金額"
        value={amount}
        onChange={setAmount}
        testId="refund-amount"
      />
      <MethodInput value={method} onChange={setMethod} testId="refund-method" />
      <Textarea
        label="退款原因（必填）"
        required
        maxLength={200}
        autosize
        minRows={2}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        data-testid="refund-reason"
      />
    </MovementForm>
  );
}

function AdjustDialog({ sellerId, customerId, currency, onDone }: DialogProps) {
  const [direction, setDirection] = useState<'add' | 'take'>('add');
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const minor = toMinor(asNumber(amount), currency);
  const build = () =>
    amountOk(minor) && reason.trim()
      ? { amount: direction === 'add' ? minor : -minor, reason: reason.trim() }
      : null;
  return (
    <MovementForm
      sellerId={sellerId}
      customerId={customerId}
      verb="adjust"
      build={build}
      onDone={onDone}
    >
      <SegmentedControl
        fullWidth
        aria-label="調整方向"
        data={[
          { value: 'add', label: '增加' },
          { value: 'take', label: '扣除' },
        ]}
        value={direction}
        onChange={(v) => setDirection(v as 'add' | 'take')}
        data-testid="adjust-direction"
      />
      <AmountInput
        currency={currency}
        label="調整金額"
        value={amount}
        onChange={setAmount}
        testId="adjust-amount"
      />
      <Textarea
        label="調整原因（必填）"
        required
        maxLength={200}
        autosize
        minRows={2}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        data-testid="adjust-reason"
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
