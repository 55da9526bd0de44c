import type { SVGProps } from 'react';

/** Props of the inline icons: size in px plus any SVG attribute. */
export interface IconProps extends SVGProps<SVGSVGElement> {
  size?: number | string;
}

// Inline SVG instead of an icon library keeps the entry chunk small. Each icon is one path on a
// 24-unit grid, drawn Tabler-style with a round stroke (circles and rectangles as arcs).
function createIcon(displayName: string, d: string) {
  function Icon({ size = 18, strokeWidth = 2, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        <path d={d} />
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

/** Each icon's path data. */
const PATHS = {
  search: 'M3 10a7 7 0 1 0 14 0a7 7 0 1 0-14 0M21 21l-6-6',
  mapPin:
    'M9 11a3 3 0 1 0 6 0a3 3 0 1 0-6 0M17.66 16.66L13.41 20.9a2 2 0 0 1-2.83 0l-4.24-4.24a8 8 0 1 1 11.32 0z',
  clock: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M12 7v5l3 3',
  chevronDown: 'M6 9l6 6 6-6',
  chevronRight: 'M9 6l6 6-6 6',
  currentLocation:
    'M9 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0M4 12a8 8 0 1 0 16 0a8 8 0 1 0-16 0M12 2v2M12 20v2M20 12h2M2 12h2',
  phone:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  check: 'M5 12l5 5L20 7',
  calendar:
    'M6 5h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM16 3v4M8 3v4M4 11h16',
  users:
    'M5 7a4 4 0 1 0 8 0a4 4 0 1 0-8 0M3 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2M16 3.13a4 4 0 0 1 0 7.75M21 21v-2a4 4 0 0 0-3-3.85',
  store:
    'M3 21h18M5 21V10M19 21V10M3 7l2-4h14l2 4a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0M9 21v-6h6v6',
  message: 'M4 20l1.3-3.9A8 8 0 1 1 8 19.3L4 20',
  wallet:
    'M17 8V5a1 1 0 0 0-1-1H6a2 2 0 0 0 0 4h12a1 1 0 0 1 1 1v3m0 4v3a1 1 0 0 1-1 1H6a2 2 0 0 1-2-2V6M20 12v4h-4a2 2 0 0 1 0-4h4',
  shieldCheck:
    'M12 3a12 12 0 0 0 8.5 3A12 12 0 0 1 12 21 12 12 0 0 1 3.5 6 12 12 0 0 0 12 3M9 12l2 2 4-4',
  gift: 'M4 8h16a1 1 0 0 1 1 1v2a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1zM12 8v13M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7M7.5 8a2.5 2.5 0 0 1 0-5C11 3 12 8 12 8s1-5 4.5-5a2.5 2.5 0 0 1 0 5',
  chart: 'M3 3v18h18M8 17v-5M12 17V8M16 17v-3M20 17V6',
  world:
    'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M3.6 9h16.8M3.6 15h16.8M11.5 3a17 17 0 0 0 0 18M12.5 3a17 17 0 0 1 0 18',
  bell: 'M10 5a2 2 0 1 1 4 0 7 7 0 0 1 4 6v3a4 4 0 0 0 2 3H4a4 4 0 0 0 2-3v-3a7 7 0 0 1 4-6M9 17v1a3 3 0 0 0 6 0v-1',
  heart: 'M19.5 12.57L12 20l-7.5-7.43A5 5 0 1 1 12 6.01a5 5 0 1 1 7.5 6.57',
  user: 'M8 7a4 4 0 1 0 8 0a4 4 0 1 0-8 0M6 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2',
  ticket:
    'M15 5v2M15 11v2M15 17v2M5 5h14a2 2 0 0 1 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-3a2 2 0 0 0 0-4V7a2 2 0 0 1 2-2',
  package: 'M12 3l8 4.5v9L12 21l-8-4.5v-9L12 3M12 12l8-4.5M12 12v9M12 12L4 7.5M16 5.25l-8 4.5',
  coin: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M14.8 9a2 2 0 0 0-1.8-1h-2a2 2 0 1 0 0 4h2a2 2 0 1 1 0 4h-2a2 2 0 0 1-1.8-1M12 7v10',
  fileSignature:
    'M14 3v4a1 1 0 0 0 1 1h4M17 21H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7l5 5v11a2 2 0 0 1-2 2zM10 18l5-5a1.414 1.414 0 0 0-2-2l-5 5v2h2z',
};

/** Magnifying glass. */
export const IconSearch = createIcon('IconSearch', PATHS.search);

/** Map pin. */
export const IconMapPin = createIcon('IconMapPin', PATHS.mapPin);

/** Clock face. */
export const IconClock = createIcon('IconClock', PATHS.clock);

/** Downward chevron. */
export const IconChevronDown = createIcon('IconChevronDown', PATHS.chevronDown);

/** Right chevron. */
export const IconChevronRight = createIcon('IconChevronRight', PATHS.chevronRight);

/** Crosshair, for "use my location". */
export const IconCurrentLocation = createIcon('IconCurrentLocation', PATHS.currentLocation);

/** Telephone handset. */
export const IconPhone = createIcon('IconPhone', PATHS.phone);

/** Check mark. */
export const IconCheck = createIcon('IconCheck', PATHS.check);

/** Calendar. */
export const IconCalendar = createIcon('IconCalendar', PATHS.calendar);

/** Group of people. */
export const IconUsers = createIcon('IconUsers', PATHS.users);

/** Storefront. */
export const IconStore = createIcon('IconStore', PATHS.store);

/** Chat bubble (LINE-style messaging). */
export const IconMessage = createIcon('IconMessage', PATHS.message);

/** Wallet / prepayment. */
export const IconWallet = createIcon('IconWallet', PATHS.wallet);

/** Shield with check, for "no double booking" and trust messages. */
export const IconShieldCheck = createIcon('IconShieldCheck', PATHS.shieldCheck);

/** Gift card / stored value. */
export const IconGift = createIcon('IconGift', PATHS.gift);

/** Bar chart, for reports. */
export const IconChart = createIcon('IconChart', PATHS.chart);

/** Globe, for Google Search and Maps. */
export const IconWorld = createIcon('IconWorld', PATHS.world);

/** Bell, for reminders. */
export const IconBell = createIcon('IconBell', PATHS.bell);

/** Heart outline; pass `fill="currentColor"` for a filled (favourited) heart. */
export const IconHeart = createIcon('IconHeart', PATHS.heart);

/** Person, for the account. */
export const IconUser = createIcon('IconUser', PATHS.user);

/** Ticket (vouchers, coupons). */
export const IconTicket = createIcon('IconTicket', PATHS.ticket);

/** Coin (stored value). */
export const IconCoin = createIcon('IconCoin', PATHS.coin);

/** Package (products). */
export const IconPackage = createIcon('IconPackage', PATHS.package);

/** A document with a pen (consent forms, 同意書). */
export const IconFileSignature = createIcon('IconFileSignature', PATHS.fileSignature);
