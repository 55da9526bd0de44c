import { Card, Stack, Text, Title } from '@mantine/core';
import type { TPushMessage } from '@haoyue/contracts';
import { useRef, useState } from 'react';
import { PushComposeForm } from '../../features/admin/components/push-compose-form';
import { PushHistory } from '../../features/admin/components/push-history';
import { PermittedAdminPage } from '../../features/admin/components/permitted-page';

/**
 * 推播訊息: compose a message to an audience, send or schedule it or keep it as a draft, and see
 * how it went; a draft in the history opens in the form to edit and send.
 */
export default function PushMessagePage() {
  const [editing, setEditing] = useState<TPushMessage | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const composeRef = useRef<HTMLDivElement>(null);
  const edit = (draft: TPushMessage) => {
    setNote(null);
    setEditing(draft);
    composeRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };
  return (
    <PermittedAdminPage title="推播訊息" permission="push.send" refusal="傳送推播訊息" maw={760}>
      <Card withBorder radius="lg" padding="md" ref={composeRef}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {editing ? '編輯草稿' : '撰寫訊息'}
          </Title>
          <Text size="sm" c="dimmed">
            追蹤商家 LINE 官方帳號的使用者以 LINE
            收到；其他同意接收簡訊優惠的使用者以簡訊收到，每人最多一次。
          </Text>
          <PushComposeForm
            key={editing ? `draft-${editing.id}` : 'new'}
            draft={editing}
            note={note}
            onDone={(done) => {
              setNote(done);
              setEditing(null);
            }}
          />
        </Stack>
      </Card>
      <Stack gap="sm">
        <Title order={2} size="h4">
          傳送紀錄
        </Title>
        <PushHistory
          onEdit={edit}
          onDeleted={(id) => {
            if (editing?.id === id) setEditing(null);
          }}
        />
      </Stack>
    </PermittedAdminPage>
  );
}
