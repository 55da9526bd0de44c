import {
  CHAT_TAG_COLOR_LABELS,
  CHAT_TAG_COLORS,
  type TChatTag,
  type TChatTagColor,
  ZCreateChatTagRequest,
} from '@haoyue/contracts';
import { Badge, Button, Card, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useContractForm } from '../../../lib/use-contract-form';
import { NamedItemForm } from '../../../ui/named-item-form';
import { QueryStates } from '../../../ui/query-states';
import { savedThen } from '../../../ui/saved-then';
import { useChatTags, useSaveTag } from '../api/admin-chat';

interface TagValues extends Record<string, unknown> {
  name: string;
  color: TChatTagColor | '';
}

const COLOR_OPTIONS = CHAT_TAG_COLORS.map((c) => ({ value: c, label: CHAT_TAG_COLOR_LABELS[c] }));

/** The dialog of a new tag, or of one renamed or recoloured. */
export function TagDialog({ tag, onClose }: { tag?: TChatTag; onClose: () => void }) {
  const save = useSaveTag();
  const form = useContractForm({
    initialValues: { name: tag?.name ?? '', color: tag?.color ?? '' } satisfies TagValues,
    schema: ZCreateChatTagRequest,
    toBody: (v: TagValues) => ({ name: v.name.trim(), color: v.color as TChatTagColor }),
  });
  return (
    <NamedItemForm
      noun="標籤"
      editing={Boolean(tag)}
      newInDialog
      editedName={tag?.name}
      onClose={onClose}
      form={form}
      send={(body, then) => save.mutate(tag ? { tagId: tag.id, ...body } : body, then)}
      save={save}
      testIdPrefix="chat-tag"
      nameInput={{ label: '標籤名稱', placeholder: '例如：退款' }}
    >
      <Select
        label="顏色"
        placeholder="選擇顏色"
        data={COLOR_OPTIONS}
        comboboxProps={{ withinPortal: true }}
        renderOption={({ option }) => (
          <Badge color={option.value} variant="light">
            {option.label}
          </Badge>
        )}
        {...form.field('color', 'chat-tag-color')}
      />
    </NamedItemForm>
  );
}

function TagRow({ tag, onEdit }: { tag: TChatTag; onEdit: () => void }) {
  const save = useSaveTag();
  return (
    <Card withBorder radius="md" padding="sm" data-testid={`chat-tag-${tag.id}`}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" miw={0}>
          <Badge color={tag.color} variant="light" size="lg">
            {tag.name}
          </Badge>
          <Text size="sm" c="dimmed">
            {tag.conversationCount} 則對話
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {!tag.archived && (
            <Button size="compact-sm" variant="default" onClick={onEdit}>
              編輯
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="subtle"
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { tagId: tag.id, archived: !tag.archived },
                savedThen(tag.archived ? '已還原標籤' : '已封存標籤'),
              )
            }
            data-testid="chat-tag-archive"
          >
            {tag.archived ? '還原' : '封存'}
          </Button>
        </Group>
      </Group>
      {save.error && (
        <Text size="sm" c="red.8" role="alert" mt={4}>
          {save.error.message}
        </Text>
      )}
    </Card>
  );
}

/** 對話標籤: the tags support puts on conversations, with how many carry each. */
export function TagSettings() {
  const [archived, setArchived] = useState(false);
  const tags = useChatTags(archived);
  const [editing, setEditing] = useState<TChatTag | 'new' | null>(null);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Switch
          label="顯示已封存"
          checked={archived}
          onChange={(e) => setArchived(e.currentTarget.checked)}
          data-testid="chat-tag-archived"
        />
        <Button onClick={() => setEditing('new')} data-testid="chat-tag-add">
          新增標籤
        </Button>
      </Group>
      <QueryStates
        query={tags}
        items={tags.data}
        skeletonHeight={160}
        empty={{ title: archived ? '沒有封存的標籤' : '尚未建立標籤' }}
      >
        {(rows) => (
          <Stack gap="xs" data-testid="chat-tag-list">
            {rows.map((tag) => (
              <TagRow key={tag.id} tag={tag} onEdit={() => setEditing(tag)} />
            ))}
          </Stack>
        )}
      </QueryStates>
      {editing && (
        <TagDialog tag={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
