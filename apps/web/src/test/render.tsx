import { MantineProvider } from '@mantine/core';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { cssVariablesResolver, theme } from '../lib/theme';

/**
 * The app's Mantine theme around a component under test, as app-root gives it. `env="test"`:
 * Mantine's test mode (no transitions, and popovers shown though jsdom lays nothing out).
 */
export function Providers({ children, env }: { children: ReactNode; env?: 'test' }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
      {children}
    </MantineProvider>
  );
}

/** Testing Library's render inside {@link Providers}. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options });
}

/**
 * {@link renderWithTheme} in Mantine's test mode, for a component with a dropdown: jsdom gives
 * every element a size of zero, so Mantine would take the dropdown's target for scrolled out of
 * view and hide the dropdown.
 */
export function renderWithDropdowns(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, {
    wrapper: ({ children }) => <Providers env="test">{children}</Providers>,
    ...options,
  });
}
