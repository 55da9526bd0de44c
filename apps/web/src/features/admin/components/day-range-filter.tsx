import { DatePickerInput } from '@mantine/dates';

/**
 * An admin list's 開始日期 / 結束日期 filter: two clearable day pickers (YYYY-MM-DD in the URL),
 * each bounded by the other. `set` gets the changed key, '' when cleared.
 */
export function DayRangeFilter({
  from,
  to,
  set,
  testIdPrefix,
}: {
  from: string | undefined;
  to: string | undefined;
  set: (change: { from?: string; to?: string }) => void;
  testIdPrefix: string;
}) {
  const day = (
    key: 'from' | 'to',
    label: string,
    bound: { minDate?: string; maxDate?: string },
  ) => (
    <DatePickerInput
      label={label}
      placeholder="不限"
      clearable
      valueFormat="YYYY/MM/DD"
      value={(key === 'from' ? from : to) ?? null}
      {...bound}
      onChange={(v) => set({ [key]: v ?? '' })}
      popoverProps={{ withinPortal: true }}
      data-testid={`${testIdPrefix}-${key}`}
    />
  );
  return (
    <>
      {day('from', '開始日期', { maxDate: to })}
      {day('to', '結束日期', { minDate: from })}
    </>
  );
}
