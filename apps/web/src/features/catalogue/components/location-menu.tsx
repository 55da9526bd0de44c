import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { IconChevronDown, IconMapPin } from '../../../ui/icons';
import { locationLabel, useLocationState, type LocationState } from '../../../lib/location-store';

// The drawer (Mantine Drawer, focus trap, scroll lock, the picker) is only needed once the menu
// is opened, so it stays out of the chunks every page loads.
const loadDrawer = () => import('./location-drawer');
const LocationDrawer = lazy(loadDrawer);

/** Props of {@link LocationMenu}. */
export interface LocationMenuProps {
  /** Called after the visitor changes the location (area, nearby or cleared). */
  onChange?: (location: LocationState) => void;
  /** `header`: compact text button; `filter`: outlined, for the search filters. */
  variant?: 'header' | 'filter';
}

/** A button showing the current location choice that opens the location picker. */
export function LocationMenu({ onChange, variant = 'header' }: LocationMenuProps) {
  const location = useLocationState();
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  const label = locationLabel(location);

  return (
    <>
      <Button
        variant={variant === 'header' ? 'subtle' : 'default'}
        color={variant === 'header' ? 'dark' : undefined}
        size={variant === 'header' ? 'compact-md' : 'sm'}
        radius="xl"
        leftSection={<IconMapPin size={16} />}
        rightSection={<IconChevronDown size={14} />}
        aria-haspopup="dialog"
        aria-label={`選擇地區，目前為${label}`}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setRequested(true);
          setOpened(true);
        }}
        styles={{ label: { maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis' } }}
      >
        {label}
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <LocationDrawer opened={opened} onClose={() => setOpened(false)} onChange={onChange} />
        </Suspense>
      )}
    </>
  );
}
