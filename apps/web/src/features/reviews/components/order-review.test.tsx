import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { OrderReview } from './order-review';

const mutate = vi.fn();
vi.mock('../api/create-review', () => ({
  useCreateReview: () => ({ mutate, isPending: false, isError: false, error: null }),
}));
vi.mock('../api/get-order-review', () => ({
  useOrderReview: () => ({
    isPending: false,
    isError: false,
    data: { review: null, canReview: true },
  }),
}));

const renderReview = () =>
  renderWithTheme(<OrderReview orderId={5} timeZone="Asia/Taipei" completed />);

describe('OrderReview form', { timeout: 30_000 }, () => {
  beforeEach(() => mutate.mockReset());

  it('refuses sending without stars, saying why in an alert; a star takes it back', async () => {
    renderReview();
    await userEvent.click(screen.getByTestId('review-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('請選擇 1 到 5 顆星');
    expect(mutate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: /^4 顆星/ }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the stars and the trimmed comment (blank as null)', async () => {
    renderReview();
    await userEvent.click(screen.getByRole('radio', { name: /^5 顆星/ }));
    await userEvent.click(screen.getByTestId('review-submit'));
    expect(mutate).toHaveBeenLastCalledWith({ rating: 5, comment: null });
    await userEvent.type(screen.getByLabelText('評論（選填）'), ' 很細心 ');
    await userEvent.click(screen.getByTestId('review-submit'));
    expect(mutate).toHaveBeenLastCalledWith({ rating: 5, comment: '很細心' });
  });
});
