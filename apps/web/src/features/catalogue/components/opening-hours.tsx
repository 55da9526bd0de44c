import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { TShopOpeningHours } from '@haoyue/contracts';
import { formatDateLabel, localDateIn, weekdayOf } from '../../../lib/date-labels';
import { specialDaysAhead, weeklyHours } from '../lib/opening-hours';
import classes from './opening-hours.module.css';

/** Props of {@link OpeningHours}. */
export interface OpeningHoursProps {
  hours: TShopOpeningHours;
  /** The shop's zone: "today" is the shop's today. */
  timeZone: string;
}

/** The shop's week of opening hours (today marked) and the special days of the next two weeks. */
export function OpeningHours({ hours, timeZone }: OpeningHoursProps) {
  const today = localDateIn(Date.now(), timeZone);
  const week = weeklyHours(hours, weekdayOf(today));
  const special = specialDaysAhead(hours, today);
  return (
    <Stack gap="md">
      <Table
        withRowBorders={false}
        verticalSpacing={4}
        horizontalSpacing={0}
        className={classes.table}
        data-testid="opening-hours"
      >
        <Table.Tbody>
          {week.map((day) => (
            <Table.Tr
              key={day.weekday}
              className={day.isToday ? classes.today : undefined}
              aria-current={day.isToday ? 'date' : undefined}
            >
              <Table.Th scope="row" className={classes.day}>
                <Group gap={6} wrap="nowrap">
                  {day.name}
                  {day.isToday && (
                    <Badge size="xs" variant="light">
                      今天
                    </Badge>
                  )}
                </Group>
              </Table.Th>
              <Table.Td>
                {day.ranges.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    公休
                  </Text>
                ) : (
                  day.ranges.map((range) => (
                    <Text key={range} size="sm" className={classes.range}>
                      {range}
                    </Text>
                  ))
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {special.length > 0 && (
        <Stack gap={4} data-testid="special-days">
          <Text size="sm" fw={700}>
            近期特別營業時間
          </Text>
          {special.map((day) => (
            <Text key={day.date} size="sm">
              {formatDateLabel(day.date)}：
              {day.ranges.length === 0 ? '公休' : day.ranges.join('、')}
              {day.note ? `（${day.note}）` : ''}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
