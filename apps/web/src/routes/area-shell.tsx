import { AppShell, Burger, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoginDialogProvider } from '../features/identity/components/login-dialog-provider';
import { Logo } from '../ui/logo';
import { NotificationStack } from '../ui/notifications';
import { RouteProgress } from './route-progress';
import { ScrollToTop } from './scroll-to-top';
import { UserMenuSlot } from './user-menu-slot';

/**
 * What a signed-in area's layout holds its pages in: the login dialog, zh-TW date pickers
 * (weeks from Sunday), the scroll reset and progress bar of route changes, and notifications.
 */
export function AreaProviders({ children }: { children: ReactNode }) {
  return (
    <LoginDialogProvider>
      <DatesProvider settings={{ locale: 'zh-tw', firstDayOfWeek: 0 }}>
        <ScrollToTop />
        <RouteProgress />
        <NotificationStack />
        {children}
      </DatesProvider>
    </LoginDialogProvider>
  );
}

/** Props of {@link AreaHeader}. */
export interface AreaHeaderProps {
  /** Where the logo leads, and what it is called there (`好約 商家後台首頁`). */
  home: { href: string; label: string };
  /** The area's name beside the logo, from small phones up. */
  title?: string;
  /** The drawer's burger, below `breakpoint`; none in the states without navigation. */
  drawer?: { opened: boolean; toggle: () => void; breakpoint: 'sm' | 'md'; testId: string };
}

/** The header of a signed-in area (the seller dashboard, the admin area): logo, burger, user menu. */
export function AreaHeader({ home, title, drawer }: AreaHeaderProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        {drawer && (
          <Burger
            opened={drawer.opened}
            onClick={drawer.toggle}
            hiddenFrom={drawer.breakpoint}
            size="sm"
            aria-label={drawer.opened ? '關閉選單' : '開啟選單'}
            data-testid={drawer.testId}
          />
        )}
        <UnstyledButton component={Link} to={home.href} aria-label={home.label}>
          <Logo size={26} />
        </UnstyledButton>
        {title && (
          <Text fw={600} size="sm" visibleFrom="xs">
            {title}
          </Text>
        )}
      </Group>
      <UserMenuSlot />
    </Group>
  );
}

/** An area's header without navigation, for the states before its navigation is known. */
export function BareAreaShell({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>{header}</AppShell.Header>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}

/**
 * A signed-in area with its navigation: the header, the side navigation from `breakpoint` up
 * that is a burger drawer below it (test ids `{name}-burger`, `{name}-navbar`), and the page.
 * `navbar` is given the drawer's `close`, for its links.
 */
export function AreaShell({
  name,
  home,
  title,
  breakpoint,
  navbar,
  children,
}: {
  name: string;
  home: AreaHeaderProps['home'];
  title?: string;
  breakpoint: 'sm' | 'md';
  navbar: (close: () => void) => ReactNode;
  children: ReactNode;
}) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint, collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <AreaHeader
          home={home}
          title={title}
          drawer={{ opened, toggle, breakpoint, testId: `${name}-burger` }}
        />
      </AppShell.Header>
      <AppShell.Navbar p="md" data-testid={`${name}-navbar`}>
        <Stack gap="md">{navbar(close)}</Stack>
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
