import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { type TVoucher, type TVoucherState } from '@haoyue/contracts';
import { useState } from 'react';
import type { CustomerScope } from '../../../lib/customer-scope';
import { formatDateTimeLabel } from '../../../lib/date-labels';
import { formatPrice } from '../../../lib/money';
import { PagedHistory } from '../../../ui/paged-history';
import { QueryStates } from '../../../ui/query-states';
import { TabPanels } from '../../../ui/tab-panels';
import { useCustomerVouchers, useVoucherTransactions } from '../api/customer-vouchers';
import { expiryLabel, sessionsLabel, transactionLabel } from '../lib/voucher-labels';

const TABS: { value: TVoucherState; label: string; empty: string }[] = [
  { value: 'USABLE', label: '可使用', empty: '沒有可使用的套票' },
  { value: 'USED_UP', label: '已用完', empty: '沒有已用完的套票' },
  { value: 'EXPIRED', label: '已過期', empty: '沒有已過期的套票' },
];

import { RefundDialog, SellDialog, UseDialog } from './voucher-dialogs';
import { RecordSection } from '../../../ui/record-section';
import { serviceNamesLabel } from '../../../lib/service-names';
/** A voucher's movements on the seller's record. */
function History({ scope, voucher }: { scope: CustomerScope; voucher: TVoucher }) {
  const history = useVoucherTransactions(scope.sellerId, scope.customerId, voucher.id);
  return (
    <PagedHistory
      label="使用紀錄"
      query={history}
      items={history.data}
      itemKey={(t) => t.id}
      line={(t) => ({
        title: `${transactionLabel(t)}${
          t.amount !== null && t.amount > 0 ? `・${formatPrice(t.amount, voucher.currency)}` : ''
        }${t.reason ? `・${t.reason}` : ''}`,
        after: formatDateTimeLabel(t.createdAt, scope.timeZone, false),
      })}
      emptyText="還沒有使用紀錄"
      testId="voucher-history"
    />
  );
}

type Opened = { kind: 'use' | 'refund'; voucher: TVoucher } | null;

/** What the counter may do with the customer's vouchers: use one, refund one (`canRefund`). */
interface Counter {
  scope: CustomerScope;
  canRefund: boolean;
  onOpen: (opened: Opened) => void;
}

function VoucherCard({ voucher, counter }: { voucher: TVoucher; counter: Counter }) {
  const { scope, canRefund, onOpen } = counter;
  const [showHistory, setShowHistory] = useState(false);
  const usable = voucher.state === 'USABLE';
  return (
    <Card withBorder padding="sm" data-testid="voucher-card" data-voucher-id={voucher.id}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={600} style={{ minWidth: 0 }}>
            {voucher.name}
          </Text>
          <Badge color={usable ? 'teal' : 'gray'} variant="light" data-testid="voucher-sessions">
            {sessionsLabel(voucher.sessionsLeft, voucher.sessionsTotal)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          適用：{serviceNamesLabel(voucher.services.map((s) => s.name))}
        </Text>
        <Text size="xs" c="dimmed">
          {voucher.refundedAt
            ? `已退還（${formatDateTimeLabel(voucher.refundedAt, scope.timeZone)}）`
            : expiryLabel(voucher.expiresAt, scope.timeZone)}
          ・{formatPrice(voucher.price, voucher.currency)}
        </Text>
        <Group gap={4} justify="flex-end">
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => setShowHistory((v) => !v)}
            aria-expanded={showHistory}
            data-testid="voucher-history-toggle"
          >
            {showHistory ? '收合紀錄' : '使用紀錄'}
          </Button>
          {usable && canRefund && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={() => onOpen({ kind: 'refund', voucher })}
              data-testid="voucher-refund-open"
            >
              退還
            </Button>
          )}
          {usable && (
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => onOpen({ kind: 'use', voucher })}
              data-testid="voucher-use-open"
            >
              使用
            </Button>
          )}
        </Group>
        {showHistory && <History scope={scope} voucher={voucher} />}
      </Stack>
    </Card>
  );
}

function VoucherList({
  state,
  empty,
  counter,
}: {
  state: TVoucherState;
  empty: string;
  counter: Counter;
}) {
  const { sellerId, customerId } = counter.scope;
  const vouchers = useCustomerVouchers(sellerId, customerId, state);
  return (
    <QueryStates query={vouchers} items={vouchers.data} empty={{ title: empty }}>
      {(list) => (
        <Stack gap="xs" data-testid={`voucher-list-${state}`}>
          {list.map((voucher) => (
            <VoucherCard key={voucher.id} voucher={voucher} counter={counter} />
          ))}
        </Stack>
      )}
    </QueryStates>
  );
}

/**
 * 套票 on a customer's record: their vouchers by state (sessions left, services, expiry,
 * history), selling one, using a session for a booking, and refunding (with `canRefund`).
 */
export function CustomerVouchers({
  sellerId,
  customerId,
  timeZone,
  canRefund,
}: CustomerScope & { canRefund: boolean }) {
  const scope = { sellerId, customerId, timeZone };
  const [selling, setSelling] = useState(false);
  const [opened, setOpened] = useState<Opened>(null);
  const counter: Counter = { scope, canRefund, onOpen: setOpened };
  return (
    <RecordSection
      title="套票"
      variant="plain"
      testId="customer-vouchers"
      actions={
        <Button size="compact-md" onClick={() => setSelling(true)} data-testid="voucher-sell-open">
          販售套票
        </Button>
      }
    >
      <TabPanels tabs={TABS} listMb="sm" tabTestId={(state) => `voucher-tab-${state}`}>
        {(t) => <VoucherList state={t.value} empty={t.empty} counter={counter} />}
      </TabPanels>
      {selling && <SellDialog scope={scope} onClose={() => setSelling(false)} />}
      {opened?.kind === 'use' && (
        <UseDialog scope={scope} voucher={opened.voucher} onClose={() => setOpened(null)} />
      )}
      {opened?.kind === 'refund' && (
        <RefundDialog scope={scope} voucher={opened.voucher} onClose={() => setOpened(null)} />
      )}
    </RecordSection>
  );
}
