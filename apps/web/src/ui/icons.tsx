import type { ReactNode, SVGProps } from 'react';

/** Props of the inline icons: size in px plus any SVG attribute. */
export interface IconProps extends SVGProps<SVGSVGElement> {
  size?: number | string;
}

// Inline SVG (Tabler-style strokes) instead of an icon library keeps the entry chunk small.
function createIcon(displayName: string, body: ReactNode) {
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
        {body}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

/** Magnifying glass. */
export const IconSearch = createIcon(
  'IconSearch',
  <>
    <circle cx="10" cy="10" r="7" />
    <path d="M21 21l-6-6" />
  </>,
);

/** Map pin. */
export const IconMapPin = createIcon(
  'IconMapPin',
  <>
    <circle cx="12" cy="11" r="3" />
    <path d="M17.66 16.66L13.41 20.9a2 2 0 0 1-2.83 0l-4.24-4.24a8 8 0 1 1 11.32 0z" />
  </>,
);

/** Clock face. */
export const IconClock = createIcon(
  'IconClock',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 3" />
  </>,
);

/** Downward chevron. */
export const IconChevronDown = createIcon('IconChevronDown', <path d="M6 9l6 6 6-6" />);

/** Right chevron. */
export const IconChevronRight = createIcon('IconChevronRight', <path d="M9 6l6 6-6 6" />);

/** Crosshair, for "use my location". */
export const IconCurrentLocation = createIcon(
  'IconCurrentLocation',
  <>
    <circle cx="12" cy="12" r="3" />
    <circle cx="12" cy="12" r="8" />
    <path d="M12 2v2M12 20v2M20 12h2M2 12h2" />
  </>,
);

/** Telephone handset. */
export const IconPhone = createIcon(
  'IconPhone',
  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />,
);

/** Check mark. */
export const IconCheck = createIcon('IconCheck', <path d="M5 12l5 5L20 7" />);

/** Calendar. */
export const IconCalendar = createIcon(
  'IconCalendar',
  <>
    <rect x="4" y="5" width="16" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M4 11h16" />
  </>,
);

/** Group of people. */
export const IconUsers = createIcon(
  'IconUsers',
  <>
    <circle cx="9" cy="7" r="4" />
    <path d="M3 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2M16 3.13a4 4 0 0 1 0 7.75M21 21v-2a4 4 0 0 0-3-3.85" />
  </>,
);

/** Storefront. */
export const IconStore = createIcon(
  'IconStore',
  <>
    <path d="M3 21h18M5 21V10M19 21V10M3 7l2-4h14l2 4a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0" />
    <path d="M9 21v-6h6v6" />
  </>,
);

/** Chat bubble (LINE-style messaging). */
export const IconMessage = createIcon(
  'IconMessage',
  <path d="M4 20l1.3-3.9A8 8 0 1 1 8 19.3L4 20" />,
);

/** Wallet / prepayment. */
export const IconWallet = createIcon(
  'IconWallet',
  <>
    <path d="M17 8V5a1 1 0 0 0-1-1H6a2 2 0 0 0 0 4h12a1 1 0 0 1 1 1v3m0 4v3a1 1 0 0 1-1 1H6a2 2 0 0 1-2-2V6" />
    <path d="M20 12v4h-4a2 2 0 0 1 0-4h4" />
  </>,
);

/** Shield with check, for "no double booking" and trust messages. */
export const IconShieldCheck = createIcon(
  'IconShieldCheck',
  <>
    <path d="M12 3a12 12 0 0 0 8.5 3A12 12 0 0 1 12 21 12 12 0 0 1 3.5 6 12 12 0 0 0 12 3" />
    <path d="M9 12l2 2 4-4" />
  </>,
);

/** Gift card / stored value. */
export const IconGift = createIcon(
  'IconGift',
  <>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M12 8v13M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7" />
    <path d="M7.5 8a2.5 2.5 0 0 1 0-5C11 3 12 8 12 8s1-5 4.5-5a2.5 2.5 0 0 1 0 5" />
  </>,
);

/** Bar chart, for reports. */
export const IconChart = createIcon(
  'IconChart',
  <path d="M3 3v18h18M8 17v-5M12 17V8M16 17v-3M20 17V6" />,
);

/** Globe, for Google Search and Maps. */
export const IconWorld = createIcon(
  'IconWorld',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3.6 9h16.8M3.6 15h16.8M11.5 3a17 17 0 0 0 0 18M12.5 3a17 17 0 0 1 0 18" />
  </>,
);

/** Bell, for reminders. */
export const IconBell = createIcon(
  'IconBell',
  <path d="M10 5a2 2 0 1 1 4 0 7 7 0 0 1 4 6v3a4 4 0 0 0 2 3H4a4 4 0 0 0 2-3v-3a7 7 0 0 1 4-6M9 17v1a3 3 0 0 0 6 0v-1" />,
);

/** Heart outline; pass `fill="currentColor"` for a filled (favourited) heart. */
export const IconHeart = createIcon(
  'IconHeart',
  <path d="M19.5 12.57L12 20l-7.5-7.43A5 5 0 1 1 12 6.01a5 5 0 1 1 7.5 6.57" />,
);

/** Person, for the account. */
export const IconUser = createIcon(
  'IconUser',
  <>
    <circle cx="12" cy="7" r="4" />
    <path d="M6 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2" />
  </>,
);
