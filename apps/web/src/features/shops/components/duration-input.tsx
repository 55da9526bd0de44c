import { Group, NativeSelect, NumberInput } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import {
  joinMinutes,
  splitMinutes,
  UNIT_LABELS,
  type DurationParts,
  type DurationUnit,
} from '../lib/duration-units';

/** Props of {@link DurationInput}. */
export interface DurationInputProps {
  label: string;
  description?: ReactNode;
  /** Minutes (NaN while the amount is blank). */
  value: number;
  onChange: (minutes: number) => void;
  units: readonly DurationUnit[];
  error?: ReactNode;
  testId?: string;
}

/**
 * A length of time typed as a number and a unit (分鐘／小時／天) and stored in minutes. A stored
 * value shows in the largest unit it is whole in (1440 → 1 天); whole numbers in minutes, up to
 * two decimals in hours and days.
 */
export function DurationInput({
  label,
  description,
  value,
  onChange,
  units,
  error,
  testId,
}: DurationInputProps) {
  const [parts, setParts] = useState<DurationParts>(() =>
    Number.isFinite(value) ? splitMinutes(value, units) : { amount: NaN, unit: units[0]! },
  );
  const unitId = useId();
  const change = (next: DurationParts) => {
    setParts(next);
    onChange(joinMinutes(next));
  };
  return (
    <Group gap={6} align="flex-start" wrap="nowrap">
      <NumberInput
        label={label}
        description={description}
        min={0}
        allowNegative={false}
        allowDecimal={parts.unit !== 'minute'}
        decimalScale={2}
        value={Number.isNaN(parts.amount) ? '' : parts.amount}
        onChange={(v) => change({ ...parts, amount: typeof v === 'number' ? v : NaN })}
        error={error}
        style={{ flex: 1, minWidth: 0 }}
        data-testid={testId}
      />
      <NativeSelect
        id={unitId}
        aria-label={`${label}的單位`}
        data={units.map((u) => ({ value: u, label: UNIT_LABELS[u] }))}
        value={parts.unit}
        onChange={(e) => change({ ...parts, unit: e.currentTarget.value as DurationUnit })}
        w={84}
        // Lines up with the number box under the label and description.
        style={{ alignSelf: 'flex-end', marginBottom: error ? 24 : 0 }}
        data-testid={testId && `${testId}-unit`}
      />
    </Group>
  );
}
