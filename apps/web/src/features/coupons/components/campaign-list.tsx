import { Badge, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { couponTermsLabel, type TCouponCampaign } from '@haoyue/contracts';
import { useState } from 'react';
import { DeleteButton } from '../../../ui/delete-button';
import { IconCheck, IconGift } from '../../../ui/icons';
import { ManagedList, type ManagedListColumn } from '../../../ui/managed-list';
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

/** A campaign's 刪除: unused coupons go with it. */
function DeleteCampaign({ sellerId, campaign }: { sellerId: number; campaign: TCouponCampaign }) {
  const remove = useDeleteCouponCampaign(sellerId);
  return (
    <DeleteButton
      confirm={`確定要刪除優惠券「${campaign.name}」嗎？顧客尚未使用的券會一併刪除。`}
      onDelete={(done) => remove.mutate(campaign.id, done)}
      doneMessage="已刪除優惠券"
      isPending={remove.isPending}
    />
  );
}

/** The list's columns: name and terms with the status, window and scope, claim code, counts. */
const columnsOf = (timeZone: string): ManagedListColumn<TCouponCampaign>[] => [
  {
    key: 'campaign',
    header: '優惠券',
    cell: (campaign) => {
      const status = statusOf(campaign);
      return (
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
      );
    },
  },
  {
    key: 'window',
    header: '期間',
    labelInCard: false,
    cell: (campaign) => (
      <Text size="xs" c="dimmed">
        {windowLabel(campaign, timeZone)}・
        {campaign.scope === 'ORDER'
          ? '整筆訂單適用'
          : `適用：${campaign.services.map((s) => s.name).join('、')}`}
        ・每人限 {campaign.perCustomerLimit} 張
      </Text>
    ),
  },
  {
    key: 'code',
    header: '優惠碼',
    labelInCard: false,
    cell: (campaign) => (campaign.claimCode ? <ClaimCode code={campaign.claimCode} /> : null),
  },
  {
    key: 'counts',
    header: '發送',
    labelInCard: false,
    cell: (campaign) => (
      <Text size="sm" c="dimmed" data-testid="coupon-campaign-counts">
        已發出 {campaign.issuedCount} 張・已使用 {campaign.redeemedCount} 張
      </Text>
    ),
  },
];

/** The buttons of a campaign's row that open a dialog on it: 發送, then 編輯. */
const ROW_DIALOGS = [
  { kind: 'issue', label: '發送', variant: 'light', testId: 'coupon-campaign-issue' },
  { kind: 'form', label: '編輯', variant: 'subtle', testId: 'coupon-campaign-edit' },
] as const;

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
  const [dialog, setDialog] = useState<Dialog | null>(null);
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
      <ManagedList
        label="優惠券"
        query={campaigns}
        columns={columnsOf(timeZone)}
        rowKey={(c) => c.id}
        rowProps={() => ({ 'data-testid': 'coupon-campaign' })}
        testId="coupon-campaigns"
        skeletonHeight={120}
        actions={
          canManage
            ? (c) => (
                <>
                  {ROW_DIALOGS.map(({ kind, label, variant, testId }) => (
                    <Button
                      key={kind}
                      size="compact-sm"
                      variant={variant}
                      onClick={() => setDialog({ kind, campaign: c })}
                      data-testid={testId}
                    >
                      {label}
                    </Button>
                  ))}
                  <DeleteCampaign sellerId={sellerId} campaign={c} />
                </>
              )
            : undefined
        }
        empty={{
          title: '還沒有優惠券',
          description: canManage
            ? '建立第一張優惠券，發送給顧客或分享優惠碼。'
            : '店家建立優惠券後會出現在這裡。',
          icon: <IconGift size={28} />,
        }}
      />
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
