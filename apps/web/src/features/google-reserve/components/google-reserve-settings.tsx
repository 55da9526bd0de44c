import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Radio,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import {
  type TGoogleReserveEnrolmentInput,
  type TGoogleReserveShop,
  ZGoogleReserveEnrolmentInput,
} from '@haoyue/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { formLevelError, useContractForm } from '../../../lib/use-contract-form';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EmptyState } from '../../../ui/empty-state';
import { QueryErrorState } from '../../../ui/error-state';
import { showNotification } from '../../../ui/notifications';
import { ErrorAlert } from '../../../ui/seller-dashboard/form-parts';
import { SettingsCard } from '../../../ui/settings-card';
import {
  useGoogleReserveShops,
  useSaveGoogleReserveEnrolment,
  useWithdrawGoogleReserveEnrolment,
} from '../api/google-reserve';
import { DetailRow, EnrolmentStatusCard, GoogleReserveStatusBadge } from './enrolment-status';

/** Props of {@link GoogleReserveSettings}. */
export interface GoogleReserveSettingsProps {
  sellerId: number;
  /** The dashboard's current shop. */
  shopId: number;
  /** Where the shop's name, address and phone are edited. */
  shopSettingsHref: string;
  /** Makes another shop the dashboard's current one. */
  onChooseShop: (shopId: number) => void;
}

/**
 * The current shop on Reserve with Google: where it stands, the details Google matches it by,
 * the form to enrol or change it, and the seller's other shops at a glance.
 */
