import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { CARD_REMOVAL_LOCK_DAYS, type TCard } from '@haoyue/contracts';
import { useState } from 'react';
import { ConfirmButton } from '../../../ui/confirm-dialog';
import { QueryErrorState } from '../../../ui/error-state';
import { showNotification } from '../../../ui/notifications';
import { SettingsCard } from '../../../ui/settings-card';
import { useBilling, useRemoveCard } from '../api/billing';
import { billingDate, cardExpiry } from '../lib/labels';
import { CardForm } from './card-form';

/** `/dashboard/credit-card`: the card on file, adding or replacing it, removing it. */
export function CardSettings({ sellerId }: { sellerId: number }) {
  const billing = useBilling(sellerId);
  const [replacing, setReplacing] = useState(false);
  if (billing.isPending) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="載入信用卡">
        <Skeleton h={140} />
      </Stack>
    );
  }
  if (billing.isError) return <QueryErrorState query={billing} />;
  const { card } = billing.data;
  if (!card) {
    return (
      <SettingsCard title="新增信用卡" testId="card-add">
        <Text size="sm">目前沒有付款卡。授權費用與自動續約會從這張卡扣款，所有店家共用。</Text>
        <CardForm sellerId={sellerId} />
      </SettingsCard>
    );
  }
  return (
    <Stack gap="lg">
      <CardOnFile
        card={card}
        sellerId={sellerId}
        onReplace={replacing ? undefined : () => setReplacing(true)}
      />
      {replacing && (
        <SettingsCard title="更換信用卡">
          <CardForm sellerId={sellerId} onDone={() => setReplacing(false)} />
        </SettingsCard>
      )}
    </Stack>
  );
}

function CardOnFile({
  card,
  sellerId,
  onReplace,
}: {
  card: TCard;
  sellerId: number;
  onReplace?: () => void;
}) {
  const remove = useRemoveCard(sellerId);
  return (
    <SettingsCard title="付款卡" testId="card-on-file">
      <Stack gap={2}>
        <Text fw={700} size="lg" data-testid="card-label">
          {card.brand} •••• {card.lastFour}
        </Text>
        <Text size="sm" c="dimmed" data-testid="card-expiry">
          有效期限 {cardExpiry(card)}・{billingDate(card.addedAt)} 新增
        </Text>
      </Stack>
      <Group gap="xs">
        {onReplace && (
          <Button variant="light" onClick={onReplace} data-testid="card-replace">
            更換信用卡
          </Button>
        )}
        <ConfirmButton
          label="移除信用卡"
          openTestId="card-remove"
          title="移除付款卡？"
          confirmLabel="移除"
          onConfirm={(close) =>
            remove.mutate(undefined, {
              onSuccess: () => {
                close();
                showNotification({ color: 'teal', message: '已移除信用卡' });
              },
            })
          }
          isPending={remove.isPending}
          error={remove.error?.message}
          testId="card-remove-confirm"
        >
          <Text size="sm">
            移除後將無法自動續約。若有店家開啟自動續約且 {CARD_REMOVAL_LOCK_DAYS}{' '}
            天內到期，請先關閉該店家的自動續約。
          </Text>
        </ConfirmButton>
      </Group>
    </SettingsCard>
  );
}
