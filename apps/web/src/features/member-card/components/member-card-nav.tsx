import { Button, Group } from '@mantine/core';
import { NavLink } from 'react-router';

/** One tab of a seller's member card: a child route. */
export interface MemberCardTab {
  label: string;
  /** Where it leads (the customer card is the parent path itself). */
  to: string;
  /** Matches only the exact path (the customer card), not its children. */
  end?: boolean;
  testId: string;
}

/**
 * The member card's tabs as links (each a page of its own, so a tab has its own URL and the
 * back button works); the current one is marked for screen readers by NavLink.
 */
export function MemberCardNav({ tabs }: { tabs: readonly MemberCardTab[] }) {
  return (
    <Group
      component="nav"
      aria-label="會員卡分頁"
      gap={4}
      wrap="nowrap"
      mb="md"
      style={{ overflowX: 'auto' }}
    >
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={tab.end ?? false} style={{ textDecoration: 'none' }}>
          {({ isActive }) => (
            <Button
              component="span"
              size="compact-md"
              radius="xl"
              variant={isActive ? 'filled' : 'subtle'}
              data-testid={tab.testId}
              data-active={isActive || undefined}
            >
              {tab.label}
            </Button>
          )}
        </NavLink>
      ))}
    </Group>
  );
}
