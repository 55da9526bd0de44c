import {
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  Switch,
  Text,
  Textarea,
  TextInput,
  type NumberInputProps,
  type SelectProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import type { TCurrency } from '@haoyue/contracts';
import type { ReactNode } from 'react';
import { CURRENCY_SYMBOLS } from '../../lib/money';

// Small parts every dashboard form repeats, so they look and read the same everywhere.

/** The API's refusal of a save, above the form's buttons; nothing while there is none. */
export function ErrorAlert({ error }: { error: { message: string } | null | undefined }) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert">
      {error.message}
    </Alert>
  );
}

/**
 * The end of a settings form: the API's refusal of the save if any, then the right-aligned save
 * button with a 已儲存-style note once saved.
 */
export function SaveRow({
  save,
  savedNote,
  onSave,
  disabled,
  testId,
  children,
}: {
  /** The save mutation: its error and whether it runs. */
  save: { error: { message: string } | null; isPending: boolean };
  savedNote: string | null;
  onSave: () => void;
  disabled: boolean;
  testId: string;
  /** The button's text. */
  children: ReactNode;
}) {
  return (
    <>
      <ErrorAlert error={save.error} />
      <Group justify="flex-end" gap="sm">
        {savedNote && (
          <Text size="sm" c="teal.9" role="status">
            {savedNote}
          </Text>
        )}
        <Button onClick={onSave} loading={save.isPending} disabled={disabled} data-testid={testId}>
          {children}
        </Button>
      </Group>
    </>
  );
}

/**
 * The end of a settings form that submits: the save's refusal as a 儲存失敗 alert, then the
 * right-aligned 儲存 submit button.
 */
export function SubmitRow({
  save,
  testId,
  errorTestId,
}: {
  /** The save mutation: its error and whether it runs. */
  save: { error: { message: string } | null; isPending: boolean };
  testId: string;
  errorTestId?: string;
}) {
  return (
    <>
      {save.error && (
        <Alert color="red" title="儲存失敗" data-testid={errorTestId}>
          {save.error.message}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={save.isPending} data-testid={testId}>
          儲存
        </Button>
      </Group>
    </>
  );
}

/** A list row's on/off switch (開放使用, 販售中): flipping it saves the row at once. */
export function ActiveSwitch({
  label,
  isActive,
  saving,
  onToggle,
  testId,
}: {
  label: string;
  isActive: boolean;
  /** The save is under way: the switch waits for it. */
  saving: boolean;
  onToggle: (isActive: boolean) => void;
  testId: string;
}) {
  return (
    <Switch
      label={label}
      checked={isActive}
      disabled={saving}
      onChange={(e) => onToggle(e.currentTarget.checked)}
      data-testid={testId}
    />
  );
}

/** A quiet red button that removes or deletes one item of a list. */
export function RemoveButton({
  removing,
  onClick,
  disabled,
  title,
  testId,
  children = '移除',
}: {
  removing: boolean;
  onClick: () => void;
  disabled?: boolean;
  title?: string;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      color="red"
      loading={removing}
      disabled={disabled}
      onClick={onClick}
      title={title}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}

/** A line of a list (special days, time off) with its 移除 button. */
export function RemovableRow({
  children,
  removing,
  onRemove,
  testId,
}: {
  children: ReactNode;
  removing: boolean;
  onRemove: () => void;
  testId?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-testid={testId}>
      <div>{children}</div>
      <RemoveButton removing={removing} onClick={onRemove} />
    </Group>
  );
}

/** An amount typed in the currency's major unit, with its symbol in front (NT$500). */
export function MoneyInput({ currency, ...props }: NumberInputProps & { currency: TCurrency }) {
  return (
    <NumberInput
      prefix={CURRENCY_SYMBOLS[currency]}
      min={0}
      thousandSeparator=","
      allowNegative={false}
      {...props}
    />
  );
}

/** A date picker showing `2026/11/23（一）`, its calendar above dialogs. */
export function DayPicker(props: DatePickerInputProps) {
  return (
    <DatePickerInput
      valueFormat="YYYY/MM/DD（dd）"
      popoverProps={{ withinPortal: true }}
      {...props}
    />
  );
}

/** Props of {@link IdSelect}: the options are `items` by id and name, or a ready `data`. */
export type IdSelectProps = Omit<SelectProps, 'value' | 'onChange' | 'data'> & {
  items?: readonly { id: number; name: string }[];
  data?: SelectProps['data'];
  value: number | null;
  onChange: (id: number | null) => void;
};

/** A select whose value is a numeric id (or none), its options above dialogs. */
export function IdSelect({ items = [], data, value, onChange, ...props }: IdSelectProps) {
  return (
    <Select
      data={data ?? items.map((item) => ({ value: String(item.id), label: item.name }))}
      value={value ? String(value) : null}
      onChange={(v) => onChange(v ? Number(v) : null)}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}

/** A short optional note of a dated entry (a special day's 備註, a time off's 原因). */
export function NoteInput({
  value,
  onChange,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (note: string) => void;
}) {
  return (
    <TextInput
      maxLength={100}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...props}
    />
  );
}

/** A description or introduction: a textarea growing with its text, 2 to 8 rows, 1000 characters. */
export function LongTextInput(props: TextareaProps) {
  return <Textarea autosize minRows={2} maxRows={8} maxLength={1000} {...props} />;
}
