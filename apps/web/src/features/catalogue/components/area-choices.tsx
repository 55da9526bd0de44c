import { Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { ChoiceChip } from '../../../ui/choice-chip';
import { QueryErrorState } from '../../../ui/error-state';
import { useCities } from '../api/get-cities';
import { useCountries } from '../api/get-countries';
import type { CountryRef, PlaceRef } from '../../../lib/location-store';

/** The area being picked, before it is applied. */
export interface AreaDraft {
  country: CountryRef | null;
  state: PlaceRef | null;
  cities: PlaceRef[];
  /** Every city of the current scope, once loaded (to expand "whole state"). */
  allCities: PlaceRef[] | null;
}

function Heading({ children }: { children: string }) {
  return (
    <Text fw={700} size="sm">
      {children}
    </Text>
  );
}

/** Country, state and city choices for the location picker. */
export function AreaChoices({
  draft,
  onChange,
}: {
  draft: AreaDraft;
  onChange: (draft: AreaDraft) => void;
}) {
  const countries = useCountries();
  const country = countries.data?.find((c) => c.id === draft.country?.id);
  const states = country?.states ?? [];
  // Countries without states (e.g. Singapore) list their cities directly.
  const scope =
    country && (states.length === 0 || draft.state)
      ? { countryId: country.id, stateId: draft.state?.id ?? null }
      : null;
  const cities = useCities(scope);

  const loadedCities = cities.data;
  const allCitiesKnown = draft.allCities !== null;
  useEffect(() => {
    if (loadedCities && !allCitiesKnown) {
      onChange({ ...draft, allCities: loadedCities.map((c) => ({ id: c.id, name: c.name })) });
    }
  }, [loadedCities, allCitiesKnown, draft, onChange]);

  if (countries.isPending) return <Skeleton height={80} radius="md" />;
  if (countries.isError) {
    return <QueryErrorState query={countries} />;
  }

  const selectedCityIds = new Set(draft.cities.map((c) => c.id));
  const toggleCity = (city: PlaceRef) =>
    onChange({
      ...draft,
      cities: selectedCityIds.has(city.id)
        ? draft.cities.filter((c) => c.id !== city.id)
        : [...draft.cities, city],
    });

  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Heading>國家／地區</Heading>
        <Group gap="xs">
          <ChoiceChip
            selected={!draft.country}
            onClick={() => onChange({ country: null, state: null, cities: [], allCities: null })}
          >
            全部
          </ChoiceChip>
          {countries.data.map((c) => (
            <ChoiceChip
              key={c.id}
              selected={c.id === draft.country?.id}
              onClick={() =>
                onChange({
                  country: { id: c.id, name: c.name, isoCode: c.isoCode },
                  state: null,
                  cities: [],
                  allCities: null,
                })
              }
            >
              {c.name}
            </ChoiceChip>
          ))}
        </Group>
      </Stack>
      {states.length > 0 && (
        <Stack gap="xs">
          <Heading>區域</Heading>
          <Group gap="xs">
            {states.map((s) => (
              <ChoiceChip
                key={s.id}
                selected={s.id === draft.state?.id}
                onClick={() =>
                  onChange({
                    ...draft,
                    state: { id: s.id, name: s.name },
                    cities: [],
                    allCities: null,
                  })
                }
              >
                {s.name}
              </ChoiceChip>
            ))}
          </Group>
        </Stack>
      )}
      {scope && (
        <Stack gap="xs">
          <Heading>城市（可複選）</Heading>
          {cities.isPending && <Loader size="sm" type="dots" />}
          {cities.isError && <QueryErrorState query={cities} />}
          {cities.data && (
            <Group gap="xs">
              {cities.data.map((city) => (
                <ChoiceChip
                  key={city.id}
                  selected={selectedCityIds.has(city.id)}
                  onClick={() => toggleCity({ id: city.id, name: city.name })}
                >
                  {city.name}
                </ChoiceChip>
              ))}
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
