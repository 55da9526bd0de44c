import { Button, Menu, Text } from '@mantine/core';
import { useCannedReplies } from '../api/admin-chat';

/** 罐頭回覆: picks a canned reply and puts its text in the message box (to edit before sending). */
export function CannedReplyPicker({ onPick }: { onPick: (text: string) => void }) {
  const replies = useCannedReplies();
  return (
    <Menu position="top-start" withinPortal>
      <Menu.Target>
        <Button variant="default" size="compact-sm" data-testid="chat-canned">
          罐頭回覆
        </Button>
      </Menu.Target>
      <Menu.Dropdown maw={320}>
        {replies.isPending && <Menu.Label>載入中…</Menu.Label>}
        {replies.data?.length === 0 && <Menu.Label>尚未設定罐頭回覆</Menu.Label>}
        {replies.data?.map((reply) => (
          <Menu.Item
            key={reply.id}
            onClick={() => onPick(reply.body)}
            data-testid={`chat-canned-${reply.id}`}
          >
            <Text size="sm" fw={600}>
              {reply.title}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={2}>
              {reply.body}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
