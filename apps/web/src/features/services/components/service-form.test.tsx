import type { TManagedServiceGroup, TSellerShop } from '@haoyue/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { ServiceForm } from './service-form';

const mutate = vi.fn();
const mutation = { mutate, isPending: false, error: null };
vi.mock('../../../lib/seller-dashboard/api/create-service', () => ({
  useCreateService: () => mutation,
}));
vi.mock('../api/update-service', () => ({ useUpdateService: () => mutation }));
vi.mock('../api/delete-service', () => ({ useDeleteService: () => mutation }));
vi.mock('../../../ui/notifications', () => ({ showNotification: vi.fn() }));

const shop = { id: 7, currency: 'TWD' } as TSellerShop;
const groups = [{ id: 3, name: '剪髮', services: [] }] as unknown as TManagedServiceGroup[];

const renderForm = () =>
  renderWithTheme(
    <ServiceForm
      sellerId={1}
      shop={shop}
      groups={groups}
      operators={[]}
      service={null}
      groupId={3}
      onDone={() => {}}
    />,
  );

// Typing into a whole form takes seconds on a busy machine.
describe('ServiceForm', { timeout: 30_000 }, () => {
  beforeEach(() => mutate.mockReset());

  it('shows the contract’s zh-TW errors and sends nothing on bad input', async () => {
    renderForm();
    const duration = screen.getByTestId('service-duration');
    await userEvent.clear(duration);
    await userEvent.click(screen.getByTestId('service-save'));
    expect(await screen.findByText('請輸入服務名稱')).toBeInTheDocument();
    expect(screen.getByText('服務時間為 5 到 720 分鐘')).toBeInTheDocument();
    expect(screen.getByText('請修正標示的欄位後再儲存。')).toBeInTheDocument();
    expect(mutate).not.toHaveBeenCalled();
  });

  it('sends the create body in minor units on good input', async () => {
    renderForm();
    await userEvent.type(screen.getByTestId('service-name'), ' 洗剪吹 ');
    const price = screen.getByTestId('service-price');
    await userEvent.clear(price);
    await userEvent.type(price, '800');
    await userEvent.click(screen.getByTestId('service-save'));
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate.mock.calls[0]![0]).toEqual({
      serviceGroupId: 3,
      name: '洗剪吹',
      description: null,
      durationMinutes: 60,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      price: 80000,
      prepaymentAmount: null,
      isBookable: true,
      operatorIds: [],
    });
  });
});
