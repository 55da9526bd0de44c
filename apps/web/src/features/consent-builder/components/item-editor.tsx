import {
  ActionIcon,
  Button,
  Card,
  Group,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  CONSENT_ITEM_KIND_LABELS,
  CONSENT_ITEM_KINDS,
  CONSENT_LIMITS as L,
  type TConsentItemKind,
} from '@haoyue/contracts';
import type { Dispatch, KeyboardEvent } from 'react';
import { type DraftAction, isChoiceKind, type ItemDraft } from '../lib/form-draft';
import type { DraftErrors } from '../lib/validate-draft';

/** What the customer will do with an item of each kind, under the item's title. */
const KIND_HINTS: Record<TConsentItemKind, string> = {
  SHORT_TEXT: '顧客輸入一行文字（例如過敏藥物名稱）。',
  LONG_TEXT: '顧客可輸入多行文字（例如病史說明）。',
  SINGLE_CHOICE: '顧客從選項中選一個。',
  MULTIPLE_CHOICE: '顧客可從選項中選多個。',
  DATE: '顧客選擇一個日期（例如上次施作日期）。',
  YES_NO: '顧客回答「是」或「否」。',
  AGREEMENT: '顧客閱讀條款後勾選「我已閱讀並同意」。',
  SIGNATURE: '顧客在手機上用手指簽名。',
};

/** The choices of a single or multiple choice item: one input each, add and remove. */
function OptionsEditor({
  index,
  item,
  errors,
  dispatch,
}: {
  index: number;
  item: ItemDraft;
  errors: DraftErrors;
  dispatch: Dispatch<DraftAction>;
}) {
  const at = `items.${index}.options`;
  const isFull = item.options.length >= L.options;
  // Enter adds the next option instead of submitting the whole form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!isFull) dispatch({ type: 'addOption', index });
  };
  return (
    <Stack gap={6} role="group" aria-label="選項" data-testid="consent-item-options">
      <Text size="sm" fw={500}>
        選項
      </Text>
      {item.options.map((option, j) => (
        <Group key={j} gap={4} wrap="nowrap" align="flex-start">
          <TextInput
            style={{ flex: 1, minWidth: 0 }}
            aria-label={`選項 ${j + 1}`}
            placeholder={`選項 ${j + 1}`}
            value={option}
            maxLength={L.option}
            error={errors[`${at}.${j}`]}
            onKeyDown={onKeyDown}
            onChange={(e) =>
              dispatch({ type: 'updateOption', index, option: j, value: e.currentTarget.value })
            }
            data-testid="consent-item-option"
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={`刪除選項 ${j + 1}`}
            disabled={item.options.length <= 2}
            onClick={() => dispatch({ type: 'removeOption', index, option: j })}
          >
            ✕
          </ActionIcon>
        </Group>
      ))}
      {errors[at] && (
        <Text size="sm" c="red.8" role="alert">
          {errors[at]}
        </Text>
      )}
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={isFull}
          onClick={() => dispatch({ type: 'addOption', index })}
          data-testid="consent-item-add-option"
        >
          ＋ 新增選項
        </Button>
      </Group>
    </Stack>
  );
}

/** One item of the form being edited: its texts, required switch, options or terms, and moves. */
export function ItemEditor({
  index,
  count,
  item,
  errors,
  autoFocus,
  dispatch,
}: {
  index: number;
  count: number;
  item: ItemDraft;
  errors: DraftErrors;
  /** Put the cursor in its title (an item just added). */
  autoFocus: boolean;
  dispatch: Dispatch<DraftAction>;
}) {
  const at = `items.${index}`;
  const kindLabel = CONSENT_ITEM_KIND_LABELS[item.kind];
  const update = (change: Extract<DraftAction, { type: 'updateItem' }>['change']) =>
    dispatch({ type: 'updateItem', index, change });
  return (
    <Card
      withBorder
      padding="sm"
      role="group"
      aria-label={`第 ${index + 1} 題（${kindLabel}）`}
      data-testid="consent-item"
      data-kind={item.kind}
      data-item-id={item.id}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} size="sm">
            第 {index + 1} 題・{kindLabel}
          </Text>
          <Group gap={2} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label="上移"
              disabled={index === 0}
              onClick={() => dispatch({ type: 'moveItem', from: index, to: index - 1 })}
            >
              ↑
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label="下移"
              disabled={index === count - 1}
              onClick={() => dispatch({ type: 'moveItem', from: index, to: index + 1 })}
            >
              ↓
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label="刪除此項目"
              onClick={() => dispatch({ type: 'removeItem', index })}
              data-testid="consent-item-delete"
            >
              ✕
            </ActionIcon>
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          {KIND_HINTS[item.kind]}
        </Text>
        <TextInput
          label="題目"
          required
          value={item.label}
          maxLength={L.label}
          autoFocus={autoFocus}
          error={errors[`${at}.label`]}
          onChange={(e) => update({ label: e.currentTarget.value })}
          data-testid="consent-item-label"
        />
        <Textarea
          label="說明（選填）"
          value={item.description}
          maxLength={L.description}
          autosize
          minRows={1}
          maxRows={6}
          error={errors[`${at}.description`]}
          onChange={(e) => update({ description: e.currentTarget.value })}
          data-testid="consent-item-description"
        />
        {isChoiceKind(item.kind) && (
          <OptionsEditor index={index} item={item} errors={errors} dispatch={dispatch} />
        )}
        {item.kind === 'AGREEMENT' && (
          <Textarea
            label="條款內容"
            required
            value={item.terms}
            maxLength={L.terms}
            autosize
            minRows={4}
            maxRows={14}
            error={errors[`${at}.terms`]}
            onChange={(e) => update({ terms: e.currentTarget.value })}
            data-testid="consent-item-terms"
          />
        )}
        <Switch
          label="必填"
          checked={item.required}
          onChange={(e) => update({ required: e.currentTarget.checked })}
          data-testid="consent-item-required"
        />
      </Stack>
    </Card>
  );
}

/** One button per kind of item, adding an item of that kind at the end. */
export function AddItemButtons({
  disabled,
  onAdd,
}: {
  disabled: boolean;
  onAdd: (kind: TConsentItemKind) => void;
}) {
  return (
    <Stack gap={6} role="group" aria-labelledby="consent-add-item-title">
      <Text size="sm" fw={500} id="consent-add-item-title">
        新增項目
      </Text>
      <Group gap={6}>
        {CONSENT_ITEM_KINDS.map((kind) => (
          <Button
            key={kind}
            variant="light"
            size="compact-md"
            disabled={disabled}
            onClick={() => onAdd(kind)}
            data-testid={`consent-add-item-${kind}`}
          >
            ＋ {CONSENT_ITEM_KIND_LABELS[kind]}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
