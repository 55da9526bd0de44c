import { useIndustries } from '../../features/catalogue/api/get-industries';
import { citiesQueryOptions, getCities } from '../../features/catalogue/api/get-cities';
import { useCountries } from '../../features/catalogue/api/get-countries';
import type { ShopPlaceOptions } from '../../features/shops/components/shop-details-form';

// Same cache entry as the location feature's city lists.
const citiesQuery: ShopPlaceOptions['citiesQuery'] = (countryId) => ({
  queryKey: citiesQueryOptions({ countryId }).queryKey,
  queryFn: ({ signal }) => getCities({ countryId }, signal),
});

/** Countries, industries and cities for the shop form, from the location and catalogue features. */
export function useShopPlaceOptions() {
  const countries = useCountries();
  const industries = useIndustries();
  const options: ShopPlaceOptions | null =
    countries.data && industries.data
      ? { countries: countries.data, industries: industries.data, citiesQuery }
      : null;
  const failed = countries.isError ? countries : industries.isError ? industries : null;
  return {
    options,
    failed: failed !== null,
    retry: () => void failed?.refetch(),
    retrying: Boolean(failed?.isFetching),
  };
}
