import { ColorSwatch, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  CUSTOMER_TAG_COLORS,
  type TCustomerTag,
  type TCustomerTagColor,
  type TCustomerTagInput,
  VIP_EXTRA_DAYS_MAX,
  ZCustomerTagInput,
} from '@haoyue/contracts';
import { type ContractForm, typedNumber, useContractForm } from '../../../lib/use-contract-form';
import { DeleteButton } from '../../../ui/delete-button';
import { NamedItemForm } from '../../../ui/named-item-form';
import { ManagedList } from '../../../ui/managed-list';
import { OptionalDaysInput } from '../../../ui/seller-dashboard/optional-days-input';
import { RecordSection } from '../../../ui/record-section';
import { useCustomerTags, useDeleteCustomerTag, useSaveCustomerTag } from '../api/customer-tags';
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

interface TagValues extends Record<string, unknown> {
  name: string;
  color: TCustomerTagColor;
  vip: boolean;
  days: number | string;
}

const valuesOf = (tag?: TCustomerTag): TagValues => ({
  name: tag?.name ?? '',
  color: (tag?.color ?? 'teal') as TCustomerTagColor,
  vip: Boolean(tag?.vipExtraDays),
  days: tag?.vipExtraDays ?? 30,
});

type TagForm = ContractForm<TagValues, TCustomerTagInput>;

/** A tag's form, validated by the contract's ZCustomerTagInput. */
const useTagForm = (tag?: TCustomerTag): TagForm =>
  useContractForm({
    initialValues: valuesOf(tag),
    schema: ZCustomerTagInput,
    toBody: (v: TagValues): TCustomerTagInput => ({
      name: v.name.trim(),
      color: v.color,
      vipExtraDays: v.vip ? typedNumber(v.days) : null,
    }),
    fieldOf: { vipExtraDays: 'days' },
  });

/** The fields of a tag, new or edited. */
function TagFields({ form }: { form: TagForm }) {
  const color = form.values.color;
  return (
    <>
      <Group align="flex-start" gap="xs" grow>
        <TextInput
          label="標籤名稱"
          placeholder="例如：VIP、常客"
          {...form.field('name', 'tag-name')}
        />
        <Select
          label="顏色"
          allowDeselect={false}
          data={COLOR_OPTIONS}
          {...form.getInputProps('color')}
          leftSection={<ColorSwatch color={`var(--mantine-color-${color}-6)`} size={14} />}
          comboboxProps={{ withinPortal: true }}
          data-testid="tag-color"
        />
      </Group>
      <OptionalDaysInput
        label="VIP 預約窗口：持有此標籤的顧客可比一般顧客提早預約"
        checkbox={form.getInputProps('vip', { type: 'checkbox' })}
        daysLabel="VIP 可提前 N 天預約"
        description={`在店家的可預約期間之外再多開放的天數（1–${VIP_EXTRA_DAYS_MAX}）`}
        max={VIP_EXTRA_DAYS_MAX}
        days={form.getInputProps('days')}
        testId="tag-vip"
        daysTestId="tag-vip-days"
      />
    </>
  );
}

/** A tag's form: a new one's under the list (emptied once added), an edited one's in a dialog. */
function TagForm({
  sellerId,
  tag,
  onClose,
}: {
  sellerId: number;
  tag?: TCustomerTag;
  onClose?: () => void;
}) {
  const form = useTagForm(tag);
  const save = useSaveCustomerTag(sellerId);
  return (
    <NamedItemForm
      noun="標籤"
      editing={Boolean(tag)}
      onClose={onClose}
      form={form}
      send={(body, then) => save.mutate({ tagId: tag?.id, ...body }, then)}
      save={save}
      testIdPrefix="tag"
    >
      <TagFields form={form} />
    </NamedItemForm>
  );
}

/** A tag's 刪除. */
function DeleteTag({ sellerId, tag }: { sellerId: number; tag: TCustomerTag }) {
  const remove = useDeleteCustomerTag(sellerId);
  return (
    <DeleteButton
      confirm={`確定要刪除標籤「${tag.name}」嗎？已貼上此標籤的顧客會一併移除。`}
      onDelete={(done) => remove.mutate(tag.id, done)}
      isPending={remove.isPending}
    />
  );
}

/** The seller's customer tags: create, rename, recolour, VIP window, delete (tags.manage). */
export function TagManager({ sellerId }: { sellerId: number }) {
  const tags = useCustomerTags(sellerId);
  return (
    <RecordSection title="顧客標籤" testId="tag-manager">
      <ManagedList
        label="顧客標籤"
        layout="cards"
        query={tags}
        rowKey={(tag) => tag.id}
        rowProps={() => ({ 'data-testid': 'tag-row' })}
        skeletonHeight={40}
        columns={[
          {
            key: 'tag',
            header: '標籤',
            cell: (tag) => (
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
            ),
          },
        ]}
        edit={{
          dialog: (tag, close) => <TagForm sellerId={sellerId} tag={tag} onClose={close} />,
        }}
        actions={(tag) => <DeleteTag sellerId={sellerId} tag={tag} />}
        empty={
          <Text size="sm" c="dimmed">
            還沒有標籤。建立標籤後，可以在顧客資料頁為顧客貼上。
          </Text>
        }
      />
      <TagForm sellerId={sellerId} />
    </RecordSection>
  );
}
