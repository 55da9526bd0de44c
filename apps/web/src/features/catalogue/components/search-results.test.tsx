import type { TSearchShopsResponse, TShop } from '@haoyue/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { shopOf } from '../../../test/shop-fixture';
import type { ShopSearch } from '../api/search-shops';
import { SearchResults } from './search-results';

let answer: TSearchShopsResponse;
vi.mock('../api/search-shops', () => ({
  useSearchShops: () => ({ isPending: false, isError: false, data: answer }),
}));
vi.mock('../api/get-next-free-times', () => ({ useNextFreeTimes: () => ({ data: [] }) }));

const city = (id: number, name: string) => ({
  id,
  countryId: 1,
  stateId: null,
  name,
  longitude: 121.5,
  latitude: 25,
});

const shop = (id: number, displayName: string): TShop =>
  shopOf({ id, displayName, urlSlug: `shop-${id}`, industryId: 2 });

const search: ShopSearch = { keyword: '美甲x', industryId: 2, cityIds: [1], page: 1, perPage: 12 };

function renderResults(onClearFilters = vi.fn()) {
  renderWithTheme(
    <MemoryRouter>
      <SearchResults search={search} onPageChange={vi.fn()} onClearFilters={onClearFilters} />
    </MemoryRouter>,
  );
  return { onClearFilters };
}

const aPage = (total: number, totalExact: boolean): TSearchShopsResponse => ({
  data: Array.from({ length: 12 }, (_, i) => shop(i + 1, `店家 ${i + 1}`)),
  meta: { page: 1, perPage: 12, total, totalExact },
});

describe('SearchResults', () => {
  beforeEach(() => {
    answer = aPage(12, true);
  });

  it('says 1,000+ when counting stopped at the cap, and pages only through what was counted', () => {
    answer = aPage(1000, false);
    renderResults();
    expect(screen.getByTestId('result-count')).toHaveTextContent('共 1,000+ 間店家');
    // 1,000 matches of 12 a page: 84 pages.
    expect(screen.getByRole('button', { name: '第 84 頁' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '第 85 頁' })).not.toBeInTheDocument();
  });

  it('groups the digits of an exact count', () => {
    answer = aPage(1234, true);
    renderResults();
    expect(screen.getByTestId('result-count')).toHaveTextContent('共 1,234 間店家');
    expect(screen.getByTestId('result-count')).not.toHaveTextContent('+');
    expect(screen.getByRole('button', { name: '第 103 頁' })).toBeInTheDocument();
  });

  it('offers a shorter keyword, other cities and nearby shops when nothing is found', async () => {
    answer = {
      data: [],
      meta: { page: 1, perPage: 12, total: 0, totalExact: true },
      alternatives: {
        keyword: { keyword: '美甲', total: 1520 },
        cities: [
          { city: city(7, '台中市'), total: 3 },
          { city: city(9, '高雄市'), total: 1 },
        ],
        nearbyShops: [shop(41, '指尖美學 大安店')],
      },
    };
    const { onClearFilters } = renderResults();
    expect(screen.getByText('找不到符合條件的店家')).toBeInTheDocument();

    const shorter = screen.getByRole('link', { name: '試試「美甲」（1,520 間）' });
    const shorterUrl = new URL(shorter.getAttribute('href')!, 'http://x');
    expect(shorterUrl.pathname).toBe('/search');
    expect(Object.fromEntries(shorterUrl.searchParams)).toEqual({
      keyword: '美甲',
      industryId: '2',
      cityIds: '1',
    });

    expect(screen.getByText('其他城市有結果：')).toBeInTheDocument();
    const cities = within(screen.getByTestId('alternative-cities')).getAllByRole('link');
    expect(cities.map((c) => c.textContent)).toEqual(['台中市 · 3 間', '高雄市 · 1 間']);
    const cityUrl = new URL(cities[0]!.getAttribute('href')!, 'http://x');
    expect(Object.fromEntries(cityUrl.searchParams)).toEqual({
      keyword: '美甲x',
      industryId: '2',
      cityIds: '7',
    });

    const nearby = screen.getByRole('region', { name: '附近的同類店家' });
    const card = within(nearby).getByTestId('shop-card');
    expect(card).toHaveTextContent('指尖美學 大安店');
    expect(card).toHaveAttribute('href', '/p/shop-41');

    await userEvent.click(screen.getByRole('button', { name: '清除所有條件' }));
    expect(onClearFilters).toHaveBeenCalledOnce();
  });

  it('keeps the bare empty state when there is nothing to offer', () => {
    answer = {
      data: [],
      meta: { page: 1, perPage: 12, total: 0, totalExact: true },
      alternatives: { keyword: null, cities: [], nearbyShops: [] },
    };
    renderResults();
    expect(screen.getByTestId('result-count')).toHaveTextContent('共 0 間店家');
    expect(screen.getByText('找不到符合條件的店家')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('其他城市有結果：')).not.toBeInTheDocument();
    expect(screen.queryByText('附近的同類店家')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '清除所有條件' })).toBeInTheDocument();
  });
});
