import type { TOrder } from '@haoyue/contracts';

/**
 * The confirmed order the calendar exports' tests add to a calendar: two services with Ken at
 * 光點髮藝 大安店, 23 November 2026 14:30–16:00 Taipei. `secondService` names the second
 * service, so each format's test can put in it the characters that format must escape.
 */
export function calendarTestOrder(secondService: string): TOrder {
  return {
    id: 7,
    orderKey: 'AbC123',
    status: 'CONFIRMED',
    startTime: '2026-11-23T06:30:00.000Z',
    endTime: '2026-11-23T08:00:00+00:00',
    timeZone: 'Asia/Taipei',
    bookings: [
      {
        operator: { id: 1, displayName: 'Ken', avatarUrl: null },
        serviceItems: [{ name: '洗剪吹' }, { name: secondService }],
      },
    ],
    shop: {
      displayName: '光點髮藝 大安店',
      address: '臺北市大安區忠孝東路四段 181 號 2 樓',
      phoneNumber: '02-2771-0181',
      latitude: 25.0414,
      longitude: 121.5507,
    },
  } as unknown as TOrder;
}
