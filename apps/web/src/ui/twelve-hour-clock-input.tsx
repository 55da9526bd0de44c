import { Group, NativeSelect, Text } from '@mantine/core';
import { AM_PM_LABELS } from '../lib/clock-label';
import type { TwelveHourClock } from '../lib/twelve-hour-clock';

const HOURS = Array.from({ length: 12 }, (_, i) => String(i + 1));
const PERIODS = (['am', 'pm'] as const).map((p) => ({ value: p, label: AM_PM_LABELS[p] }));

/** The minutes a step apart, as `00`, `05` … */
const minutesBy = (step: number) =>
  Array.from({ length: 60 / step }, (_, i) => ({
    value: String(i * step),
    label: String(i * step).padStart(2, '0'),
  }));

/**
 * A time of day on the 12-hour clock people in Taiwan read: three selects (上午或下午, 時, 分)
 * on one row, native so phones show their own wheels.
 */
export function TwelveHourClockInput({
  value,
  onChange,
  minuteStep = 1,
  grow = false,
  testIdPrefix,
}: {
  value: TwelveHourClock;
  onChange: (clock: TwelveHourClock) => void;
  /** Minutes offered: every minute, or every 5. */
  minuteStep?: 1 | 5;
  /** The selects share the row evenly. */
  grow?: boolean;
  /** Each select's test id is the prefix and its part: `transfer-hour`. */
  testIdPrefix: string;
}) {
  const parts = {
    period: { label: '上午或下午', data: PERIODS },
    hour: { label: '時', data: HOURS },
    minute: { label: '分', data: minutesBy(minuteStep) },
  };
  const select = (part: keyof TwelveHourClock) => (
    <NativeSelect
      aria-label={parts[part].label}
      data={parts[part].data}
      value={String(value[part])}
      onChange={(e) => {
        const raw = e.currentTarget.value;
        onChange({ ...value, [part]: part === 'period' ? raw : Number(raw) });
      }}
      style={grow ? { flex: 1 } : undefined}
      data-testid={`${testIdPrefix}${part}`}
    />
  );
  return (
    <Group gap="xs" wrap="nowrap">
      {select('period')}
      {select('hour')}
      <Text aria-hidden>:</Text>
      {select('minute')}
    </Group>
  );
}
