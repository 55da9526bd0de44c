import {
  type TCannedReply,
  type TChatReplySettings,
  ZCannedReplyRequest,
  ZChatReplySettingsRequest,
} from '@haoyue/contracts';
import {
  Button,
  Card,
  Group,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useContractForm } from '../../../lib/use-contract-form';
import type { WeekRanges } from '../../../lib/seller-dashboard/clock';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EditDialog } from '../../../ui/edit-dialog';
import { QueryStates } from '../../../ui/query-states';
import { savedThen } from '../../../ui/saved-then';
import { WeeklyHoursEditor } from '../../../ui/seller-dashboard/weekly-hours-editor';
import {
  useCannedReplies,
  useDeleteCannedReply,
  useReplySettings,
  useSaveCannedReply,
  useSaveReplySettings,
} from '../api/admin-chat';

interface CannedValues extends Record<string, unknown> {
  title: string;
  body: string;
}

function CannedDialog({ reply, onClose }: { reply?: TCannedReply; onClose: () => void }) {
  const save = useSaveCannedReply();
  const form = useContractForm({
    initialValues: { title: reply?.title ?? '', body: reply?.body ?? '' } satisfies CannedValues,
    schema: ZCannedReplyRequest,
    toBody: (v: CannedValues) => ({ title: v.title.trim(), body: v.body.trim() }),
  });
  return (
    <EditDialog
      opened
      title={reply ? '編輯罐頭回覆' : '新增罐頭回覆'}
      onClose={onClose}
      onSubmit={form.onSubmit(() =>
        save.mutate(
          { id: reply?.id, ...form.body() },
          savedThen(reply ? '已更新罐頭回覆' : '已新增罐頭回覆', onClose),
        ),
      )}
      submitLabel={reply ? '儲存' : '新增'}
      save={save}
      testId="canned-form"
      submitTestId="canned-save"
    >
      <TextInput label="標題" {...form.field('title', 'canned-title')} />
      <Textarea label="回覆內容" autosize minRows={3} {...form.field('body', 'canned-body')} />
    </EditDialog>
  );
}

/** 罐頭回覆: the replies support inserts with one click. */
function CannedReplies() {
  const replies = useCannedReplies();
  const remove = useDeleteCannedReply();
  const [editing, setEditing] = useState<TCannedReply | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TCannedReply | null>(null);
  return (
    <Card withBorder radius="lg" padding="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          罐頭回覆
        </Title>
        <Button size="xs" onClick={() => setEditing('new')} data-testid="canned-add">
          新增罐頭回覆
        </Button>
      </Group>
      <QueryStates
        query={replies}
        items={replies.data}
        skeletonHeight={120}
        empty={{ title: '尚未設定罐頭回覆' }}
      >
        {(rows) => (
          <Stack gap="xs" data-testid="canned-list">
            {rows.map((reply) => (
              <Group key={reply.id} justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={0} miw={0}>
                  <Text fw={600} size="sm">
                    {reply.title}
                  </Text>
                  <Text size="sm" c="dimmed" lineClamp={2} style={{ whiteSpace: 'pre-wrap' }}>
                    {reply.body}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <Button size="compact-sm" variant="default" onClick={() => setEditing(reply)}>
                    編輯
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="red"
                    onClick={() => setDeleting(reply)}
                  >
                    刪除
                  </Button>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </QueryStates>
      {editing && (
        <CannedDialog
          reply={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title="刪除罐頭回覆"
        confirmLabel="刪除"
        isPending={remove.isPending}
        error={remove.error?.message}
        onConfirm={() => {
          if (deleting)
            remove.mutate(
              deleting.id,
              savedThen('已刪除罐頭回覆', () => setDeleting(null)),
            );
        }}
        onClose={() => setDeleting(null)}
        testId="canned-delete-confirm"
      >
        <Text size="sm">確定要刪除「{deleting?.title ?? ''}」嗎？</Text>
      </ConfirmDialog>
    </Card>
  );
}

interface HoursValues extends Record<string, unknown> {
  timeZone: string;
  hours: WeekRanges;
  awayEnabled: boolean;
  awayMessage: string;
}

/** 營業時間 and the away message, saved together. */
function HoursForm({ settings }: { settings: TChatReplySettings }) {
  const save = useSaveReplySettings();
  const form = useContractForm({
    initialValues: {
      timeZone: settings.timeZone,
      hours: settings.hours,
      awayEnabled: settings.awayEnabled,
      awayMessage: settings.awayMessage,
    } satisfies HoursValues,
    schema: ZChatReplySettingsRequest,
    toBody: (v: HoursValues) => ({ ...v, awayMessage: v.awayMessage.trim() }),
    onValuesChange: () => save.reset(),
  });
  const hoursError = Object.entries(form.errors).find(([k]) => k.startsWith('hours'))?.[1];
  return (
    <form
      onSubmit={form.onSubmit(() => save.mutate(form.body(), savedThen('已儲存回覆設定')))}
      data-testid="reply-settings-form"
    >
      <Stack gap="md">
        <Card withBorder radius="lg" padding="md">
          <Title order={2} size="h4" mb={4}>
            客服營業時間
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            以台灣時間計算；沒有時段的日子不營業。
          </Text>
          <WeeklyHoursEditor
            testId="reply-hours"
            closedLabel="不提供客服"
            defaultRange={{ start: '09:00', end: '18:00' }}
            value={form.getValues().hours}
            onChange={(next) => form.setFieldValue('hours', next)}
          />
          {hoursError && (
            <Text size="sm" c="red.8" role="alert" mt={4}>
              {hoursError}
            </Text>
          )}
        </Card>
        <Card withBorder radius="lg" padding="md">
          <Title order={2} size="h4" mb="sm">
            非營業時間自動回覆
          </Title>
          <Stack gap="sm">
            <Switch
              label="非營業時間收到訊息時自動回覆"
              {...form.getInputProps('awayEnabled', { type: 'checkbox' })}
              data-testid="reply-away-enabled"
            />
            <Textarea
              label="自動回覆內容"
              autosize
              minRows={3}
              {...form.field('awayMessage', 'reply-away-message')}
            />
          </Stack>
        </Card>
        {save.error && (
          <Text size="sm" c="red.8" role="alert">
            {save.error.message}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={save.isPending} data-testid="reply-settings-save">
            儲存
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 回覆設定: canned replies, business hours and the away message. */
export function ReplySettings() {
  const settings = useReplySettings();
  return (
    <Stack gap="lg">
      <CannedReplies />
      <QueryStates
        query={settings}
        items={settings.data ? [settings.data] : undefined}
        empty={null}
      >
        {([data]) => <HoursForm key={data!.updatedAt ?? 'new'} settings={data!} />}
      </QueryStates>
    </Stack>
  );
}
