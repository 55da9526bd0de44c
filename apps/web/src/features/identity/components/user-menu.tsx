import type { TUser } from '@haoyue/contracts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { endSession, useCurrentUser } from '../../../lib/session';
import { paths } from '../../../config/paths';
import { AvatarImage } from '../../../ui/avatar-image';
import {
  IconCalendar,
  IconChevronDown,
  IconHeart,
  IconMessage,
  IconStore,
  IconUser,
  IconWallet,
} from '../../../ui/icons';
import { maskPhoneNumber } from '../lib/mask-phone';
import classes from './user-menu.module.css';

/** How the header names the user: display name, nickname, then the masked phone number. */
export function userLabel(user: TUser | null): string {
  if (!user) return '會員';
  return (
    user.displayName?.trim() ||
    user.nickname?.trim() ||
    (user.phoneNumber ? maskPhoneNumber(user.phoneNumber) : '會員')
  );
}

/** The menu's pages, in order. */
const LINKS = [
  {
    to: () => paths.userOrders.getHref(),
    Icon: IconCalendar,
    label: '我的預約',
    testId: 'user-menu-orders',
  },
  {
    to: () => paths.userMemberCards.getHref(),
    Icon: IconWallet,
    label: '會員卡',
    testId: 'user-menu-member-card',
  },
  { to: () => paths.userProfile.getHref(), Icon: IconUser, label: '個人資料', testId: undefined },
  { to: () => paths.userFavorite.getHref(), Icon: IconHeart, label: '收藏店家', testId: undefined },
  {
    to: () => paths.supportChat.getHref(),
    Icon: IconMessage,
    label: '客服中心',
    testId: 'user-menu-support-chat',
  },
  {
    to: () => paths.dashboard.getHref(),
    Icon: IconStore,
    label: '商家後台',
    testId: 'user-menu-dashboard',
  },
];

// Arrow keys, Home and End move between items; Escape closes and returns to the button.
function moveFocus(event: KeyboardEvent<HTMLDivElement>, close: () => void) {
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]'));
  const at = items.indexOf(document.activeElement as HTMLElement);
  const focus = (i: number) => items[(i + items.length) % items.length]?.focus();
  const keys: Record<string, () => void> = {
    ArrowDown: () => focus(at + 1),
    ArrowUp: () => focus(at - 1),
    Home: () => focus(0),
    End: () => focus(items.length - 1),
    Escape: close,
  };
  const action = keys[event.key];
  if (action) {
    event.preventDefault();
    action();
  } else if (event.key === 'Tab') {
    close();
  }
}

/**
 * The signed-in header menu: my bookings, profile, favourite shops, 客服中心 (with a dot for unread
 * replies), the seller dashboard and sign-out. Hand-rolled (ARIA menu
 * pattern) because Mantine Menu would add its floating-position code, about 25 KB gzip, to every
 * page a signed-in visitor opens. Loaded lazily: signed-out visitors never need it.
 */
export default function UserMenu({
  supportChatUnread = 0,
}: {
  /** Support's replies the user has not read: a dot on the button and on 客服中心. */
  supportChatUnread?: number;
}) {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const label = userLabel(user);

  useEffect(() => {
    if (!open) return;
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const closeToButton = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div ref={rootRef} className={classes.root}>
      <button
        ref={buttonRef}
        type="button"
        className={classes.target}
        data-testid="user-menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((shown) => !shown)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {/* A masked number's first digit makes a poor initial: 會 (member) instead. */}
        <AvatarImage
          src={user?.photoUrl}
          name={user?.displayName?.trim() || user?.nickname?.trim() || '會員'}
          size={28}
        />
        <span className={classes.label}>{label}</span>
        {supportChatUnread > 0 && (
          <span className={classes.dot} data-testid="user-menu-dot">
            <span className={classes.visuallyHidden}>（客服有 {supportChatUnread} 則新訊息）</span>
          </span>
        )}
        <IconChevronDown size={14} />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label="會員選單"
          className={classes.menu}
          onKeyDown={(event) => moveFocus(event, closeToButton)}
        >
          {LINKS.map(({ to, Icon, label, testId }) => (
            <Link
              key={label}
              role="menuitem"
              tabIndex={-1}
              className={classes.item}
              to={to()}
              onClick={() => setOpen(false)}
              data-testid={testId}
            >
              <Icon size={16} />
              {label}
              {label === '客服中心' && supportChatUnread > 0 && (
                <span className={classes.dot} data-testid="user-menu-support-chat-dot">
                  <span className={classes.visuallyHidden}>（{supportChatUnread} 則未讀）</span>
                </span>
              )}
            </Link>
          ))}
          <div role="separator" className={classes.divider} />
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            className={classes.item}
            onClick={() => {
              setOpen(false);
              // Stays on the page: signed-out content replaces the signed-in parts.
              void endSession();
            }}
          >
            登出
          </button>
        </div>
      )}
    </div>
  );
}
