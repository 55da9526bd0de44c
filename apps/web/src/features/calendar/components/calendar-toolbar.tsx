import { ActionIcon, Button, Group, SegmentedControl, Select, Switch } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-tw';
import { IconCalendar, IconChevronRight } from '../../../ui/icons';
import type { CalendarView } from '../lib/calendar-params';
import { weekStart } from '../../../lib/shop-orders/shop-time';

const ALL = 'all';

/** Props of {@link CalendarToolbar}. */
export interface CalendarToolbarProps {
  view: CalendarView;
  date: string;
  isToday: boolean;
  showCancelled: boolean;
  /** The shop's operators, to narrow the calendar to one of them. */
  operators: { id: number; displayName: string }[];
  /** The operator chosen, or null for everyone. */
  operatorId: number | null;
  onOperator: (operatorId: number | null) => void;
  onView: (view: CalendarView) => void;
  onDate: (date: string) => void;
  onStep: (direction: -1 | 1) => void;
  onToday: () => void;
  onShowCancelled: (show: boolean) => void;
  onNewBooking: () => void;
}

/**
 * Day or week, previous / today / next, a date picker, an operator filter, the cancelled filter
 * and 新增預約.
 */
export function CalendarToolbar({
  view,
  date,
  isToday,
  showCancelled,
  operators,
  operatorId,
  onOperator,
  onView,
  onDate,
  onStep,
  onToday,
  onShowCancelled,
  onNewBooking,
}: CalendarToolbarProps) {
  const unit = view === 'day' ? '天' : '週';
  const shown = view === 'week' ? weekStart(date) : date;
  const dateFormat = view === 'day' ? 'M/D（dd）' : 'M/D 起一週';
  return (
    <Group justify="space-between" gap="xs" data-testid="calendar-toolbar">
      <Group gap="xs">
        <SegmentedControl
          value={view}
          onChange={(v) => onView(v as CalendarView)}
          data={[
            { value: 'day', label: '日' },
            { value: 'week', label: '週' },
          ]}
          aria-label="檢視方式"
          data-testid="calendar-view"
        />
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => onStep(-1)}
          aria-label={`前一${unit}`}
          data-testid="calendar-prev"
        >
          <IconChevronRight style={{ transform: 'rotate(180deg)' }} />
        </ActionIcon>
        <Button
          variant={isToday ? 'light' : 'default'}
          onClick={onToday}
          px="sm"
          data-testid="calendar-today"
        >
          今天
        </Button>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => onStep(1)}
          aria-label={`下一${unit}`}
          data-testid="calendar-next"
        >
          <IconChevronRight />
        </ActionIcon>
        <DatePickerInput
          // The accessible name includes the date shown, as speech-input users say what they see.
          aria-label={`選擇日期：${dayjs(shown).locale('zh-tw').format(dateFormat)}`}
          value={shown}
          onChange={(v) => v && onDate(v)}
          valueFormat={dateFormat}
          leftSection={<IconCalendar size={16} />}
          popoverProps={{ withinPortal: true }}
          w={view === 'day' ? 140 : 150}
          data-testid="calendar-date"
        />
        <Select
          aria-label="服務人員"
          value={operatorId === null ? ALL : String(operatorId)}
          onChange={(v) => onOperator(v === null || v === ALL ? null : Number(v))}
          data={[
            { value: ALL, label: '全部服務人員' },
            ...operators.map((o) => ({ value: String(o.id), label: o.displayName })),
          ]}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          w={150}
          data-testid="calendar-operator"
        />
      </Group>
      <Group gap="sm" justify="flex-end" style={{ flexGrow: 1 }} wrap="nowrap">
        <Switch
          label="顯示已取消"
          checked={showCancelled}
          onChange={(e) => onShowCancelled(e.currentTarget.checked)}
          data-testid="calendar-show-cancelled"
        />
        <Button onClick={onNewBooking} data-testid="calendar-new-booking">
          ＋ 新增預約
        </Button>
      </Group>
    </Group>
  );
}
