import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { cssVariablesResolver, theme } from './lib/theme';

/**
 * Marks the document once React runs it (`<html data-app-ready>`): a server-rendered page is on
 * screen before its buttons work, and the end-to-end tests wait for this before they click.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}

/** The providers around every page, the same in the browser and in a server render. */
export function AppRoot({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
      >
        <QueryClientProvider client={queryClient}>
          <AppReady />
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>
  );
}
