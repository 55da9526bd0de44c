import { Button, Group, Stack } from '@mantine/core';
import type { TOrder } from '@haoyue/contracts';
import { useState } from 'react';
import { paths } from '../../../config/paths';
import { IconCalendar } from '../../../ui/icons';
import { googleCalendarUrl } from '../lib/google-calendar';
import { icsFileName, orderToIcs } from '../lib/ics';
import { ActionNotice } from '../../../ui/action-notice';

/** The order page's absolute address (calendar events link back to it). */
function orderUrlOf(order: TOrder): string {
  return `${window.location.origin}${paths.order.getHref(order.orderKey)}`;
}

/** Saves the order as an .ics file, which phones open straight in their calendar app. */
function downloadIcs(order: TOrder) {
  const blob = new Blob([orderToIcs(order, { orderUrl: orderUrlOf(order) })], {
    type: 'text/calendar;charset=utf-8',
  });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = icsFileName(order);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * 加入行事曆: Google Calendar (a new tab with the event filled in) or the .ics file (Apple,
 * Outlook and most phone calendars); either confirms on screen.
 */
export function AddToCalendar({ order }: { order: TOrder }) {
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Stack gap="xs">
      <Group grow gap="xs">
        <Button
          component="a"
          // Built on click too: the address needs the page's origin, unknown on the server.
          href={
            typeof window === 'undefined'
              ? undefined
              : googleCalendarUrl(order, { orderUrl: orderUrlOf(order) })
          }
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          leftSection={<IconCalendar size={18} />}
          onClick={() => setNotice('已開啟 Google 日曆，請在新分頁按「儲存」加入這個預約。')}
          data-testid="order-google-calendar"
        >
          Google 日曆
        </Button>
        <Button
          variant="light"
          leftSection={<IconCalendar size={18} />}
          onClick={() => {
            downloadIcs(order);
            setNotice('已下載行事曆檔（.ics），開啟檔案即可加入手機或電腦的行事曆。');
          }}
          data-testid="order-add-to-calendar"
        >
          下載行事曆檔
        </Button>
      </Group>
      <ActionNotice
        message={notice}
        onClose={() => setNotice(null)}
        data-testid="calendar-notice"
      />
    </Stack>
  );
}
