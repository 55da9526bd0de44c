import {
  Button,
  Card,
  Group,
  Modal,
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
  DEPOSITORY_TRANSACTION_LABELS,
  MEMBER_ITEM_LIMITS,
  type TCounterPaymentMethod,
  type TCurrency,
  type TDepositoryTransaction,
} from '@haoyue/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { formatDateTimeLabel } from '../../../lib/date-labels';
import { formatPrice } from '../../../lib/money';
import { QueryErrorState } from '../../../ui/error-state';
import { showNotification } from '../../../ui/notifications';
import { PagePagination } from '../../../ui/page-pagination';
import {
  type Movement,
  useDepositories,
  useDepositoryHistory,
  useDepositoryMovement,
} from '../api/depositories';
import { useTopUpPlans } from '../api/top-up-plans';
import {
  expiryLabel,
  movementErrorMessage,
  newIdempotencyKey,
  planSummary,
  signedAmount,
  toMinor,
  validityLabel,
} from '../lib/stored-value-labels';

type Verb = Movement['verb'];

const TITLES: Record<Verb, string> = {
  'top-up': '儲值',
  spend: '扣款',
  refund: '退款',
  adjust: '調整',
};

const METHOD_OPTIONS = COUNTER_PAYMENT_METHODS.map((m) => ({
  value: m,
  label: COUNTER_PAYMENT_METHOD_LABELS[m],
}));

interface DialogProps {
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body || move.isPending) return;
    move.mutate({ verb, body: { ...body, idempotencyKey } } as Movement, {
      onSuccess: () => {
        showNotification({ color: 'teal', message: `已完成${TITLES[verb]}` });
        onDone();
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate data-testid={`${verb}-form`}>
      <Stack gap="sm">
        {children}
        {move.error && (
          <Text size="sm" c="red" role="alert" data-testid={`${verb}-error`}>
            {TITLES[verb]}失敗：{movementErrorMessage(move.error)}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            取消
          </Button>
          <Button
            type="submit"
            loading={move.isPending}
            disabled={!body || move.isPending}
            data-testid={`${verb}-submit`}
          >
            確認{TITLES[verb]}
          </Button>
        </Group>
      </Stack>
    </form>
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

const DIALOGS: Record<Verb, (props: DialogProps) => ReactNode> = {
  'top-up': TopUpDialog,
  spend: SpendDialog,
  refund: RefundDialog,
  adjust: AdjustDialog,
};

/** What a history row says besides its kind and amount. */
function details(t: TDepositoryTransaction): string {
  const parts: string[] = [];
  if (t.topUpPlanName) parts.push(t.topUpPlanName);
  if (t.paidAmount !== null) {
    const method = t.paymentMethod ? COUNTER_PAYMENT_METHOD_LABELS[t.paymentMethod] : '';
    parts.push(
      `${t.kind === 'REFUND' ? '退還' : '實收'} ${formatPrice(t.paidAmount, t.currency)}${method ? `（${method}）` : ''}`,
    );
  }
  if (t.orderNumber) parts.push(`訂單 ${t.orderNumber}`);
  if (t.reason) parts.push(t.reason);
  if (t.recordedBy) parts.push(`經手：${t.recordedBy}`);
  return parts.join('・');
}

function History({
  sellerId,
  customerId,
  timeZone,
}: {
  sellerId: number;
  customerId: number;
  timeZone: string;
}) {
  const [page, setPage] = useState(1);
  const history = useDepositoryHistory(sellerId, customerId, page);
  if (history.isPending) {
    return (
      <div role="status" aria-label="載入中">
        <Skeleton h={100} />
      </div>
    );
  }
  if (history.isError) return <QueryErrorState query={history} />;
  if (history.data.data.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="depository-history-empty">
        還沒有儲值金紀錄。
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="depository-history">
      {history.data.data.map((t) => (
        <Group
          key={t.id}
          justify="space-between"
          gap="xs"
          wrap="nowrap"
          align="flex-start"
          data-testid="depository-transaction"
        >
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {DEPOSITORY_TRANSACTION_LABELS[t.kind]}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTimeLabel(t.createdAt, timeZone)}
            </Text>
            {details(t) && (
              <Text size="xs" c="dimmed">
                {details(t)}
              </Text>
            )}
          </Stack>
          <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
            <Text size="sm" fw={600} c={t.amount > 0 ? 'teal.9' : 'red.8'}>
              {signedAmount(t.amount, t.currency)}
            </Text>
            <Text size="xs" c="dimmed">
              餘額 {formatPrice(t.balanceAfter, t.currency)}
            </Text>
          </Stack>
        </Group>
      ))}
      <PagePagination meta={history.data.meta} page={page} onChange={setPage} />
    </Stack>
  );
}

/**
 * A customer's stored value (儲值金) on their record: balance and expiry, top-up and spend for
 * every member, refund and adjustment for roles with items.refund, and the history.
 */
export function DepositorySection({
  sellerId,
  customerId,
  timeZone,
  currency,
  canRefund,
}: {
  sellerId: number;
  customerId: number;
  timeZone: string;
  /** The seller's currency, for an account not opened yet. */
  currency: string;
  canRefund: boolean;
}) {
  const accounts = useDepositories(sellerId, customerId);
  const [open, setOpen] = useState<Verb | null>(null);
  const close = () => setOpen(null);
  const account = accounts.data?.find((a) => a.currency === currency) ?? accounts.data?.[0];
  const accountCurrency = account?.currency ?? currency;
  const Dialog = open ? DIALOGS[open] : null;
  // A customer the record cannot show (merged, another seller's): the record says so.
  if (accounts.error instanceof ApiError && accounts.error.status === 404) return null;
  return (
    <Card withBorder padding="md" data-testid="depository-section">
      <Stack gap="md">
        <Text component="h2" fw={600} size="lg">
          儲值金
        </Text>
        {accounts.isPending ? (
          <Skeleton h={60} role="status" aria-label="載入中" />
        ) : accounts.isError ? (
          <QueryErrorState query={accounts} />
        ) : (
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              目前餘額
            </Text>
            <Text fw={700} size="xl" c="coral.8" data-testid="depository-balance">
              {formatPrice(account?.balance ?? 0, accountCurrency)}
            </Text>
            {account && (
              <Text
                size="xs"
                c={account.expired ? 'red.8' : 'dimmed'}
                data-testid="depository-expiry"
              >
                {expiryLabel(account, timeZone)}
              </Text>
            )}
          </Stack>
        )}
        <Group gap="xs">
          <Button onClick={() => setOpen('top-up')} data-testid="top-up-open">
            儲值
          </Button>
          <Button variant="light" onClick={() => setOpen('spend')} data-testid="spend-open">
            扣款
          </Button>
          {canRefund && (
            <>
              <Button variant="default" onClick={() => setOpen('refund')} data-testid="refund-open">
                退款
              </Button>
              <Button variant="default" onClick={() => setOpen('adjust')} data-testid="adjust-open">
                調整
              </Button>
            </>
          )}
        </Group>
        <Stack gap="xs">
          <Text component="h3" fw={600} size="md">
            儲值金紀錄
          </Text>
          <History sellerId={sellerId} customerId={customerId} timeZone={timeZone} />
        </Stack>
      </Stack>
      <Modal opened={open !== null} onClose={close} title={open ? TITLES[open] : ''} centered>
        {Dialog && (
          <Dialog
            sellerId={sellerId}
            customerId={customerId}
            currency={accountCurrency}
            onDone={close}
          />
        )}
      </Modal>
    </Card>
  );
}
