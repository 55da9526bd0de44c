import { NavLink, Stack } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { IconProps } from './icons';

/** One section of an area's navigation, shown to members whose role has its permission. */
export interface AreaNavSection<P extends string> {
  label: string;
  href: string;
  Icon: ComponentType<IconProps>;
  /** Hidden from roles without it. */
  permission: P;
  /** Paths that keep it marked; by default its own page and the pages under it. */
  prefixes: string[];
}

/**
 * A section of an area: its page, icon and the permission it needs. It stays marked on its page
 * and the pages under it, unless other `prefixes` are named.
 */
export function navSection<P extends string>(
  label: string,
  page: { getHref: () => string },
  Icon: ComponentType<IconProps>,
  permission: P,
  prefixes = [`${page.getHref()}/`],
): AreaNavSection<P> {
  return { label, href: page.getHref(), Icon, permission, prefixes };
}

/**
 * A signed-in area's side navigation (the seller dashboard's, the admin area's): the sections
 * `allowed` lets the member use; the current one is marked (`aria-current="page"`).
 */
export function AreaNav<P extends string>({
  label,
  testId,
  sections,
  allowed,
  onNavigate,
  badges = {},
}: {
  /** The landmark's name: `商家後台選單`. */
  label: string;
  testId: string;
  sections: readonly AreaNavSection<P>[];
  allowed: (permission: P) => boolean;
  /** Called on every link (closes the drawer on phones). */
  onNavigate?: () => void;
  /** Beside a section's label, by its href (a live count). */
  badges?: Partial<Record<string, ReactNode>>;
}) {
  const { pathname } = useLocation();
  return (
    <Stack gap={2} component="nav" aria-label={label} data-testid={testId}>
      {sections
        .filter((section) => allowed(section.permission))
        .map(({ label, href, Icon, prefixes }) => {
          const active =
            pathname === href || prefixes.some((prefix) => pathname.startsWith(prefix));
          return (
            <NavLink
              key={href}
              component={Link}
              to={href}
              label={label}
              leftSection={<Icon size={18} />}
              rightSection={badges[href]}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              variant="light"
              styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
            />
          );
        })}
    </Stack>
  );
}
