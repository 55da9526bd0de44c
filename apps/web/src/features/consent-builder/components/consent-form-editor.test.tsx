import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { ConsentFormEditor } from './consent-form-editor';

const mutate = vi.fn();
const save = { mutate, reset: vi.fn(), isPending: false, isError: false, error: null };
vi.mock('../api/consent-forms', () => ({
  useConsentServices: () => ({ data: [], isPending: false, isError: false }),
  useSaveSellerConsentForm: () => save,
}));

const renderEditor = () =>
  renderWithTheme(
    <MemoryRouter>
      <ConsentFormEditor sellerId={1} form={null} cancelHref="/" onSaved={() => {}} />
    </MemoryRouter>,
  );

describe('ConsentFormEditor', { timeout: 30_000 }, () => {
  beforeEach(() => mutate.mockReset());

  it('refuses an empty form with ZConsentFormInput’s messages, then follows every change', async () => {
    renderEditor();
    await userEvent.click(screen.getByTestId('consent-form-save'));
    expect(await screen.findByTestId('consent-form-invalid')).toHaveTextContent(
      '請修正標示的欄位後再儲存。',
    );
    expect(screen.getByText('請輸入同意書名稱')).toBeInTheDocument();
    expect(screen.getByTestId('consent-form-items-error')).toHaveTextContent('請至少新增一個項目');
    expect(mutate).not.toHaveBeenCalled();

    await userEvent.type(screen.getByTestId('consent-form-title'), '美睫施作同意書');
    expect(screen.queryByText('請輸入同意書名稱')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('consent-add-item-SHORT_TEXT'));
    expect(screen.getByText('請輸入題目')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('consent-item-label'), '過敏史');
    expect(screen.queryByTestId('consent-form-invalid')).not.toBeInTheDocument();

    await userEvent.click(screen.getByTestId('consent-form-save'));
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate.mock.calls[0]![0]).toMatchObject({
      formId: null,
      body: { title: '美睫施作同意書', items: [{ kind: 'SHORT_TEXT', label: '過敏史' }] },
    });
  });
});
