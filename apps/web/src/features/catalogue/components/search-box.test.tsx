import type { TSearchSuggestion } from '@haoyue/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers, renderWithDropdowns } from '../../../test/render';
import { SearchBox, type SearchBoxSearch } from './search-box';

const SUGGESTIONS: TSearchSuggestion[] = [
  { kind: 'industry', label: '美甲', industryId: 2, shopCount: 1200 },
  { kind: 'shop', label: '美美沙龍', shopUrlSlug: 'meimei-salon' },
  { kind: 'city', label: '美濃區', cityId: 31, shopCount: 3 },
  { kind: 'service', label: '美睫', shopCount: 40 },
];

/** The API as the box meets it: every search-suggestions request answers `answer`. */
const fetchMock = vi.fn<typeof fetch>();
let answer: TSearchSuggestion[] = SUGGESTIONS;

beforeEach(() => {
  answer = SUGGESTIONS;
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () => new Response(JSON.stringify({ data: answer }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** The keywords the box asked suggestions for, in order. */
const askedKeywords = () =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').searchParams.get('keyword'));

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderBox(initialKeyword?: string) {
  const onSearch = vi.fn<(search: SearchBoxSearch) => void>();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithDropdowns(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <SearchBox initialKeyword={initialKeyword} onSearch={onSearch} />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const box = screen.getByRole('combobox', { name: '搜尋店家、服務或地區' });
  return { box, onSearch };
}

describe('SearchBox suggestions', { timeout: 30_000 }, () => {
  it('lists what the API suggests for the typed text, grouped by kind, once typing pauses', async () => {
    const { box } = renderBox();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('placeholder', '搜尋店家、服務或地區');
    await userEvent.type(box, '美甲');
    const list = await screen.findByRole('listbox', { name: '搜尋建議' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    // One request for the burst of keys, for what was typed last.
    expect(askedKeywords()).toEqual(['美甲']);

    for (const kind of ['店家', '服務', '類別', '城市']) {
      expect(within(list).getByRole('group', { name: kind })).toBeInTheDocument();
    }
    const industry = within(within(list).getByRole('group', { name: '類別' })).getByRole('option');
    expect(industry).toHaveTextContent('美甲 · 1,200 間');
    expect(within(list).getByRole('option', { name: '美美沙龍' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('4 個建議');
  });

  it('walks the options with the arrow keys and chooses one with Enter', async () => {
    const { box, onSearch } = renderBox();
    await userEvent.type(box, '美');
    const list = await screen.findByRole('listbox');
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '美美沙龍',
      '美睫 · 40 間',
      '美甲 · 1,200 間',
      '美濃區 · 3 間',
    ]);
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    // Up from the first wraps to the last, and back.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[3]!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);

    await userEvent.keyboard('{Enter}');
    // An industry: searched by itself, the typed word cleared.
    expect(onSearch).toHaveBeenCalledExactlyOnceWith({ keyword: '', industryId: 2 });
    expect(box).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches a service by its name and a city by its id', async () => {
    const { box, onSearch } = renderBox();
    await userEvent.type(box, '美');
    await userEvent.click(await screen.findByRole('option', { name: /美睫/ }));
    expect(onSearch).toHaveBeenLastCalledWith({ keyword: '美睫' });
    expect(box).toHaveValue('美睫');

    await userEvent.clear(box);
    await userEvent.type(box, '美');
    await userEvent.click(await screen.findByRole('option', { name: /美濃區/ }));
    expect(onSearch).toHaveBeenLastCalledWith({ keyword: '', cityIds: [31] });
  });

  it('opens a chosen shop’s page', async () => {
    const { box, onSearch } = renderBox();
    await userEvent.type(box, '美');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/p/meimei-salon');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('closes with Escape and keeps the text; Enter then searches the text', async () => {
    const { box, onSearch } = renderBox();
    await userEvent.type(box, '美');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('美');
    await userEvent.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith({ keyword: '美' });
  });

  it('Enter with no option chosen searches the typed text, as before suggestions', async () => {
    const { box, onSearch } = renderBox();
    await userEvent.type(box, ' 美甲 ');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith({ keyword: '美甲' });
  });

  it('shows no list when nothing is suggested, and asks nothing for blank text', async () => {
    answer = [];
    const { box } = renderBox();
    await userEvent.type(box, '   ');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(box, 'zz');
    await waitFor(() => expect(askedKeywords()).toEqual(['zz']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks nothing while an IME composes, then asks for what it committed', async () => {
    const { box } = renderBox();
    fireEvent.compositionStart(box);
    fireEvent.change(box, { target: { value: 'ㄇ' } });
    fireEvent.change(box, { target: { value: 'ㄇㄟˇ' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: '美' } });
    fireEvent.compositionEnd(box);
    await screen.findByRole('listbox');
    expect(askedKeywords()).toEqual(['美']);
    expect(box).toHaveValue('美');
  });

  it('keeps its starting text uncontrolled and asks nothing until the visitor types', async () => {
    const { box } = renderBox('光點');
    expect(box).toHaveValue('光點');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hydrates over server markup without resetting what was typed before the app started', async () => {
    const client = new QueryClient();
    const page = (
      <Providers>
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <SearchBox onSearch={vi.fn()} />
          </MemoryRouter>
        </QueryClientProvider>
      </Providers>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const box = container.querySelector('input')!;
    expect(box).toHaveAttribute('role', 'combobox');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    // Typed on the server's page, before the app's scripts arrived.
    box.value = 'nail 美甲';
    const errors = vi.spyOn(console, 'error');
    const recovered: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, page, { onRecoverableError: (error) => recovered.push(error) }),
    );
    expect(recovered).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('input')).toBe(box);
    expect(box).toHaveValue('nail 美甲');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
    errors.mockRestore();
  });
});
