import { Badge, Button, Card, CopyButton, Group, Skeleton, Stack, Text } from '@mantine/core';
import { couponTermsLabel, type TCouponCampaign } from '@haoyue/contracts';
import { useState } from 'react';
import { EmptyState } from '../../../ui/empty-state';
import { QueryErrorState } from '../../../ui/error-state';
import { IconCheck, IconGift } from '../../../ui/icons';
import { showNotification } from '../../../ui/notifications';
import { useCouponCampaigns, useDeleteCouponCampaign } from '../api/coupon-campaigns';
import { windowLabel } from '../lib/campaign-draft';
import { CampaignForm } from './campaign-form';
import { IssueDialog } from './issue-dialog';

/** Props of {@link CampaignList}. */
export interface CampaignListProps {
  sellerId: number;
  /** The shop whose services a new SERVICES campaign picks from. */
  shopId: number | null;
  currency: string;
  timeZone: string;
  /** Owner and managers (items.manage) create, edit, issue and delete. */
  canManage: boolean;
}

/** Whether the campaign runs now, has not started, has ended, or is switched off. */
function statusOf(c: TCouponCampaign, now = Date.now()) {
  if (!c.isActive) return { label: '已停用', color: 'gray' };
  if (Date.parse(c.endsAt) <= now) return { label: '已結束', color: 'gray' };
  if (Date.parse(c.startsAt) > now) return { label: '尚未開始', color: 'yellow' };
  return { label: '進行中', color: 'teal' };
}

/** A claim code with a button that copies it, for sharing with customers. */
function ClaimCode({ code }: { code: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">
        優惠碼{' '}
        <Text span ff="monospace" fw={700} data-testid="coupon-campaign-claim-code">
          {code}
        </Text>
      </Text>
      <CopyButton value={code}>
        {({ copied, copy }) => (
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={copy}
            leftSection={copied ? <IconCheck size={12} /> : null}
            aria-label={copied ? '已複製優惠碼' : `複製優惠碼 ${code}`}
          >
            {copied ? '已複製' : '複製'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

function CampaignCard({
  campaign,
  timeZone,
  canManage,
  onEdit,
  onIssue,
  onDelete,
  deleting,
}: {
  campaign: TCouponCampaign;
  timeZone: string;
  canManage: boolean;
  onEdit: () => void;
  onIssue: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const status = statusOf(campaign);
  return (
    <Card withBorder padding="md" data-testid="coupon-campaign">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} truncate data-testid="coupon-campaign-title">
              {campaign.name}
            </Text>
            <Text size="lg" fw={700} c="coral.7" data-testid="coupon-campaign-terms">
              {couponTermsLabel(campaign)}
            </Text>
          </Stack>
          <Badge color={status.color} variant="light" style={{ flexShrink: 0 }}>
            {status.label}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {windowLabel(campaign, timeZone)}・
          {campaign.scope === 'ORDER'
            ? '整筆訂單適用'
            : `適用：${campaign.services.map((s) => s.name).join('、')}`}
          ・每人限 {campaign.perCustomerLimit} 張
        </Text>
        {campaign.claimCode && <ClaimCode code={campaign.claimCode} />}
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" data-testid="coupon-campaign-counts">
            已發出 {campaign.issuedCount} 張・已使用 {campaign.redeemedCount} 張
          </Text>
          {canManage && (
            <Group gap={4}>
              <Button
                size="compact-sm"
                variant="light"
                onClick={onIssue}
                data-testid="coupon-campaign-issue"
              >
                發送
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={onEdit}
                data-testid="coupon-campaign-edit"
              >
                編輯
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                loading={deleting}
                onClick={onDelete}
              >
                刪除
              </Button>
            </Group>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

type Dialog =
  { kind: 'form'; campaign: TCouponCampaign | null } | { kind: 'issue'; campaign: TCouponCampaign };

/** The seller's coupon campaigns: terms, window, claim code and counts; create, edit, issue. */
export function CampaignList({
  sellerId,
  shopId,
  currency,
  timeZone,
  canManage,
}: CampaignListProps) {
  const campaigns = useCouponCampaigns(sellerId);
  const remove = useDeleteCouponCampaign(sellerId);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const del = (c: TCouponCampaign) => {
    if (!window.confirm(`確定要刪除優惠券「${c.name}」嗎？顧客尚未使用的券會一併刪除。`)) return;
    remove.mutate(c.id, {
      onSuccess: () => showNotification({ color: 'teal', message: '已刪除優惠券' }),
      onError: (error) => showNotification({ color: 'red', message: `刪除失敗：${error.message}` }),
    });
  };
  return (
    <Stack gap="md">
      {canManage && (
        <Group justify="flex-end">
          <Button
            onClick={() => setDialog({ kind: 'form', campaign: null })}
            data-testid="coupon-campaign-create"
          >
            新增優惠券
          </Button>
        </Group>
      )}
      {campaigns.isPending ? (
        <Stack gap="sm" role="status" aria-label="載入中">
          <Skeleton h={120} />
          <Skeleton h={120} />
        </Stack>
      ) : campaigns.isError ? (
        <QueryErrorState query={campaigns} />
      ) : campaigns.data.length === 0 ? (
        <EmptyState
          title="還沒有優惠券"
          description={
            canManage
              ? '建立第一張優惠券，發送給顧客或分享優惠碼。'
              : '店家建立優惠券後會出現在這裡。'
          }
          icon={<IconGift size={28} />}
        />
      ) : (
        <Stack gap="sm" data-testid="coupon-campaigns">
          {campaigns.data.map((c) => (
            <CampaignCard
              key={c.id}
              campaign={c}
              timeZone={timeZone}
              canManage={canManage}
              onEdit={() => setDialog({ kind: 'form', campaign: c })}
              onIssue={() => setDialog({ kind: 'issue', campaign: c })}
              onDelete={() => del(c)}
              deleting={remove.isPending && remove.variables === c.id}
            />
          ))}
        </Stack>
      )}
      {dialog?.kind === 'form' && (
        <CampaignForm
          key={dialog.campaign?.id ?? 'new'}
          sellerId={sellerId}
          shopId={shopId}
          currency={dialog.campaign?.currency ?? currency}
          timeZone={timeZone}
          campaign={dialog.campaign}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'issue' && (
        <IssueDialog
          sellerId={sellerId}
          campaign={dialog.campaign}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
