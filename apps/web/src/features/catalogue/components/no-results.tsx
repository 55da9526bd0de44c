import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { TNextFreeTime, TSearchAlternatives } from '@haoyue/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths, type SearchHrefParams } from '../../../config/paths';
import { EmptyState } from '../../../ui/empty-state';
import { ShopCards } from '../../../ui/shop-card';
import type { ShopSearch } from '../api/search-shops';
import { groupDigits, shopCountText } from '../lib/search-labels';

/** Props of {@link NoResults}. */
export interface NoResultsProps {
  /** The search that found nothing. */
  search: ShopSearch;
  /** What the API offers instead, when it found any. */
  alternatives?: TSearchAlternatives;
  /** Next free times of the nearby shops' cards. */
  nextFree: readonly TNextFreeTime[] | 'loading';
  /** Offered under the message; omitted when there is nothing to clear. */
  onClearFilters?: () => void;
}

/**
 * The link of a search like `search` with one change: real links, so an offer can be opened in a
 * new tab and the address bar reproduces what it shows.
 */
function searchHref(search: ShopSearch, change: SearchHrefParams): string {
  return paths.search.getHref({
    keyword: search.keyword,
    industryId: search.industryId,
    countryId: search.countryId,
    cityIds: search.cityIds,
    near: search.near !== undefined,
    ...change,
  });
}

/**
 * A search that found nothing: says so, and offers what the API found instead (a shorter
 * spelling, other cities, shops of the same industry nearby) and clearing the filters.
 */
export function NoResults({ search, alternatives, nextFree, onClearFilters }: NoResultsProps) {
  const shorter = alternatives?.keyword;
  const cities = alternatives?.cities ?? [];
  const nearby = alternatives?.nearbyShops ?? [];
  const nearbyTitle = useId();
  return (
    <Stack gap="lg">
      <EmptyState
        title="找不到符合條件的店家"
        description="試試其他關鍵字、換個分類，或擴大搜尋的地區。"
      >
        {shorter && (
          <Anchor component={Link} to={searchHref(search, { keyword: shorter.keyword })} fw={600}>
            試試「{shorter.keyword}」（{groupDigits(shorter.total)} 間）
          </Anchor>
        )}
        {cities.length > 0 && (
          <Stack gap="xs" align="center">
            <Text size="sm">其他城市有結果：</Text>
            <Group gap="xs" justify="center" data-testid="alternative-cities">
              {cities.map(({ city, total }) => (
                <Button
                  key={city.id}
                  component={Link}
                  to={searchHref(search, { cityIds: [city.id], near: false })}
                  variant="light"
                  size="compact-sm"
                  radius="xl"
                >
                  {city.name} · {shopCountText(total)}
                </Button>
              ))}
            </Group>
          </Stack>
        )}
        {onClearFilters && (
          <Button variant="light" onClick={onClearFilters}>
            清除所有條件
          </Button>
        )}
      </EmptyState>
      {nearby.length > 0 && (
        <section aria-labelledby={nearbyTitle}>
          <Title order={2} size="h4" mb="sm" id={nearbyTitle}>
            附近的同類店家
          </Title>
          <ShopCards shops={nearby} nextFree={nextFree} />
        </section>
      )}
    </Stack>
  );
}
