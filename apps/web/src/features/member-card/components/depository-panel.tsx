import { Card, Stack, Text } from '@mantine/core';
import { formatPrice, type TMyDepository } from '@haoyue/contracts';
import { IconWallet } from '../../../ui/icons';
import { infiniteHistory, PagedHistory } from '../../../ui/paged-history';
import { QueryStates } from '../../../ui/query-states';
import { TabPanels } from '../../../ui/tab-panels';
import { ListSkeleton } from '../../../ui/list-skeleton';
import { useDepositories, useDepositoryTransactions } from '../api/get-depositories';
import { depositoryMoveLabel, expiryLabel, signedMoney, whenLabel } from '../lib/item-labels';
import { OrderLink } from './list-parts';

/** An account's movements, newest first. */
function DepositoryHistory({
  customerId,
  depositoryId,
}: {
  customerId: number;
  depositoryId: number;
}) {
  const query = useDepositoryTransactions(customerId, depositoryId);
  return (
    <PagedHistory
      label="交易紀錄"
      query={query}
      {...infiniteHistory(query, 'depository-more')}
      itemKey={(t) => t.id}
      itemProps={(t) => ({ 'data-kind': t.kind })}
      line={(t) => ({
        title: depositoryMoveLabel(t),
        details: [
          <>
            {whenLabel(t.createdAt)}
            <OrderLink order={t} size="xs" />
          </>,
        ],
        amount: signedMoney(t.amount, t.currency),
        amountColor: t.amount < 0 ? 'dark' : 'teal.9',
        after: `餘額 ${formatPrice(t.balanceAfter, t.currency)}`,
      })}
      emptyText="還沒有交易紀錄"
      testId="depository-history"
      itemTestId="depository-transaction"
      amountTestId="depository-transaction-amount"
    />
  );
}

/** One account: balance, expiry, then its history. */
function DepositoryAccount({
  customerId,
  account,
}: {
  customerId: number;
  account: TMyDepository;
}) {
  return (
    <Stack gap="md">
      <Card withBorder radius="lg" padding="md" data-testid="depository-account">
        <Text size="xs" c="dimmed">
          儲值金餘額（{account.currency}）
        </Text>
        <Text fw={800} size="xl" c="coral.8" data-testid="depository-balance">
          {formatPrice(account.balance, account.currency)}
        </Text>
        <Text size="sm" c={account.isExpired ? 'red.8' : 'dimmed'} data-testid="depository-expiry">
          {account.isExpired ? '已過期' : expiryLabel(account.expiresAt)}
        </Text>
      </Card>
      <div>
        <Text fw={700} mb="xs">
          交易紀錄
        </Text>
        <DepositoryHistory customerId={customerId} depositoryId={account.id} />
      </div>
    </Stack>
  );
}

/** 儲值金: each stored-value account's balance and history (tabs when there are several). */
export function DepositoryPanel({ customerId }: { customerId: number }) {
  const query = useDepositories(customerId);
  return (
    <QueryStates
      query={query}
      items={query.data}
      loading={<ListSkeleton count={2} height={120} />}
      empty={{
        title: '還沒有儲值金',
        description: '在店家儲值後，餘額與每一筆使用紀錄都會顯示在這裡。',
        icon: <IconWallet size={28} />,
      }}
    >
      {(accounts) =>
        accounts.length === 1 ? (
          <DepositoryAccount customerId={customerId} account={accounts[0]!} />
        ) : (
          <TabPanels
            tabs={accounts.map((a) => ({ value: String(a.id), label: a.currency, account: a }))}
            grow={false}
          >
            {(tab) => <DepositoryAccount customerId={customerId} account={tab.account} />}
          </TabPanels>
        )
      }
    </QueryStates>
  );
}
