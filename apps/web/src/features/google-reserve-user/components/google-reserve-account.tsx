import { Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { endSession, useCurrentUser } from '../../../lib/session';
import { AvatarImage } from '../../../ui/avatar-image';
import { IconCalendar, IconChevronDown, IconUser } from '../../../ui/icons';

/**
 * The Google area header's account corner once signed in there: who, 我的 Google 預約, 個人資料
 * and 登出 (which signs out of this area only; the main site keeps its own session).
 */
export function GoogleReserveAccount() {
  const me = useCurrentUser();
  const name = me.user?.displayName?.trim() || me.user?.nickname?.trim() || '會員';
  return (
    <Menu position="bottom-end" width={200} withinPortal>
      <Menu.Target>
        <UnstyledButton
          data-testid="google-area-account"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minHeight: 36 }}
        >
          <AvatarImage src={me.user?.photoUrl ?? null} name={name} size={28} />
          <Text size="sm" fw={600} maw={120} truncate>
            {name}
          </Text>
          <VisuallyHidden>的帳號選單</VisuallyHidden>
          <IconChevronDown size={14} aria-hidden="true" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={paths.googleReserveUserOrders.getHref()}
          leftSection={<IconCalendar size={16} />}
          data-testid="google-area-menu-orders"
        >
          我的 Google 預約
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.googleReserveUserProfile.getHref()}
          leftSection={<IconUser size={16} />}
          data-testid="google-area-menu-profile"
        >
          個人資料
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={() => void endSession()} data-testid="google-area-sign-out">
          登出
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
