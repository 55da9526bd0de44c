import type { TIndustry, TSellerShop } from '@haoyue/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { shopOf } from '../../../test/shop-fixture';
import { renderWithTheme } from '../../../test/render';
import { DEFAULT_BOOKING_RULES } from '../lib/shop-form';
import { ShopDetailsForm } from './shop-details-form';

const mutate = vi.fn();
const mutation = { mutate, isPending: false, error: null };
vi.mock('../api/create-shop', () => ({ useCreateShop: () => mutation }));
vi.mock('../api/update-shop', () => ({ useUpdateShop: () => mutation }));
vi.mock('../api/check-slug', () => ({
  useSlugCheck: () => ({ data: { available: true, reason: null }, isFetching: false }),
}));

const industry = (id: number, name: string): TIndustry => ({
  id,
  name,
  slug: `industry-${id}`,
  imageUrl: null,
  position: id,
});
const publicIndustries = [industry(1, '美髮'), industry(2, '美甲')];

/** A shop in the 紋繡 industry, which the platform has since hidden from the public list. */
const shopInHiddenIndustry = {
  ...shopOf({ industryId: 9, industry: industry(9, '紋繡') }),
  reviewNote: null,
  bookingRules: DEFAULT_BOOKING_RULES,
  prepaymentSettings: {
    mode: 'NONE',
    fixedAmount: 0,
    percentage: 0,
    minOrderPrice: 0,
    deadlineMinutes: 60,
  },
} as TSellerShop;

const renderForm = (shop: TSellerShop) =>
  renderWithTheme(
    <QueryClientProvider client={new QueryClient()}>
      <ShopDetailsForm
        sellerId={1}
        shop={shop}
        countries={[{ id: 1, name: '台灣', states: [] } as never]}
        industries={publicIndustries}
        citiesQuery={() => ({
          queryKey: ['cities', 1],
          queryFn: async () => [{ id: 1, name: '台北市', countryId: 1 } as never],
        })}
      />
    </QueryClientProvider>,
  );

describe('ShopDetailsForm', { timeout: 30_000 }, () => {
  beforeEach(() => mutate.mockReset());

  it('shows a shop’s hidden industry as chosen, says why it cannot be chosen again, and keeps it on save', async () => {
    renderForm(shopInHiddenIndustry);
    const select = screen.getByTestId('shop-industry');
    expect(select).toHaveValue('紋繡（已不開放選擇）');
    expect(screen.getByText(/這個行業類別已不開放新店家選擇/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '儲存' }));
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate.mock.calls[0]![0]).toMatchObject({ industryId: 9 });
  });

  it('says nothing more when the shop’s industry is in the public list', () => {
    renderForm({ ...shopInHiddenIndustry, industryId: 2, industry: publicIndustries[1] });
    expect(screen.getByTestId('shop-industry')).toHaveValue('美甲');
    expect(screen.queryByText(/這個行業類別已不開放新店家選擇/)).toBeNull();
  });
});
