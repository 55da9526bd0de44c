import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BUYER_APP_PATHS } from '../features/buyer-app/lib/buyer-app-paths';
import { googleAreaPaths } from '../features/google-reserve-user/lib/google-area-paths';
import { AreaPathsProvider, type AreaPaths, lineAreaPaths } from '../lib/area-paths';
import { renderWithTheme } from '../test/render';
import { NotFoundContent } from '../ui/not-found-content';

function renderIn(area: AreaPaths | null) {
  const content: ReactNode = <NotFoundContent />;
  renderWithTheme(
    <MemoryRouter>
      {area ? <AreaPathsProvider value={area}>{content}</AreaPathsProvider> : content}
    </MemoryRouter>,
  );
}

const links = () =>
  screen.queryAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('NotFoundContent', () => {
  it("leads to the site's home and search on the site", () => {
    renderIn(null);
    expect(screen.getByRole('heading', { name: '找不到這個頁面' })).toBeInTheDocument();
    expect(links()).toEqual([
      ['回到首頁', '/'],
      ['搜尋店家', '/search'],
    ]);
  });

  it('stays in the LINE area: its start', () => {
    renderIn(lineAreaPaths(12));
    expect(links()).toEqual([['回到會員首頁', '/line/12']]);
  });

  it("offers the Google area's own orders", () => {
    renderIn(googleAreaPaths);
    expect(links()).toEqual([['我的 Google 預約', '/google-reserve-user/orders']]);
  });

  it("leaves the buyer app's webview no way out (its bar leads back into the app)", () => {
    renderIn(BUYER_APP_PATHS);
    expect(screen.getByRole('heading', { name: '找不到這個頁面' })).toBeInTheDocument();
    expect(links()).toEqual([]);
  });
});
