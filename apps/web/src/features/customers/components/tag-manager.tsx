import {
  Button,
  Card,
  Checkbox,
  ColorSwatch,
  Group,
  NumberInput,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  CUSTOMER_TAG_COLORS,
  CUSTOMER_TAG_NAME_MAX_LENGTH,
  type TCustomerTag,
  type TCustomerTagColor,
  VIP_EXTRA_DAYS_MAX,
} from '@haoyue/contracts';
import { type FormEvent, useState } from 'react';
import { QueryErrorState } from '../../../ui/error-state';
import { showNotification } from '../../../ui/notifications';
import {
  useCreateCustomerTag,
  useCustomerTags,
  useDeleteCustomerTag,
  useUpdateCustomerTag,
} from '../api/customer-tags';
import { vipWindowLabel } from '../lib/customer-labels';
import { TagBadge } from './tag-badge';

const COLOR_LABELS: Record<TCustomerTagColor, string> = {
  coral: '珊瑚',
  red: '紅',
  pink: '粉紅',
  grape: '葡萄紫',
  violet: '紫羅蘭',
  indigo: '靛藍',
  blue: '藍',
  cyan: '青',
  teal: '藍綠',
  green: '綠',
  lime: '萊姆綠',
  yellow: '黃',
  orange: '橘',
  gray: '灰',
};
const COLOR_OPTIONS = CUSTOMER_TAG_COLORS.map((c) => ({ value: c, label: COLOR_LABELS[c] }));

interface TagDraft {
  name: string;
  color: TCustomerTagColor;
  vip: boolean;
  days: number | string;
}

const draftOf = (tag?: TCustomerTag): TagDraft => ({
  name: tag?.name ?? '',
  color: (tag?.color ?? 'teal') as TCustomerTagColor,
  vip: Boolean(tag?.vipExtraDays),
  days: tag?.vipExtraDays ?? 30,
});

/** The form of a new tag or of one being edited. */
function TagForm({
  sellerId,
  tag,
  onDone,
}: {
  sellerId: number;
  tag?: TCustomerTag;
  onDone?: () => void;
}) {
  const [draft, setDraft] = useState<TagDraft>(() => draftOf(tag));
  const create = useCreateCustomerTag(sellerId);
  const update = useUpdateCustomerTag(sellerId);
  const write = tag ? update : create;
  const days = typeof draft.days === 'number' ? draft.days : Number(draft.days);
  const daysValid =
    !draft.vip || (Number.isInteger(days) && days >= 1 && days <= VIP_EXTRA_DAYS_MAX);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = draft.name.trim();
    if (!name || !daysValid) return;
    const body = { name, color: draft.color, vipExtraDays: draft.vip ? days : null };
    const done = {
      onSuccess: () => {
        showNotification({ color: 'teal', message: tag ? '已更新標籤' : `已新增標籤「${name}」` });
        if (!tag) setDraft(draftOf());
        onDone?.();
      },
    };
    if (tag) update.mutate({ tagId: tag.id, ...body }, done);
    else create.mutate(body, done);
  };
  return (
    <form onSubmit={submit} noValidate data-testid={tag ? 'tag-edit-form' : 'tag-form'}>
      <Stack gap="xs">
        <Group align="flex-start" gap="xs" grow>
          <TextInput
            label="標籤名稱"
            placeholder="例如：VIP、常客"
            value={draft.name}
            maxLength={CUSTOMER_TAG_NAME_MAX_LENGTH}
            onChange={(e) => {
              const name = e.currentTarget.value;
              setDraft((d) => ({ ...d, name }));
              write.reset();
            }}
            error={write.error?.message}
            data-testid="tag-name"
          />
          <Select
            label="顏色"
            allowDeselect={false}
            data={COLOR_OPTIONS}
            value={draft.color}
            onChange={(v) => v && setDraft((d) => ({ ...d, color: v as TCustomerTagColor }))}
            leftSection={<ColorSwatch color={`var(--mantine-color-${draft.color}-6)`} size={14} />}
            comboboxProps={{ withinPortal: true }}
            data-testid="tag-color"
          />
        </Group>
        <Checkbox
          label="VIP 預約窗口：持有此標籤的顧客可比一般顧客提早預約"
          checked={draft.vip}
          onChange={(e) => {
            const vip = e.currentTarget.checked;
            setDraft((d) => ({ ...d, vip }));
          }}
          data-testid="tag-vip"
        />
        {draft.vip && (
          <NumberInput
            label="VIP 可提前 N 天預約"
            description={`在店家的可預約期間之外再多開放的天數（1–${VIP_EXTRA_DAYS_MAX}）`}
            min={1}
            max={VIP_EXTRA_DAYS_MAX}
            allowDecimal={false}
            allowNegative={false}
            suffix=" 天"
            value={draft.days}
            onChange={(v) => setDraft((d) => ({ ...d, days: v }))}
            error={daysValid ? undefined : `請輸入 1 到 ${VIP_EXTRA_DAYS_MAX} 天`}
            data-testid="tag-vip-days"
          />
        )}
        <Group justify="flex-end" gap="xs">
          {onDone && (
            <Button variant="default" onClick={onDone}>
              取消
            </Button>
          )}
          <Button
            type="submit"
            loading={write.isPending}
            disabled={!draft.name.trim() || !daysValid}
            data-testid="tag-save"
          >
            {tag ? '儲存' : '新增標籤'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function TagRow({ sellerId, tag }: { sellerId: number; tag: TCustomerTag }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteCustomerTag(sellerId);
  if (editing) return <TagForm sellerId={sellerId} tag={tag} onDone={() => setEditing(false)} />;
  const del = () => {
    if (!window.confirm(`確定要刪除標籤「${tag.name}」嗎？已貼上此標籤的顧客會一併移除。`)) return;
    remove.mutate(tag.id, {
      onError: (error) => showNotification({ color: 'red', message: `刪除失敗：${error.message}` }),
    });
  };
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" data-testid="tag-row">
      <Stack gap={2}>
        <div>
          <TagBadge tag={tag} />
        </div>
        {tag.vipExtraDays && (
          <Text size="xs" c="dimmed">
            {vipWindowLabel(tag.vipExtraDays)}
          </Text>
        )}
      </Stack>
      <Group gap={4} wrap="nowrap">
        <Button size="compact-sm" variant="subtle" onClick={() => setEditing(true)}>
          編輯
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          loading={remove.isPending}
          onClick={del}
        >
          刪除
        </Button>
      </Group>
    </Group>
  );
}

/** The seller's customer tags: create, rename, recolour, VIP window, delete (tags.manage). */
export function TagManager({ sellerId }: { sellerId: number }) {
  const tags = useCustomerTags(sellerId);
  return (
    <Card withBorder padding="md" data-testid="tag-manager">
      <Stack gap="md">
        <Text fw={600} component="h2" size="lg">
          顧客標籤
        </Text>
        {tags.isPending ? (
          <Skeleton h={80} />
        ) : tags.isError ? (
          <QueryErrorState query={tags} />
        ) : tags.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            還沒有標籤。建立標籤後，可以在顧客資料頁為顧客貼上。
          </Text>
        ) : (
          <Stack gap="xs">
            {tags.data.map((tag) => (
              <TagRow key={tag.id} sellerId={sellerId} tag={tag} />
            ))}
          </Stack>
        )}
        <TagForm sellerId={sellerId} />
      </Stack>
    </Card>
  );
}
