import { Anchor, Badge, Button, Card, Group, Stack, Tabs, Text } from '@mantine/core';
import { formatOrderNumber, type TMyVoucher, type TVoucherState } from '@haoyue/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAreaPaths } from '../../../lib/area-paths';
import { EmptyState } from '../../../ui/empty-state';
import { QueryErrorState } from '../../../ui/error-state';
import { IconGift } from '../../../ui/icons';
import { infiniteHistory, PagedHistory } from '../../../ui/paged-history';
import { useVouchers, useVoucherTransactions } from '../api/get-vouchers';
import {
  expiryLabel,
  sessionsLabel,
  VOUCHER_TABS,
  voucherMoveLabel,
  whenLabel,
} from '../lib/item-labels';
import { ListSkeleton } from './list-parts';
import { serviceNamesLabel } from '../../../lib/service-names';

/** A voucher's movements (sale, sessions used, refund, expiry), newest first. */
function VoucherHistory({ customerId, voucherId }: { customerId: number; voucherId: number }) {
  const areaPaths = useAreaPaths();
  const query = useVoucherTransactions(customerId, voucherId, true);
  return (
    <PagedHistory
      label="使用紀錄"
      query={query}
      {...infiniteHistory(query, 'voucher-history-more')}
      itemKey={(t) => t.id}
      itemProps={(t) => ({ 'data-kind': t.kind })}
      line={(t) => ({
        title: (
          <>
            {voucherMoveLabel(t)}
            {t.orderKey && t.orderNumber && (
              <>
                {'・'}
                <Anchor
                  component={Link}
                  to={areaPaths.order(t.orderKey)}
                  size="sm"
                  underline="always"
                >
                  訂單 {formatOrderNumber(t.orderNumber)}
                </Anchor>
              </>
            )}
          </>
        ),
        after: whenLabel(t.createdAt),
      })}
      emptyText="還沒有使用紀錄"
      testId="voucher-history"
      itemTestId="voucher-transaction"
    />
  );
}

/** One voucher: name, sessions left, covered services, expiry; its history on demand. */
function VoucherCard({ customerId, voucher }: { customerId: number; voucher: TMyVoucher }) {
  const [open, setOpen] = useState(false);
  const historyId = `voucher-history-${voucher.id}`;
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="article"
      aria-label={voucher.name}
      data-testid="voucher-card"
      data-state={voucher.state}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} data-testid="voucher-name">
            {voucher.name}
          </Text>
          <Badge
            variant="light"
            color={voucher.state === 'USABLE' ? 'teal' : 'gray'}
            style={{ flexShrink: 0 }}
            data-testid="voucher-sessions"
          >
            {sessionsLabel(voucher.sessionsLeft, voucher.sessionsTotal)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" data-testid="voucher-services">
          適用：{serviceNamesLabel(voucher.services.map((s) => s.name))}
        </Text>
        <Text size="sm" c="dimmed" data-testid="voucher-expiry">
          {voucher.refundedAt ? '已退還' : expiryLabel(voucher.expiresAt)}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={historyId}
          style={{ alignSelf: 'flex-start' }}
          data-testid="voucher-history-toggle"
        >
          {open ? '收起紀錄' : '使用紀錄'}
        </Button>
        <div id={historyId}>
          {open && <VoucherHistory customerId={customerId} voucherId={voucher.id} />}
        </div>
      </Stack>
    </Card>
  );
}

function VoucherList({
  customerId,
  state,
  empty,
}: {
  customerId: number;
  state: TVoucherState;
  empty: string;
}) {
  const query = useVouchers(customerId, state);
  if (query.isPending) return <ListSkeleton />;
  if (query.isError) return <QueryErrorState query={query} />;
  if (query.data.length === 0) {
    return (
      <EmptyState
        title={empty}
        description="在店家購買套票後，剩餘次數會顯示在這裡。"
        icon={<IconGift size={28} />}
      />
    );
  }
  return (
    <Stack gap="sm" data-testid="voucher-list" data-state={state}>
      {query.data.map((v) => (
        <VoucherCard key={v.id} customerId={customerId} voucher={v} />
      ))}
    </Stack>
  );
}

/** 套票: tabs 可使用 / 已用完 / 已過期. */
export function VoucherPanel({ customerId }: { customerId: number }) {
  const [tab, setTab] = useState<TVoucherState>('USABLE');
  return (
    <Tabs value={tab} onChange={(v) => v && setTab(v as TVoucherState)} keepMounted={false}>
      <Tabs.List grow mb="md">
        {VOUCHER_TABS.map((t) => (
          <Tabs.Tab key={t.state} value={t.state} data-testid={`voucher-tab-${t.state}`}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {VOUCHER_TABS.map((t) => (
        <Tabs.Panel key={t.state} value={t.state}>
          <VoucherList customerId={customerId} state={t.state} empty={t.empty} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
