import { Group, Table, Text } from '@mantine/core';
import {
  clockLabel,
  formatMemberNumber,
  formatOrderNumber,
  formatPhoneNumber,
} from '@haoyue/contracts';
import type { ReactNode } from 'react';
import { formatDateLabel, formatDateTimeLabel } from '../../lib/date-labels';
import { formatDistance } from '../../lib/distance';
import { DurationText } from '../../ui/duration-text';
import { Price } from '../../ui/price';
import { samplePrices } from './samples';
import { GuideSection, Specimen } from './specimen';

/** Input → shown, one row each, in a two-column table. */
function Examples({ rows, caption }: { rows: [ReactNode, ReactNode][]; caption: string }) {
  return (
    <Table fz="sm" verticalSpacing={4} withRowBorders={false}>
      <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>{caption}</Table.Caption>
      <Table.Tbody>
        {rows.map(([input, shown], i) => (
          <Table.Tr key={i}>
            <Table.Td ff="monospace" c="dimmed" w="45%">
              {input}
            </Table.Td>
            <Table.Td data-testid="style-guide-format">{shown}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const CLOCKS = ['00:00', '02:36', '06:00', '11:59', '12:00', '12:30', '13:00', '19:30', '24:00'];
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));

/**
 * How the pages write times, dates, money, phone and order numbers: one formatter per kind, shown
 * with the edge cases a reader would ask about.
 */
export function Formats() {
  return (
    <GuideSection
      id="formats"
      title="格式"
      subtitle="每一種資料只有一個格式化函式，所有頁面共用；時間一律以店家的時區顯示。"
      grid
    >
      <Specimen
        label="clockLabel (contracts)"
        use="12 小時制，時段在前；00:00–05:59 為凌晨，12 點整點那一小時為中午。"
      >
        <Examples
          caption="24 小時 → 顯示"
          rows={CLOCKS.map((clock) => [clock, clockLabel(minutesOf(clock))])}
        />
      </Specimen>
      <Specimen
        label="formatDateLabel / formatDateTimeLabel"
        use="日期用中文長格式，週日為一週的第一天。"
      >
        <Examples
          caption="輸入 → 顯示"
          rows={[
            ['2026-12-06', formatDateLabel('2026-12-06')],
            ['2026-12-06（含年份）', formatDateLabel('2026-12-06', true)],
            [
              '2026-12-06T06:30Z, Asia/Taipei',
              formatDateTimeLabel('2026-12-06T06:30:00Z', 'Asia/Taipei'),
            ],
            [
              '2026-12-06T06:30Z, Asia/Hong_Kong',
              formatDateTimeLabel('2026-12-06T06:30:00Z', 'Asia/Hong_Kong'),
            ],
          ]}
        />
      </Specimen>
      <Specimen
        label="<Price amount currency />"
        use="金額以最小單位儲存，依店家國家的幣別顯示。"
        column={6}
      >
        {samplePrices.map(({ currency, amounts }) => (
          <Group key={currency} gap="md">
            <Text size="sm" w={48} ff="monospace">
              {currency}
            </Text>
            {amounts.map((amount) => (
              <Price key={amount} amount={amount} currency={currency} />
            ))}
          </Group>
        ))}
      </Specimen>
      <Specimen
        label="formatPhoneNumber / formatOrderNumber / formatMemberNumber"
        use="電話在輸入框外一律依國家的慣用格式；訂單編號四碼一組。"
      >
        <Examples
          caption="儲存值 → 顯示"
          rows={[
            ['+886912345678', formatPhoneNumber('+886912345678')],
            ['+886223456789', formatPhoneNumber('+886223456789')],
            ['+85291234567', formatPhoneNumber('+85291234567')],
            ['+6591234567', formatPhoneNumber('+6591234567')],
            ['+60123456789', formatPhoneNumber('+60123456789')],
            ['K7MPX2QA', formatOrderNumber('K7MPX2QA')],
            ['顧客 1024', formatMemberNumber(1024)],
          ]}
        />
      </Specimen>
      <Specimen label="<DurationText minutes /> / formatDistance" use="服務時長與距離。" column={6}>
        {[30, 45, 60, 90, 135].map((m) => (
          <DurationText key={m} minutes={m} />
        ))}
        <Text size="sm">{[120, 850, 1234, 15400].map((m) => formatDistance(m)).join('、')}</Text>
      </Specimen>
    </GuideSection>
  );
}
