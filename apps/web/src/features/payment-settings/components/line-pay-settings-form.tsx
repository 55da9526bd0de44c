import {
  Button,
  Group,
  PasswordInput,
  Radio,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  LINE_PAY_ENVIRONMENT_LABELS,
  LINE_PAY_ENVIRONMENTS,
  type TLinePayEnvironment,
  type TLinePaySettings,
  type TLinePaySettingsInput,
  ZLinePaySettingsInput,
} from '@haoyue/contracts';
import { useContractForm } from '../../../lib/use-contract-form';
import { ConfirmButton } from '../../../ui/confirm-dialog';
import { QueryErrorState } from '../../../ui/error-state';
import { showNotification } from '../../../ui/notifications';
import { SettingsCard } from '../../../ui/settings-card';
import { SubmitRow } from '../../../ui/seller-dashboard/form-parts';
import {
  useDeleteLinePaySettings,
  useLinePaySettings,
  useTestLinePaySettings,
  useUpdateLinePaySettings,
} from '../api/payment-settings';
import { useLinePayApplication } from '../api/line-pay-application';
import { LinePayApplicationForm, LinePayApplicationStatus } from './line-pay-application-form';

/** The seller's LINE Pay channel: id, secret (never shown again), environment; test; remove. */
export function LinePaySettingsForm({ sellerId }: { sellerId: number }) {
  const settings = useLinePaySettings(sellerId);
  const application = useLinePayApplication(sellerId);
  if (settings.isPending || application.isPending) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="載入 LINE Pay 串接">
        <Skeleton h={260} />
        <Skeleton h={80} />
      </Stack>
    );
  }
  if (settings.isError) return <QueryErrorState query={settings} />;
  if (application.isError) return <QueryErrorState query={application} />;
  const applied = application.data;
  // Keys need an approved application; a channel saved before applications existed stays.
  if (!settings.data.configured && applied?.status !== 'APPROVED') {
    return (
      <Stack gap="lg">
        {applied && <LinePayApplicationStatus application={applied} />}
        {(!applied || applied.status === 'REJECTED') && (
          <LinePayApplicationForm
            key={applied?.submittedAt ?? 'new'}
            sellerId={sellerId}
            previous={applied}
          />
        )}
      </Stack>
    );
  }
  return (
    <ChannelForm key={settings.data.updatedAt ?? 'new'} sellerId={sellerId} saved={settings.data} />
  );
}

function formatTime(iso: string) {
  return new Date(iso).toLocaleString('zh-TW', { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * The channel's schema: the contract's, and the rule the API checks past it (a first channel
 * needs its secret), mirrored here so the form says it before sending.
 */
const SCHEMA_FIRST_TIME = ZLinePaySettingsInput.refine((body) => body.channelSecret !== undefined, {
  message: '請輸入 Channel Secret',
  path: ['channelSecret'],
});

interface ChannelValues extends Record<string, unknown> {
  channelId: string;
  /** Blank keeps the stored secret. */
  secret: string;
  environment: TLinePayEnvironment;
}

const channelBody = (v: ChannelValues): TLinePaySettingsInput => ({
  channelId: v.channelId.trim(),
  environment: v.environment,
  ...(v.secret ? { channelSecret: v.secret.trim() } : {}),
});

function ChannelForm({ sellerId, saved }: { sellerId: number; saved: TLinePaySettings }) {
  const form = useContractForm({
    initialValues: {
      channelId: saved.channelId ?? '',
      secret: '',
      environment: saved.environment ?? 'SANDBOX',
    } as ChannelValues,
    schema: saved.configured ? ZLinePaySettingsInput : SCHEMA_FIRST_TIME,
    toBody: channelBody,
    fieldOf: { channelSecret: 'secret' },
  });
  const update = useUpdateLinePaySettings(sellerId);
  const test = useTestLinePaySettings(sellerId);
  const remove = useDeleteLinePaySettings(sellerId);

  const removeChannel = (close: () => void) =>
    remove.mutate(undefined, {
      onSuccess: () => {
        close();
        showNotification({ color: 'teal', message: '已移除 LINE Pay 串接' });
      },
    });

  const submit = form.onSubmit(() => {
    update.mutate(form.body(), {
      onSuccess: () => {
        // The secret is stored now: the field empties (blank keeps it).
        form.setFieldValue('secret', '');
        showNotification({ color: 'teal', message: '已儲存 LINE Pay 串接' });
      },
    });
  });

  return (
    <Stack gap="lg">
      <SettingsCard
        title="LINE Pay 商家串接"
        form={{ onSubmit: submit, 'data-testid': 'line-pay-form' }}
      >
        <Text size="sm" c="dimmed">
          請從 LINE Pay 商家後台「管理付款連結 → 管理連結金鑰」複製 Channel ID 與 Channel
          Secret。Secret 會加密保存，儲存後不再顯示。
        </Text>
        <TextInput
          label="Channel ID"
          inputMode="numeric"
          maxLength={10}
          required
          {...form.field('channelId', 'line-pay-channel-id')}
        />
        <PasswordInput
          label="Channel Secret"
          description={
            saved.secretHint ? `已儲存（末四碼 ${saved.secretHint}），留空則沿用` : '32 個英數字'
          }
          autoComplete="off"
          maxLength={32}
          required={!saved.configured}
          {...form.field('secret', 'line-pay-channel-secret')}
        />
        <Radio.Group
          label="環境"
          value={form.values.environment}
          onChange={(v) => form.setFieldValue('environment', v as TLinePayEnvironment)}
        >
          <Group gap="lg" mt={4}>
            {LINE_PAY_ENVIRONMENTS.map((env) => (
              <Radio
                key={env}
                value={env}
                label={env === 'SANDBOX' ? '測試環境' : '正式環境'}
                aria-description={LINE_PAY_ENVIRONMENT_LABELS[env]}
                data-testid={`line-pay-env-${env}`}
              />
            ))}
          </Group>
        </Radio.Group>
        <SubmitRow save={update} testId="line-pay-save" />
      </SettingsCard>

      {saved.configured && (
        <SettingsCard
          title="連線測試"
          action={
            <Button
              variant="light"
              onClick={() => test.mutate(undefined)}
              loading={test.isPending}
              data-testid="line-pay-test"
            >
              測試連線
            </Button>
          }
        >
          <Text size="sm" c="dimmed" data-testid="line-pay-verified">
            {saved.verifiedAt
              ? `上次測試成功：${formatTime(saved.verifiedAt)}`
              : '這組設定尚未測試成功。'}
          </Text>
          {test.isSuccess && (
            <Text
              size="sm"
              c={test.data.ok ? 'teal.9' : 'red.8'}
              fw={600}
              role="status"
              data-testid="line-pay-test-result"
            >
              {test.data.ok ? '連線成功' : '連線失敗'}：{test.data.message}
            </Text>
          )}
          {test.isError && (
            <Text size="sm" c="red.8" role="alert">
              測試失敗：{test.error.message}
            </Text>
          )}
        </SettingsCard>
      )}

      {saved.configured && (
        <Group justify="flex-start">
          <ConfirmButton
            label="移除串接"
            openTestId="line-pay-remove"
            title="移除 LINE Pay 串接？"
            confirmLabel="移除"
            onConfirm={removeChannel}
            isPending={remove.isPending}
            error={remove.isError && `移除失敗：${remove.error.message}`}
            testId="line-pay-remove-confirm"
          >
            <Text size="sm">
              移除後，所有店家將停止提供 LINE Pay 付款；已完成的付款與退款不受影響。
            </Text>
          </ConfirmButton>
        </Group>
      )}
    </Stack>
  );
}
