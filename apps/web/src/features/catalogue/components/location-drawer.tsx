import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { LocationState } from '../../../lib/location-store';
import { LocationPicker } from './location-picker';

/** Props of {@link LocationDrawer}. */
export interface LocationDrawerProps {
  opened: boolean;
  onClose: () => void;
  onChange?: (location: LocationState) => void;
}

/** The location picker in a bottom sheet on phones and a side panel on larger screens. */
export default function LocationDrawer({ opened, onClose, onChange }: LocationDrawerProps) {
  const isDesktop = useMediaQuery('(min-width: 48em)', false);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={isDesktop ? 'right' : 'bottom'}
      size={isDesktop ? 420 : undefined}
      title="選擇地區"
      radius={isDesktop ? 0 : 'lg'}
      styles={{
        title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' },
        // A bottom sheet only as tall as its content; Mantine would otherwise fill the screen.
        content: isDesktop ? undefined : { height: 'auto', maxHeight: '85dvh' },
      }}
    >
      <LocationPicker
        onDone={(location) => {
          onChange?.(location);
          onClose();
        }}
      />
    </Drawer>
  );
}
