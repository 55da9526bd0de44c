import { NavLink, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One section of an area's navigation. */
export interface AreaNavItem {
  label: string;
  href: string;
  icon: ReactNode;
  /** Whether the current page belongs to it (marked, and `aria-current="page"`). */
  active: boolean;
}

/** A signed-in area's side navigation (the seller dashboard's, the admin area's). */
export function AreaNav({
  label,
  testId,
  items,
  onNavigate,
}: {
  /** The landmark's name: `商家後台選單`. */
  label: string;
  testId: string;
  items: AreaNavItem[];
  /** Called on every link (closes the drawer on phones). */
  onNavigate?: () => void;
}) {
  return (
    <Stack gap={2} component="nav" aria-label={label} data-testid={testId}>
      {items.map((item) => (
        <NavLink
          key={item.href}
          component={Link}
          to={item.href}
          label={item.label}
          leftSection={item.icon}
          active={item.active}
          aria-current={item.active ? 'page' : undefined}
          onClick={onNavigate}
          variant="light"
          styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
        />
      ))}
    </Stack>
  );
}
