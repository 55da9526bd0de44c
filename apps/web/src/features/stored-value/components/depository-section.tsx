import { Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import {
  COUNTER_PAYMENT_METHOD_LABELS,
  DEPOSITORY_TRANSACTION_LABELS,
  type TDepositoryTransaction,
  formatOrderNumber,
} from '@haoyue/contracts';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import type { CustomerScope } from '../../../lib/customer-scope';
import { formatDateTimeLabel } from '../../../lib/date-labels';
import { formatPrice } from '../../../lib/money';
import { QueryErrorState } from '../../../ui/error-state';
import { PagedHistory } from '../../../ui/paged-history';
import { RecordSection } from '../../../ui/record-section';
import { useDepositories, useDepositoryHistory } from '../api/depositories';
import { expiryLabel, signedAmount } from '../lib/stored-value-labels';

import { DIALOGS, TITLES, type Verb } from './movement-dialogs';

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
  if (t.orderNumber) parts.push(`訂單 ${formatOrderNumber(t.orderNumber)}`);
  if (t.reason) parts.push(t.reason);
  if (t.recordedBy) parts.push(`經手：${t.recordedBy}`);
  return parts.join('・');
}

function History({ sellerId, customerId, timeZone }: CustomerScope) {
  const [page, setPage] = useState(1);
  const history = useDepositoryHistory(sellerId, customerId, page);
  return (
    <PagedHistory
      label="儲值金紀錄"
      query={history}
      items={history.data?.data}
      paging={history.data && { meta: history.data.meta, page, onChange: setPage }}
      itemKey={(t) => t.id}
      line={(t) => ({
        title: DEPOSITORY_TRANSACTION_LABELS[t.kind],
        details: [formatDateTimeLabel(t.createdAt, timeZone), details(t)],
        amount: signedAmount(t.amount, t.currency),
        amountColor: t.amount > 0 ? 'teal.9' : 'red.8',
        after: `餘額 ${formatPrice(t.balanceAfter, t.currency)}`,
      })}
      emptyText="還沒有儲值金紀錄。"
      testId="depository-history"
      emptyTestId="depository-history-empty"
      itemTestId="depository-transaction"
    />
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
}: CustomerScope & {
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
    <RecordSection title="儲值金" testId="depository-section">
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
    </RecordSection>
  );
}
