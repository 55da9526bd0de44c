import { Button, Card, Checkbox, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { TSpecialDay } from '@haoyue/contracts';
import { useState } from 'react';
import { QueryErrorState } from '../../../ui/error-state';
import { useDeleteSpecialDay } from '../api/delete-special-day';
import { usePutSpecialDay } from '../api/put-special-day';
import { usePutWeeklyHours } from '../../../lib/seller-dashboard/api/put-weekly-hours';
import { useShopSchedule } from '../../../lib/seller-dashboard/api/get-shop-schedule';
import {
  dayRangesError,
  formatDay,
  formatRange,
  isWeekValid,
  sortWeek,
  zonedDateClock,
  type ClockRange,
  type WeekRanges,
} from '../../../lib/seller-dashboard/clock';
import {
  DayPicker,
  ErrorAlert,
  NoteInput,
  RemovableRow,
  SaveRow,
} from '../../../ui/seller-dashboard/form-parts';
import { PanelSection } from '../../../ui/seller-dashboard/panel-section';
import {
  DayRangesEditor,
  WeeklyHoursEditor,
} from '../../../ui/seller-dashboard/weekly-hours-editor';

interface ShopRef {
  sellerId: number;
  shopId: number;
  timeZone: string;
}

// Form state kept hand-rolled: the weekly-hours editor owns its ranges and checks (lib/seller-dashboard/clock).
function WeeklyHoursForm({ sellerId, shopId, initial }: ShopRef & { initial: WeekRanges }) {
  const [week, setWeek] = useState<WeekRanges>(initial);
  const [dirty, setDirty] = useState(false);
  const save = usePutWeeklyHours(sellerId, shopId);
  const valid = isWeekValid(week);
  return (
    <Stack gap="sm">
      <WeeklyHoursEditor
        testId="shop-hours"
        value={week}
        onChange={(next) => {
          setWeek(next);
          setDirty(true);
          save.reset();
        }}
      />
      <SaveRow
        save={save}
        savedNote={save.isSuccess && !dirty ? '營業時間已儲存' : null}
        onSave={() => save.mutate(sortWeek(week), { onSuccess: () => setDirty(false) })}
        disabled={!valid}
        testId="shop-hours-save"
      >
        儲存營業時間
      </SaveRow>
    </Stack>
  );
}

// Form state kept hand-rolled: ranges edited by the shared clock editor, checked by lib/seller-dashboard/clock.
function SpecialDayForm({ sellerId, shopId, timeZone }: ShopRef) {
  const today = zonedDateClock(Date.now(), timeZone).date;
  const [date, setDate] = useState<string | null>(null);
  const [closed, setClosed] = useState(true);
  const [ranges, setRanges] = useState<ClockRange[]>([{ start: '10:00', end: '18:00' }]);
  const [note, setNote] = useState('');
  const put = usePutSpecialDay(sellerId, shopId);
  const rangeError = closed ? null : dayRangesError(ranges);

  const submit = () => {
    if (!date || rangeError) return;
    put.mutate(
      { date, ranges: closed ? [] : ranges, note: note.trim() || null },
      {
        onSuccess: () => {
          setDate(null);
          setNote('');
        },
      },
    );
  };

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Text fw={600}>新增特殊營業日</Text>
        <DayPicker
          label="日期"
          placeholder="選擇日期"
          minDate={today}
          value={date}
          onChange={setDate}
          data-testid="special-day-date"
        />
        <Checkbox
          label="全天公休"
          checked={closed}
          onChange={(e) => setClosed(e.currentTarget.checked)}
        />
        {!closed && (
          <Stack gap={6}>
            <DayRangesEditor
              ranges={ranges}
              onChange={setRanges}
              keepOne
              newRange={{ start: '19:00', end: '21:00' }}
            />
          </Stack>
        )}
        <NoteInput label="備註" placeholder="例如：農曆春節" value={note} onChange={setNote} />
        <ErrorAlert error={put.error} />
        <Group justify="flex-end">
          <Button
            variant="light"
            onClick={submit}
            disabled={!date || Boolean(rangeError)}
            loading={put.isPending}
            data-testid="special-day-save"
          >
            加入
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function SpecialDayList({ sellerId, shopId, days }: ShopRef & { days: TSpecialDay[] }) {
  const remove = useDeleteSpecialDay(sellerId, shopId);
  if (days.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        目前沒有特殊營業日。國定假日公休或調整營業時間時，可在這裡設定。
      </Text>
    );
  }
  return (
    <Stack gap={6} data-testid="special-days">
      {days.map((day) => (
        <RemovableRow
          key={day.date}
          removing={remove.isPending && remove.variables === day.date}
          onRemove={() => remove.mutate(day.date)}
        >
          <Text size="sm" fw={600}>
            {formatDay(day.date)}
          </Text>
          <Text size="sm" c="dimmed">
            {day.ranges.length === 0 ? '公休' : day.ranges.map(formatRange).join('、')}
            {day.note ? `・${day.note}` : ''}
          </Text>
        </RemovableRow>
      ))}
    </Stack>
  );
}

/** A shop's weekly opening hours and its special days (closures, changed hours). */
export function OpeningHours(props: ShopRef) {
  const schedule = useShopSchedule(props.sellerId, props.shopId);
  if (schedule.isPending) return <Skeleton h={320} />;
  if (schedule.isError) {
    return <QueryErrorState query={schedule} />;
  }
  return (
    <Stack gap="xl">
      <PanelSection
        title="每週營業時間"
        hint="一天可設定多個時段（例如午休）。顧客只能預約營業時間內、且有服務人員上班的時段。"
      >
        <WeeklyHoursForm {...props} initial={schedule.data.weeklyHours} />
      </PanelSection>
      <PanelSection title="特殊營業日">
        <SpecialDayList {...props} days={schedule.data.specialDays} />
        <SpecialDayForm {...props} />
      </PanelSection>
    </Stack>
  );
}
