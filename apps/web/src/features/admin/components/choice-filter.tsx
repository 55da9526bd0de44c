import { Select, type SelectProps } from '@mantine/core';

/**
 * An admin list's filter by one of a set of values (a status, a kind of record): 「全部」 (or
 * `all`) first, chosen as `''` so the URL leaves it out, then each value by its label.
 */
export function ChoiceFilter<V extends string>({
  values,
  labels,
  all = '全部',
  value,
  onChoose,
  ...props
}: Omit<SelectProps, 'data' | 'value' | 'onChange' | 'allowDeselect'> & {
  values: readonly V[];
  labels: Readonly<Record<V, string>>;
  all?: string;
  /** The value the URL holds, none for all. */
  value: V | undefined;
  onChoose: (value: string) => void;
  'data-testid'?: string;
}) {
  return (
    <Select
      allowDeselect={false}
      data={[{ value: '', label: all }, ...values.map((v) => ({ value: v, label: labels[v] }))]}
      value={value ?? ''}
      onChange={(v) => onChoose(v ?? '')}
      {...props}
    />
  );
}
