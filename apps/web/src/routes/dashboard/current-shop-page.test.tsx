import type { TSeller, TSellerRole, TSellerShop } from '@haoyue/contracts';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DashboardContext } from '../../features/seller/lib/dashboard-context';
import { renderWithTheme } from '../../test/render';
import { CurrentShopPage } from './current-shop-page';

// Only the fields the shell reads: the seller's id and names.
const seller = { id: 7, displayName: '好約髮廊' } as TSeller;
const shop = { id: 3, displayName: '信義店' } as TSellerShop;

function renderPage(role: TSellerRole, current: TSellerShop | null) {
  return renderWithTheme(
    <MemoryRouter>
      <DashboardContext.Provider
        value={{
          sellers: [seller],
          seller,
          role,
          shops: current ? [current] : [],
          shop: current,
          selectSeller: () => {},
          selectShop: () => {},
        }}
      >
        <CurrentShopPage title="服務項目" about="的服務分類與服務" permission="catalogue.manage">
          {(s, owner) => <p>{`${owner.displayName}／${s.displayName}的服務`}</p>}
        </CurrentShopPage>
      </DashboardContext.Provider>
    </MemoryRouter>,
  );
}

describe('CurrentShopPage', () => {
  it("names the current shop, points at the switcher and shows the shop's content", () => {
    renderPage('MANAGER', shop);
    expect(screen.getByRole('heading', { level: 1, name: '服務項目' })).toBeInTheDocument();
    expect(
      screen.getByText('信義店的服務分類與服務（可在選單的「目前店家」切換店家）'),
    ).toBeInTheDocument();
    expect(screen.getByText('好約髮廊／信義店的服務')).toBeInTheDocument();
  });

  it('asks a seller without a shop to create one', () => {
    renderPage('OWNER', null);
    expect(screen.getByText('還沒有店家')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '新增店家' })).toBeInTheDocument();
    expect(screen.queryByText(/切換店家/)).not.toBeInTheDocument();
  });

  it('shows a role without the permission that it may not use the page', () => {
    renderPage('STAFF', shop);
    expect(screen.getByTestId('no-permission')).toBeInTheDocument();
    expect(screen.queryByText('好約髮廊／信義店的服務')).not.toBeInTheDocument();
  });
});
