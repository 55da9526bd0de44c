import { ORDER_STATUSES } from '@haoyue/contracts';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_COLORS } from '../../../ui/order-status-badge';
import { ORDER_STATUS_LABELS } from './order-labels';

describe('order labels', () => {
  it('name and colour every order status', () => {
    expect(Object.keys(ORDER_STATUS_COLORS).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(Object.keys(ORDER_STATUS_LABELS).sort()).toEqual([...ORDER_STATUSES].sort());
  });
});
