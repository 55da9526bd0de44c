import { Box, Group, Skeleton, Text } from '@mantine/core';
import { SEARCH_TOTAL_CAP } from '@haoyue/contracts';
import { QueryErrorState } from '../../../ui/error-state';
import { PagePagination } from '../../../ui/page-pagination';
import { ShopCards, ShopGridSkeleton } from '../../../ui/shop-card';
import { useNextFreeTimes } from '../api/get-next-free-times';
import { useSearchShops, type ShopSearch } from '../api/search-shops';
import { groupDigits } from '../lib/search-labels';
import { NoResults } from './no-results';

/**
 * Result cards on a phone's first screen (412 × 823: the cards start 334 px down, 160 px apart,
 * so three whole ones): their covers load at once. Lighthouse found the third card's lazy cover
 * as the search page's largest paint, waiting about a second for layout before its request.
 */
const FIRST_SCREEN_RESULTS = 3;

/** Props of {@link SearchResults}. */
export interface SearchResultsProps {
  search: ShopSearch;
  onPageChange: (page: number) => void;
  /** Offered on the empty state; omitted when there is nothing to clear. */
  onClearFilters?: () => void;
}

/** Result count, shop cards and pagination of a shop search. */
export function SearchResults({ search, onPageChange, onClearFilters }: SearchResultsProps) {
  const result = useSearchShops(search);
  const found = result.data?.data ?? [];
  // The cards on screen: the results, or the nearby shops offered when there are none.
  const cards = found.length > 0 ? found : (result.data?.alternatives?.nearbyShops ?? []);
  const nextFree = useNextFreeTimes(cards.map((shop) => shop.id));

  if (result.isPending) {
    return (
      <>
        <Skeleton height={20} width={120} mb="md" />
        <ShopGridSkeleton />
      </>
    );
  }
  if (result.isError) {
    return <QueryErrorState query={result} />;
  }

  const { data: shops, meta, alternatives } = result.data;
  // Not every match was counted (the cap, or a search counted to this page only): the pages
  // offered are those of the matches counted, and one more.
  const paging = meta.totalExact
    ? meta
    : { ...meta, total: Math.min(meta.total, SEARCH_TOTAL_CAP) + 1 };

  return (
    <Box style={{ opacity: result.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <Group justify="space-between" mb="md">
        <Text data-testid="result-count" fw={600} aria-live="polite">
          {meta.totalExact
            ? `共 ${groupDigits(meta.total)} 間店家`
            : `共 ${groupDigits(Math.min(meta.total, SEARCH_TOTAL_CAP))}+ 間店家`}
        </Text>
        {search.near && (
          <Text size="sm" c="dimmed">
            由近到遠排序
          </Text>
        )}
      </Group>
      {shops.length === 0 ? (
        <NoResults
          search={search}
          alternatives={alternatives}
          nextFree={nextFree.data ?? 'loading'}
          onClearFilters={onClearFilters}
        />
      ) : (
        <ShopCards
          shops={shops}
          eager={FIRST_SCREEN_RESULTS}
          nextFree={nextFree.data ?? 'loading'}
        />
      )}
      <PagePagination
        meta={paging}
        page={search.page}
        onChange={onPageChange}
        siblings={1}
        boundaries={1}
      />
    </Box>
  );
}
