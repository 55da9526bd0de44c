import { Select, type SelectProps } from '@mantine/core';

/**
 * An admin list's 排序: `newest` unless the URL holds another order, and `onSort('')` when the
 * default is chosen again so the URL leaves it out.
 */
export function SortSelect({
  value,
  onSort,
  ...props
}: Omit<SelectProps, 'label' | 'value' | 'onChange' | 'allowDeselect'> & {
  value: string | undefined;
  onSort: (sort: string) => void;
  'data-testid'?: string;
}) {
  return (
    <Select
      label="排序"
      allowDeselect={false}
      value={value ?? 'newest'}
      onChange={(v) => onSort(v === 'newest' ? '' : (v ?? ''))}
      {...props}
    />
  );
}
