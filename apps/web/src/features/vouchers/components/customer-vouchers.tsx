import { Badge, Button, Card, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { type TVoucher, type TVoucherState } from '@haoyue/contracts';
import { useState } from 'react';
import { formatDateTimeLabel } from '../../../lib/date-labels';
import { formatPrice } from '../../../lib/money';
import { EmptyState } from '../../../ui/empty-state';
import { QueryErrorState } from '../../../ui/error-state';
import { PagedHistory } from '../../../ui/paged-history';
import { useCustomerVouchers, useVoucherTransactions } from '../api/customer-vouchers';
import { expiryLabel, sessionsLabel, transactionLabel } from '../lib/voucher-labels';

const TABS: { value: TVoucherState; label: string; empty: string }[] = [
  { value: 'USABLE', label: '可使用', empty: '沒有可使用的套票' },
  { value: 'USED_UP', label: '已用完', empty: '沒有已用完的套票' },
  { value: 'EXPIRED', label: '已過期', empty: '沒有已過期的套票' },
];

import { RefundDialog, type Scope, SellDialog, UseDialog } from './voucher-dialogs';
import { RecordSection } from '../../../ui/record-section';
import { serviceNamesLabel } from '../../../lib/service-names';
/** A voucher's movements on the seller's record. */
function History({ scope, voucher }: { scope: Scope; voucher: TVoucher }) {
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

function VoucherCard({
  scope,
  voucher,
  canRefund,
  onOpen,
}: {
  scope: Scope;
  voucher: TVoucher;
  canRefund: boolean;
  onOpen: (opened: Opened) => void;
}) {
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
  scope,
  state,
  empty,
  canRefund,
  onOpen,
}: {
  scope: Scope;
  state: TVoucherState;
  empty: string;
  canRefund: boolean;
  onOpen: (opened: Opened) => void;
}) {
  const vouchers = useCustomerVouchers(scope.sellerId, scope.customerId, state);
  if (vouchers.isPending) {
    return (
      <div role="status" aria-label="載入中">
        <Skeleton h={100} />
      </div>
    );
  }
  if (vouchers.isError) return <QueryErrorState query={vouchers} />;
  if (vouchers.data.length === 0) return <EmptyState title={empty} />;
  return (
    <Stack gap="xs" data-testid={`voucher-list-${state}`}>
      {vouchers.data.map((voucher) => (
        <VoucherCard
          key={voucher.id}
          scope={scope}
          voucher={voucher}
          canRefund={canRefund}
          onOpen={onOpen}
        />
      ))}
    </Stack>
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
}: Scope & { canRefund: boolean }) {
  const scope = { sellerId, customerId, timeZone };
  const [tab, setTab] = useState<TVoucherState>('USABLE');
  const [selling, setSelling] = useState(false);
  const [opened, setOpened] = useState<Opened>(null);
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
      <Tabs value={tab} onChange={(v) => v && setTab(v as TVoucherState)}>
        <Tabs.List grow mb="sm">
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value} data-testid={`voucher-tab-${t.value}`}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            {tab === t.value && (
              <VoucherList
                scope={scope}
                state={t.value}
                empty={t.empty}
                canRefund={canRefund}
                onOpen={setOpened}
              />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
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
