import { Alert, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { IconCurrentLocation } from '../../../ui/icons';
import { useLocateMe } from '../hooks/use-locate-me';
import {
  clearArea,
  getLocationState,
  selectArea,
  useLocationState,
  type LocationState,
} from '../../../lib/location-store';
import { AreaChoices, type AreaDraft } from './area-choices';

/** Props of {@link LocationPicker}. */
export interface LocationPickerProps {
  /** Called with the new state once the visitor has made a choice. */
  onDone: (location: LocationState) => void;
}

/** `附近` action plus country → state → cities choice, applied together. */
export function LocationPicker({ onDone }: LocationPickerProps) {
  const current = useLocationState();
  const { locate, locating, notice, dismissNotice } = useLocateMe();
  const [draft, setDraft] = useState<AreaDraft>(() => ({
    country: current.selectedCountry,
    state: current.selectedState,
    cities: current.selectedCities,
    allCities: null,
  }));

  const apply = () => {
    if (!draft.country) {
      clearArea();
    } else {
      // Picking a state without cities means the whole state; the API filters by city ids.
      const cities =
        draft.cities.length === 0 && draft.state && draft.allCities
          ? draft.allCities
          : draft.cities;
      const wholeState =
        draft.state !== null &&
        draft.allCities !== null &&
        draft.allCities.length > 1 &&
        cities.length === draft.allCities.length;
      selectArea({ country: draft.country, state: draft.state, cities, wholeState });
    }
    onDone(getLocationState());
  };

  return (
    <Stack gap="md" pb="md">
      <Button
        variant={current.isNearby ? 'filled' : 'light'}
        size="md"
        fullWidth
        leftSection={<IconCurrentLocation size={20} />}
        loading={locating}
        onClick={async () => {
          if (await locate()) onDone(getLocationState());
        }}
      >
        附近的店家（使用目前位置）
      </Button>
      {notice && (
        <Alert color="orange" variant="light" withCloseButton onClose={dismissNotice} role="alert">
          {notice}
        </Alert>
      )}
      <Divider label="或選擇地區" labelPosition="center" />
      <AreaChoices draft={draft} onChange={setDraft} />
      <Text size="xs" c="dimmed">
        未選擇城市時，會搜尋整個國家或區域的店家。
      </Text>
      <Group grow>
        <Button
          variant="default"
          onClick={() => {
            clearArea();
            onDone(getLocationState());
          }}
        >
          全部地區
        </Button>
        <Button onClick={apply}>套用</Button>
      </Group>
    </Stack>
  );
}
