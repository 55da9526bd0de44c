import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { ShopSearch } from '../features/catalogue/api/search-shops';
import { IndustryFilter } from '../features/catalogue/components/industry-filter';
import { SearchBox } from '../features/catalogue/components/search-box';
import { SearchResults } from '../features/catalogue/components/search-results';
import { useSearchFilters } from '../features/catalogue/hooks/use-search-filters';
import { hasLocationFilter } from '../features/catalogue/lib/search-filters';
import { LocationMenu } from '../features/catalogue/components/location-menu';
import { clearArea, toSearchLocation, useLocationState } from '../lib/location-store';
import { usePageTitle } from '../lib/use-page-title';
import { PageContainer } from '../ui/page-container';
import { paths } from '../config/paths';

const PER_PAGE = 12;

/** Shop search: keyword, industry and location filters kept in the URL, with paged results. */
export default function SearchPage() {
  const navigate = useNavigate();
  const { filters, searchParams, update } = useSearchFilters();
  const location = useLocationState();
  const storeLocation = useMemo(() => toSearchLocation(location), [location]);
  const storeHasArea =
    storeLocation.near || storeLocation.cityIds.length > 0 || storeLocation.countryId !== null;
  const urlHasLocation = hasLocationFilter(searchParams);

  // The location chosen in the header is the default area; a link's own area wins over it.
  const effective = urlHasLocation ? filters : { ...filters, ...storeLocation };
  useEffect(() => {
    // Write the stored area into the URL so the address bar always reproduces this search.
    if (!urlHasLocation && storeHasArea) update(storeLocation, { replace: true });
  }, [urlHasLocation, storeHasArea, storeLocation, update]);

  usePageTitle(filters.keyword ? `「${filters.keyword}」的搜尋結果` : '搜尋店家');

  const search: ShopSearch = {
    keyword: effective.keyword || undefined,
    industryId: effective.industryId ?? undefined,
    countryId:
      effective.near || effective.cityIds.length > 0
        ? undefined
        : (effective.countryId ?? undefined),
    cityIds: effective.near ? undefined : effective.cityIds,
    near: effective.near
      ? { longitude: location.geolocation.longitude, latitude: location.geolocation.latitude }
      : undefined,
    page: effective.page,
    perPage: PER_PAGE,
  };

  const hasLocation =
    effective.near || effective.cityIds.length > 0 || effective.countryId !== null;
  const hasAnyFilter = hasLocation || effective.keyword !== '' || effective.industryId !== null;
  const locationFromLink =
    urlHasLocation &&
    (filters.near !== storeLocation.near ||
      filters.cityIds.join(',') !== storeLocation.cityIds.join(','));

  return (
    <PageContainer>
      <Stack gap="md">
        <Title order={1} size="h2">
          {filters.keyword ? `「${filters.keyword}」的搜尋結果` : '搜尋店家'}
        </Title>
        <SearchBox
          key={filters.keyword}
          initialKeyword={filters.keyword}
          // A suggested city is the area searched, whatever the header's location says.
          onSearch={(search) => update(search.cityIds ? { ...search, near: false } : search)}
        />
        <IndustryFilter
          selectedId={effective.industryId}
          onChange={(industryId) => update({ industryId })}
        />
        <Group gap="xs">
          <Text size="sm" fw={600}>
            地區
          </Text>
          <LocationMenu variant="filter" onChange={(next) => update(toSearchLocation(next))} />
          {locationFromLink && (
            <Text size="sm" c="dimmed">
              （目前套用連結中的地區條件）
            </Text>
          )}
          {hasLocation && (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => {
                clearArea();
                update({ near: false, cityIds: [], countryId: null });
              }}
            >
              清除地區
            </Button>
          )}
        </Group>
        <SearchResults
          search={search}
          onPageChange={(page) => update({ page })}
          onClearFilters={
            hasAnyFilter
              ? () => {
                  clearArea();
                  navigate(paths.search.getHref());
                }
              : undefined
          }
        />
      </Stack>
    </PageContainer>
  );
}
