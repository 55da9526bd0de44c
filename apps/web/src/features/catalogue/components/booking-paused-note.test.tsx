import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { BookingPausedNote } from './booking-paused-note';

describe('BookingPausedNote', () => {
  it("says online booking is paused and gives the shop's phone to call", () => {
    renderWithTheme(<BookingPausedNote shop={{ phoneNumber: '02-2771-0000' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('此店家目前暫停線上預約');
    const call = screen.getByRole('link');
    expect(call).toHaveAttribute('href', 'tel:0227710000');
  });

  it('says only that without a phone', () => {
    renderWithTheme(<BookingPausedNote shop={{ phoneNumber: null }} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^此店家目前暫停線上預約$/);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
