import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { ListSkeleton } from './list-skeleton';

describe('ListSkeleton', () => {
  it('is a status named 載入中 holding as many placeholders as asked', () => {
    renderWithTheme(<ListSkeleton count={3} height={180} />);
    const status = screen.getByRole('status', { name: '載入中' });
    expect(status.children).toHaveLength(3);
  });

  it('gives each placeholder the height asked', () => {
    renderWithTheme(<ListSkeleton count={2} height={96} />);
    const [first] = Array.from(screen.getByRole('status').children) as HTMLElement[];
    expect(first!.style.getPropertyValue('--skeleton-height')).toBe(
      'calc(6rem * var(--mantine-scale))',
    );
  });

  it('rounds the placeholders as the cards to come, lg unless told', () => {
    renderWithTheme(<ListSkeleton count={1} height={96} radius="md" />);
    const [first] = Array.from(screen.getByRole('status').children) as HTMLElement[];
    expect(first!.style.getPropertyValue('--skeleton-radius')).toBe('var(--mantine-radius-md)');
  });
});
