import { ActionIcon, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { TimePicker } from '@mantine/dates';
import { AM_PM_LABELS } from '../../lib/clock-label';
import {
  clockToMinutes,
  clockToPickerEnd,
  dayRangesError,
  minutesToClock,
  pickerEndToClock,
  WEEKDAY_LABELS,
  type ClockRange,
  type WeekRanges,
} from '../../lib/seller-dashboard/clock';
import classes from './clock-picker.module.css';

/** Props of {@link WeeklyHoursEditor}. */
export interface WeeklyHoursEditorProps {
  value: WeekRanges;
  onChange: (value: WeekRanges) => void;
  /** The range a day gets when switched on. */
  defaultRange?: ClockRange;
  /** What an empty day is called: 休息 (closed) for a shop, 不排班 for an operator. */
  closedLabel?: string;
  /** Prefix of the test ids, so several editors on a page stay apart. */
  testId: string;
}

/** A clock on the 12-hour picker, period first (上午 10:00), as every time input of the dashboard. */
export function ClockPicker({
  label,
  value,
  onChange,
  isEnd = false,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** End times read 上午 12:00 as midnight at the end of the day. */
  isEnd?: boolean;
  testId?: string;
}) {
  return (
    <TimePicker
      aria-label={label}
      hoursInputLabel={`${label}（時）`}
      minutesInputLabel={`${label}（分）`}
      amPmInputLabel={`${label}（上午／下午）`}
      format="12h"
      amPmLabels={AM_PM_LABELS}
      classNames={{
        fieldsGroup: classes.fieldsGroup,
        controlsListGroup: classes.controlsListGroup,
      }}
      withDropdown
      minutesStep={5}
      value={isEnd ? clockToPickerEnd(value) : value}
      onChange={(v) => onChange(isEnd && v ? pickerEndToClock(v) : v)}
      popoverProps={{ withinPortal: true }}
      w={{ base: 128, xs: 150 }}
      data-testid={testId}
    />
  );
}

/** The range after a day's last one: an hour later, an hour long (or `fallback` on an empty day). */
function nextRange(day: ClockRange[], fallback: ClockRange): ClockRange {
  const last = day[day.length - 1];
  if (!last) return fallback;
  const start = Math.min(clockToMinutes(last.end) + 60, 23 * 60);
  return { start: minutesToClock(start), end: minutesToClock(Math.min(start + 60, 24 * 60)) };
}

/** Props of {@link DayRangesEditor}. */
export interface DayRangesEditorProps {
  ranges: ClockRange[];
  onChange: (ranges: ClockRange[]) => void;
  /** Names the day in the pickers' labels (週一第 1 段開始); empty for a single day. */
  dayLabel?: string;
  /** Keeps the last range (no ✕ on it): a day that must have hours. */
  keepOne?: boolean;
  /** The range ＋ 新增時段 adds. */
  newRange: ClockRange;
}

/** One day's time ranges: start and end on the 12-hour picker, ✕, ＋ 新增時段 (up to six). */
export function DayRangesEditor({
  ranges,
  onChange,
  dayLabel = '',
  keepOne = false,
  newRange,
}: DayRangesEditorProps) {
  const error = dayRangesError(ranges);
  const setRange = (i: number, patch: Partial<ClockRange>) =>
    onChange(ranges.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <>
      {ranges.map((range, i) => (
        <Group key={i} gap={6} wrap="nowrap">
          <ClockPicker
            label={`${dayLabel}第 ${i + 1} 段開始`}
            value={range.start}
            onChange={(start) => setRange(i, { start })}
          />
          <Text size="sm">–</Text>
          <ClockPicker
            label={`${dayLabel}第 ${i + 1} 段結束`}
            isEnd
            value={range.end}
            onChange={(end) => setRange(i, { end })}
          />
          {!(keepOne && ranges.length === 1) && (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`刪除${dayLabel}第 ${i + 1} 段`}
              onClick={() => onChange(ranges.filter((_, j) => j !== i))}
            >
              ✕
            </ActionIcon>
          )}
        </Group>
      ))}
      {ranges.length > 0 && ranges.length < 6 && (
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          onClick={() => onChange([...ranges, newRange])}
        >
          ＋ 新增時段
        </Button>
      )}
      {error && (
        <Text size="xs" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </>
  );
}

/** Seven days (Sunday first) of time ranges, each day switched on or off. */
export function WeeklyHoursEditor({
  value,
  onChange,
  defaultRange = { start: '10:00', end: '20:00' },
  closedLabel = '休息',
  testId,
}: WeeklyHoursEditorProps) {
  const setDay = (weekday: number, ranges: ClockRange[]) =>
    onChange(value.map((day, i) => (i === weekday ? ranges : day)));

  return (
    <Stack gap="xs" data-testid={testId}>
      {value.map((day, weekday) => (
        <Group
          key={weekday}
          align="flex-start"
          gap="sm"
          wrap="wrap"
          py={6}
          style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          data-testid={`${testId}-day`}
          data-weekday={weekday}
        >
          <Switch
            w={96}
            mt={6}
            label={WEEKDAY_LABELS[weekday]}
            checked={day.length > 0}
            onChange={(e) => setDay(weekday, e.currentTarget.checked ? [defaultRange] : [])}
            data-testid={`${testId}-toggle`}
          />
          <Stack gap={6} style={{ flex: 1, minWidth: 240 }}>
            {day.length === 0 && (
              <Text size="sm" c="dimmed" mt={8}>
                {closedLabel}
              </Text>
            )}
            <DayRangesEditor
              ranges={day}
              onChange={(ranges) => setDay(weekday, ranges)}
              dayLabel={WEEKDAY_LABELS[weekday]}
              newRange={nextRange(day, defaultRange)}
            />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
