import {
  Alert,
  Button,
  CopyButton,
  Group,
  MultiSelect,
  PasswordInput,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { TLineSettings, TLineSettingsInput } from '@haoyue/contracts';
import { NO_CHECKS } from '../../../lib/form-checks';
import { useContractForm } from '../../../lib/use-contract-form';
import { QueryErrorState } from '../../../ui/error-state';
import { showNotification } from '../../../ui/notifications';
import { SubmitRow } from '../../../ui/seller-dashboard/form-parts';
import { SettingsCard } from '../../../ui/settings-card';
import { useLineSettings, useSendLineTestMessage, useUpdateLineSettings } from '../api/line';

/** A shop the bookable-shops picker offers. */
export interface LineShopOption {
  id: number;
  displayName: string;
}

/** The seller's LINE settings (dashboard): channels, the LINE area's options, a test message. */
export function LineSettingsForm({
  sellerId,
  shops,
}: {
  sellerId: number;
  shops: readonly LineShopOption[];
}) {
  const settings = useLineSettings(sellerId);
  if (settings.isPending) {
    return (
      <Stack role="status" aria-label="載入中">
        <Skeleton height={320} radius="md" />
      </Stack>
    );
  }
  if (settings.isError) return <QueryErrorState query={settings} />;
  const disabled = settings.data.platformDisabled;
  return (
    <Stack gap="md">
      {disabled && (
        <Alert color="red" title="LINE 串接已被平台停用" data-testid="line-platform-disabled">
          <Text size="sm">
            停用原因：{disabled.reason}
            <br />
            停用期間，顧客無法以 LINE 登入，預約通知也不會透過 LINE
            傳送（改以簡訊通知）。如需恢復，請聯絡好約客服。
          </Text>
        </Alert>
      )}
      <SettingsBody
        key={settings.data.updatedAt ?? 'new'}
        sellerId={sellerId}
        saved={settings.data}
        shops={shops}
      />
    </Stack>
  );
}

/** The channels' ids, as LINE Developers shows them. */
const CHANNEL_FIELDS = [
  {
    field: 'liffId',
    label: 'LIFF ID',
    placeholder: '1234567890-AbCdEfGh',
    testId: 'line-settings-liff-id',
  },
  {
    field: 'loginChannelId',
    label: 'LINE Login Channel ID',
    inputMode: 'numeric',
    testId: 'line-settings-login-channel',
  },
  {
    field: 'messagingChannelId',
    label: 'Messaging API Channel ID',
    inputMode: 'numeric',
    testId: 'line-settings-messaging-channel',
  },
] as const;

/** The write-only secrets, each with the saved settings' flag saying it is stored. */
const SECRETS = [
  {
    field: 'channelSecret',
    label: 'Channel Secret',
    isSet: 'hasChannelSecret',
    testId: 'line-settings-secret',
  },
  {
    field: 'channelAccessToken',
    label: 'Channel Access Token',
    isSet: 'hasChannelAccessToken',
    testId: 'line-settings-token',
  },
] as const;

/** The LINE area's on/off options. */
const SWITCHES = [
  {
    field: 'showBookingButton',
    label: '顯示「立即預約」按鈕',
    testId: 'line-settings-booking-button',
  },
  {
    field: 'sendMessageOnLink',
    label: '顧客連結 LINE 時傳送歡迎訊息',
    testId: 'line-settings-message-on-link',
  },
  {
    field: 'canUnmaskPhoneNumber',
    label: '顧客可以查看完整手機號碼',
    testId: 'line-settings-unmask',
  },
] as const;

/** A write-only secret: blank keeps the stored one, which is only ever shown as 已設定. */
function SecretInput(props: {
  label: string;
  isSet: boolean;
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <PasswordInput
      label={props.label}
      description={props.isSet ? '已設定（留空則沿用，不會顯示內容）' : '尚未設定'}
      autoComplete="off"
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      data-testid={props.testId}
    />
  );
}

function SettingsBody({
  sellerId,
  saved,
  shops,
}: {
  sellerId: number;
  saved: TLineSettings;
  shops: readonly LineShopOption[];
}) {
  const update = useUpdateLineSettings(sellerId);
  const test = useSendLineTestMessage(sellerId);
  // No client rule: the API's refusal shows in one alert above 儲存, which its e2e holds.
  const form = useContractForm({
    initialValues: {
      liffId: saved.liffId ?? '',
      loginChannelId: saved.loginChannelId ?? '',
      messagingChannelId: saved.messagingChannelId ?? '',
      channelSecret: '',
      channelAccessToken: '',
      showBookingButton: saved.showBookingButton,
      bookableShops: saved.bookableShops.map((s) => String(s.id)),
      defaultShopName: saved.defaultShopName ?? '',
      sendMessageOnLink: saved.sendMessageOnLink,
      canUnmaskPhoneNumber: saved.canUnmaskPhoneNumber,
    },
    schema: NO_CHECKS,
    toBody: (values): TLineSettingsInput => ({
      liffId: values.liffId,
      loginChannelId: values.loginChannelId,
      messagingChannelId: values.messagingChannelId,
      showBookingButton: values.showBookingButton,
      bookableShops: values.bookableShops.map(Number),
      defaultShopName: values.defaultShopName,
      sendMessageOnLink: values.sendMessageOnLink,
      canUnmaskPhoneNumber: values.canUnmaskPhoneNumber,
      // Blank secrets are left out: the stored ones stay.
      ...(values.channelSecret.trim() ? { channelSecret: values.channelSecret } : {}),
      ...(values.channelAccessToken.trim()
        ? { channelAccessToken: values.channelAccessToken }
        : {}),
    }),
  });
  const testForm = useContractForm({ initialValues: { testUser: '' }, schema: NO_CHECKS });
  const submit = form.onSubmit(() =>
    update.mutate(form.body(), {
      onSuccess: () => showNotification({ color: 'teal', message: '已儲存 LINE 設定' }),
    }),
  );

  return (
    <Stack gap="lg">
      <SettingsCard
        title="LINE 應用程式與官方帳號"
        form={{ onSubmit: submit, 'data-testid': 'line-settings-form' }}
      >
        <Text size="sm" c="gray.7">
          請從 LINE Developers 後台複製以下資料。Channel Secret 與 Channel Access Token
          會加密保存，儲存後不再顯示。
        </Text>
        {CHANNEL_FIELDS.map(({ field, testId, ...props }) => (
          <TextInput key={field} {...props} {...form.getInputProps(field)} data-testid={testId} />
        ))}
        {SECRETS.map(({ field, isSet, ...props }) => (
          <SecretInput
            key={field}
            {...props}
            isSet={saved[isSet]}
            value={form.values[field]}
            onChange={(v) => form.setFieldValue(field, v)}
          />
        ))}
        <Title order={2} size="h4" mt="sm">
          LINE 會員專區
        </Title>
        <TextInput
          label="會員卡顯示名稱"
          description="留空則使用商家名稱"
          {...form.field('defaultShopName', 'line-settings-default-name')}
        />
        <MultiSelect
          label="可預約的分店"
          data={shops.map((s) => ({ value: String(s.id), label: s.displayName }))}
          {...form.field('bookableShops', 'line-settings-shops')}
        />
        {SWITCHES.map(({ field, label, testId }) => (
          <Switch
            key={field}
            label={label}
            {...form.getInputProps(field, { type: 'checkbox' })}
            data-testid={testId}
          />
        ))}
        <SubmitRow save={update} testId="line-settings-save" errorTestId="line-settings-error" />
      </SettingsCard>

      <SettingsCard title="Webhook 網址">
        <Text size="sm" c="gray.7">
          請在 Messaging API 設定中填入這個網址，並開啟「Use webhook」。
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Text
            size="sm"
            ff="monospace"
            style={{ wordBreak: 'break-all' }}
            data-testid="line-settings-webhook"
          >
            {saved.webhookUrl}
          </Text>
          <CopyButton value={saved.webhookUrl}>
            {({ copied, copy }) => (
              <Button variant="light" size="xs" onClick={copy} style={{ flexShrink: 0 }}>
                {copied ? '已複製' : '複製'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </SettingsCard>

      {saved.configured && (
        <SettingsCard
          title="傳送測試訊息"
          form={{ onSubmit: testForm.onSubmit(({ testUser }) => test.mutate(testUser.trim())) }}
        >
          <TextInput
            label="LINE 使用者 ID"
            description="U 開頭的 33 個字元，可在 LINE Developers 後台的 Your user ID 找到"
            {...testForm.field('testUser', 'line-settings-test-user')}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              variant="light"
              loading={test.isPending}
              data-testid="line-settings-test"
            >
              傳送測試訊息
            </Button>
          </Group>
          {test.isSuccess && (
            <Text
              size="sm"
              c="teal.9"
              fw={600}
              role="status"
              data-testid="line-settings-test-result"
            >
              已傳送測試訊息。
            </Text>
          )}
          {test.isError && (
            <Text size="sm" c="red.9" role="alert" data-testid="line-settings-test-result">
              傳送失敗：{test.error.message}
            </Text>
          )}
        </SettingsCard>
      )}
    </Stack>
  );
}
