import {
  Alert,
  Button,
  Card,
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
  return (
    <SettingsBody
      key={settings.data.updatedAt ?? 'new'}
      sellerId={sellerId}
      saved={settings.data}
      shops={shops}
    />
  );
}

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
      <Card withBorder padding="md" radius="md">
        <form onSubmit={submit} noValidate data-testid="line-settings-form">
          <Stack gap="sm">
            <Title order={2} size="h4">
              LINE 應用程式與官方帳號
            </Title>
            <Text size="sm" c="gray.7">
              請從 LINE Developers 後台複製以下資料。Channel Secret 與 Channel Access Token
              會加密保存，儲存後不再顯示。
            </Text>
            <TextInput
              label="LIFF ID"
              placeholder="1234567890-AbCdEfGh"
              {...form.getInputProps('liffId')}
              data-testid="line-settings-liff-id"
            />
            <TextInput
              label="LINE Login Channel ID"
              inputMode="numeric"
              {...form.getInputProps('loginChannelId')}
              data-testid="line-settings-login-channel"
            />
            <TextInput
              label="Messaging API Channel ID"
              inputMode="numeric"
              {...form.getInputProps('messagingChannelId')}
              data-testid="line-settings-messaging-channel"
            />
            <SecretInput
              label="Channel Secret"
              isSet={saved.hasChannelSecret}
              value={form.values.channelSecret}
              onChange={(v) => form.setFieldValue('channelSecret', v)}
              testId="line-settings-secret"
            />
            <SecretInput
              label="Channel Access Token"
              isSet={saved.hasChannelAccessToken}
              value={form.values.channelAccessToken}
              onChange={(v) => form.setFieldValue('channelAccessToken', v)}
              testId="line-settings-token"
            />
            <Title order={2} size="h4" mt="sm">
              LINE 會員專區
            </Title>
            <TextInput
              label="會員卡顯示名稱"
              description="留空則使用商家名稱"
              {...form.getInputProps('defaultShopName')}
              data-testid="line-settings-default-name"
            />
            <MultiSelect
              label="可預約的分店"
              data={shops.map((s) => ({ value: String(s.id), label: s.displayName }))}
              {...form.getInputProps('bookableShops')}
              data-testid="line-settings-shops"
            />
            <Switch
              label="顯示「立即預約」按鈕"
              {...form.getInputProps('showBookingButton', { type: 'checkbox' })}
              data-testid="line-settings-booking-button"
            />
            <Switch
              label="顧客連結 LINE 時傳送歡迎訊息"
              {...form.getInputProps('sendMessageOnLink', { type: 'checkbox' })}
              data-testid="line-settings-message-on-link"
            />
            <Switch
              label="顧客可以查看完整手機號碼"
              {...form.getInputProps('canUnmaskPhoneNumber', { type: 'checkbox' })}
              data-testid="line-settings-unmask"
            />
            {update.isError && (
              <Alert color="red" title="儲存失敗" data-testid="line-settings-error">
                {update.error.message}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending} data-testid="line-settings-save">
                儲存
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>

      <Card withBorder padding="md" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Webhook 網址
          </Title>
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
        </Stack>
      </Card>

      {saved.configured && (
        <Card withBorder padding="md" radius="md">
          <form onSubmit={testForm.onSubmit(({ testUser }) => test.mutate(testUser.trim()))}>
            <Stack gap="sm">
              <Title order={2} size="h4">
                傳送測試訊息
              </Title>
              <TextInput
                label="LINE 使用者 ID"
                description="U 開頭的 33 個字元，可在 LINE Developers 後台的 Your user ID 找到"
                {...testForm.getInputProps('testUser')}
                data-testid="line-settings-test-user"
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
            </Stack>
          </form>
        </Card>
      )}
    </Stack>
  );
}