export function GoogleReserveSettings({
  sellerId,
  shopId,
  shopSettingsHref,
  onChooseShop,
}: GoogleReserveSettingsProps) {
  const shops = useGoogleReserveShops(sellerId);
  if (shops.isPending) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="載入 Google 預約設定">
        <Skeleton h={120} />
        <Skeleton h={320} />
      </Stack>
    );
  }
  if (shops.isError) return <QueryErrorState query={shops} />;
  const shop = shops.data.find((s) => s.shopId === shopId);
  if (!shop)
    return <EmptyState title="找不到這家店" description="請在選單的「目前店家」切換店家。" />;
  return (
    <Stack gap="lg">
      <EnrolmentStatusCard shop={shop} />
      <EnrolmentForm
        // A save or a decision starts the form again from what is stored.
        key={`${shop.shopId}-${shop.enrolment?.updatedAt ?? 'new'}-${shop.enrolment?.status ?? ''}`}
        sellerId={sellerId}
        shop={shop}
        shopSettingsHref={shopSettingsHref}
      />
      {shops.data.length > 1 && (
        <SettingsCard title="所有店家" testId="google-reserve-shops">
          <Stack gap={4}>
            {shops.data.map((s) => (
              <UnstyledButton
                key={s.shopId}
                onClick={() => onChooseShop(s.shopId)}
                disabled={s.shopId === shopId}
                aria-current={s.shopId === shopId ? 'true' : undefined}
                py={6}
              >
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Text
                    size="sm"
                    fw={s.shopId === shopId ? 700 : 400}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {s.shopName}
                  </Text>
                  <GoogleReserveStatusBadge status={s.enrolment?.status ?? null} size="sm" />
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        </SettingsCard>
      )}
    </Stack>
  );
}

interface EnrolmentValues extends Record<string, unknown> {
  mapsPlaceUrl: string;
  payAtShop: boolean;
  /** ALL: every service open to online booking (null); CHOSEN: the ticked ones. */
  scope: 'ALL' | 'CHOSEN';
  offeredServiceIds: string[];
}

const enrolmentBody = (v: EnrolmentValues): TGoogleReserveEnrolmentInput => ({
  mapsPlaceUrl: v.mapsPlaceUrl,
  payAtShop: v.payAtShop,
  offeredServiceIds: v.scope === 'ALL' ? null : v.offeredServiceIds.map(Number),
});

function EnrolmentForm({
  sellerId,
  shop,
  shopSettingsHref,
}: {
  sellerId: number;
  shop: TGoogleReserveShop;
  shopSettingsHref: string;
}) {
  const enrolment = shop.enrolment;
  const form = useContractForm({
    initialValues: {
      mapsPlaceUrl: enrolment?.mapsPlaceUrl ?? '',
      payAtShop: enrolment?.payAtShop ?? false,
      scope: enrolment?.offeredServiceIds ? 'CHOSEN' : 'ALL',
      offeredServiceIds: (enrolment?.offeredServiceIds ?? []).map(String),
    } as EnrolmentValues,
    schema: ZGoogleReserveEnrolmentInput,
    toBody: enrolmentBody,
  });
  const save = useSaveGoogleReserveEnrolment(sellerId, shop.shopId);
  const withdraw = useWithdrawGoogleReserveEnrolment(sellerId, shop.shopId);
  const [confirming, setConfirming] = useState(false);
  const submitsForReview = !enrolment || enrolment.status === 'REJECTED';
  const mapsChanged =
    enrolment?.status === 'APPROVED' && form.values.mapsPlaceUrl.trim() !== enrolment.mapsPlaceUrl;

  const submit = form.onSubmit(() => {
    save.mutate(form.body(), {
      onSuccess: (answer) => {
        const status = answer.enrolment?.status;
        showNotification({
          color: 'teal',
          message: status === 'PENDING' ? '已送出，等待平台審核' : '已儲存 Google 預約設定',
        });
      },
      onError: (error) => form.showFieldError(error),
    });
  });

  return (
    <>
      <SettingsCard
        title={enrolment ? 'Google 預約設定' : '申請 Google 預約'}
        gap="md"
        form={{ onSubmit: submit, 'data-testid': 'google-reserve-form' }}
      >
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            Google 比對資料
          </Text>
          <Text size="xs" c="dimmed">
            Google 以店名、地址與電話比對地圖上的商家，請確認與 Google 地圖上的資料一致。
          </Text>
          <DetailRow label="店名">{shop.shopName}</DetailRow>
          <DetailRow label="地址">{shop.address}</DetailRow>
          <DetailRow label="電話">{shop.phoneNumber ?? '未填寫'}</DetailRow>
          <Anchor component={Link} to={shopSettingsHref} size="sm">
            修改店家資料
          </Anchor>
        </Stack>
        <TextInput
          label="Google 地圖商家連結"
          description="在 Google 地圖找到本店，按「分享」複製連結貼上。已上線後變更連結需重新審核。"
          placeholder="https://maps.app.goo.gl/…"
          required
          inputMode="url"
          {...form.field('mapsPlaceUrl', 'google-reserve-maps-url')}
        />
        {mapsChanged && (
          <Text size="sm" c="orange.9" role="status">
            變更地圖連結後，需重新審核，審核期間暫停 Google 預約。
          </Text>
        )}
        <Radio.Group label="在 Google 開放的服務" {...form.field('scope', 'google-reserve-scope')}>
          <Stack gap="xs" mt={6}>
            <Radio
              value="ALL"
              label="所有開放線上預約的服務"
              data-testid="google-reserve-scope-all"
            />
            <Radio value="CHOSEN" label="指定服務" data-testid="google-reserve-scope-chosen" />
          </Stack>
        </Radio.Group>
        {form.values.scope === 'CHOSEN' &&
          (shop.services.length === 0 ? (
            <Text size="sm" c="dimmed">
              本店還沒有開放線上預約的服務。
            </Text>
          ) : (
            <Checkbox.Group
              label="選擇服務"
              {...form.field('offeredServiceIds', 'google-reserve-services')}
            >
              <Stack gap="xs" mt={6}>
                {shop.services.map((service) => (
                  <Checkbox
                    key={service.id}
                    value={String(service.id)}
                    label={service.name}
                    data-testid={`google-reserve-service-${service.id}`}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          ))}
        <Switch
          label="需預付訂金的服務改為到店付款"
          description="Google 不代收訂金。開啟後，透過 Google 預約這類服務免預付、到店付款；關閉則這類服務不在 Google 開放預約。"
          {...form.getInputProps('payAtShop', { type: 'checkbox' })}
          data-testid="google-reserve-pay-at-shop"
        />
        <ErrorAlert error={formLevelError(save.error)} />
        <Group justify="space-between" gap="sm">
          {enrolment ? (
            <Button
              variant="subtle"
              color="red"
              onClick={() => setConfirming(true)}
              data-testid="google-reserve-withdraw"
            >
              取消上架
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={save.isPending} data-testid="google-reserve-submit">
            {submitsForReview ? '送出申請' : '儲存'}
          </Button>
        </Group>
      </SettingsCard>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="取消 Google 預約上架"
        confirmLabel="取消上架"
        isPending={withdraw.isPending}
        error={withdraw.error?.message}
        onConfirm={() =>
          withdraw.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              showNotification({ color: 'teal', message: '已取消 Google 預約上架' });
            },
          })
        }
        testId="google-reserve-withdraw-confirm"
      >
        <Text size="sm">
          {shop.shopName}將立即停止在 Google 接受預約，已成立的預約不受影響。之後可再重新申請。
        </Text>
      </ConfirmDialog>
    </>
  );
}
