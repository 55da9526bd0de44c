import { Notification, Portal, Stack } from '@mantine/core';
import { useSyncExternalStore } from 'react';

// A small notification stack on Mantine's Notification: enough for the dashboard's few
// messages, without another package in the bundle.

/** One message shown in the corner of the screen for a few seconds. */
export interface AppNotification {
  id: number;
  title?: string;
  message: string;
  color: 'red' | 'teal' | 'gray';
}

const AUTO_CLOSE_MS = 6000;
let items: AppNotification[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Hides a notification. */
export function hideNotification(id: number): void {
  items = items.filter((item) => item.id !== id);
  emit();
}

/** Shows a notification; it closes by itself after a few seconds. */
export function showNotification(
  notification: Omit<AppNotification, 'id' | 'color'> & {
    color?: AppNotification['color'];
  },
): number {
  const id = nextId++;
  items = [...items.slice(-3), { color: 'gray', ...notification, id }];
  emit();
  setTimeout(() => hideNotification(id), AUTO_CLOSE_MS);
  return id;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Renders the notifications; place once in a layout. */
export function NotificationStack() {
  const shown = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  if (shown.length === 0) return null;
  return (
    <Portal>
      <Stack
        gap="xs"
        pos="fixed"
        top={{ base: 12 }}
        right={12}
        left={{ base: 12, sm: 'auto' }}
        w={{ sm: 380 }}
        style={{ zIndex: 400 }}
        aria-live="polite"
      >
        {shown.map((item) => (
          <Notification
            key={item.id}
            title={item.title}
            color={item.color}
            withBorder
            onClose={() => hideNotification(item.id)}
            closeButtonProps={{ 'aria-label': '關閉通知' }}
            role={item.color === 'red' ? 'alert' : 'status'}
            data-testid="notification"
          >
            {item.message}
          </Notification>
        ))}
      </Stack>
    </Portal>
  );
}
