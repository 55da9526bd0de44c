import { Button, Stack, Text } from '@mantine/core';
import type { TMyVoucher, TVoucherState } from '@haoyue/contracts';
import { useState } from 'react';
import { IconGift } from '../../../ui/icons';
import { infiniteHistory, PagedHistory } from '../../../ui/paged-history';
import { QueryStates } from '../../../ui/query-states';
import { TabPanels } from '../../../ui/tab-panels';
import { useVouchers, useVoucherTransactions } from '../api/get-vouchers';
import {
  expiryLabel,
  sessionsLabel,
  VOUCHER_TABS,
  voucherMoveLabel,
  whenLabel,
} from '../lib/item-labels';
import { ItemCard, OrderLink } from './list-parts';
import { serviceNamesLabel } from '../../../lib/service-names';
import { ListSkeleton } from '../../../ui/list-skeleton';

/** A voucher's movements (sale, sessions used, refund, expiry), newest first. */
function VoucherHistory({ customerId, voucherId }: { customerId: number; voucherId: number }) {
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
            <OrderLink order={t} size="sm" />
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
    <ItemCard
      kind="voucher"
      name={voucher.name}
      state={voucher.state}
      gap="xs"
      badge={{
        text: sessionsLabel(voucher.sessionsLeft, voucher.sessionsTotal),
        color: voucher.state === 'USABLE' ? 'teal' : 'gray',
        testId: 'voucher-sessions',
      }}
    >
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
    </ItemCard>
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
  return (
    <QueryStates
      query={query}
      items={query.data}
      loading={<ListSkeleton count={3} height={120} />}
      empty={{
        title: empty,
        description: '在店家購買套票後，剩餘次數會顯示在這裡。',
        icon: <IconGift size={28} />,
      }}
    >
      {(vouchers) => (
        <Stack gap="sm" data-testid="voucher-list" data-state={state}>
          {vouchers.map((v) => (
            <VoucherCard key={v.id} customerId={customerId} voucher={v} />
          ))}
        </Stack>
      )}
    </QueryStates>
  );
}

/** 套票: tabs 可使用 / 已用完 / 已過期. */
export function VoucherPanel({ customerId }: { customerId: number }) {
  return (
    <TabPanels tabs={VOUCHER_TABS} tabTestId={(state) => `voucher-tab-${state}`}>
      {(t) => <VoucherList customerId={customerId} state={t.value} empty={t.empty} />}
    </TabPanels>
  );
}
