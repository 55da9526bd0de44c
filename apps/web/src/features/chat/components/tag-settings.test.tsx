import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithDropdowns } from '../../../test/render';
import { TagDialog } from './tag-settings';

describe('TagDialog', () => {
  it('says what is missing under the fields and sends nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const client = new QueryClient();
    renderWithDropdowns(
      <QueryClientProvider client={client}>
        <TagDialog onClose={() => {}} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByTestId('chat-tag-save'));
    expect(await screen.findByText('請輸入標籤名稱')).toBeTruthy();
    expect(screen.getByText('請選擇顏色')).toBeTruthy();
    await userEvent.type(screen.getByTestId('chat-tag-name'), '   ');
    await userEvent.click(screen.getByTestId('chat-tag-save'));
    expect(screen.getByText('請輸入標籤名稱')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('takes a name up to the limit only', async () => {
    const client = new QueryClient();
    renderWithDropdowns(
      <QueryClientProvider client={client}>
        <TagDialog onClose={() => {}} />
      </QueryClientProvider>,
    );
    const name = screen.getByTestId<HTMLInputElement>('chat-tag-name');
    await userEvent.type(name, '很'.repeat(21));
    expect(name.value).toBe('很'.repeat(20));
  });
});
