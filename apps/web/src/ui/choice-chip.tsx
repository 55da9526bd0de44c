import { Button } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of {@link ChoiceChip}. */
export interface ChoiceChipProps {
  selected: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** A pill-shaped toggle button for filters; `aria-pressed` tells assistive tech its state. */
export function ChoiceChip({ selected, onClick, children }: ChoiceChipProps) {
  return (
    <Button
      size="compact-md"
      radius="xl"
      variant={selected ? 'filled' : 'default'}
      aria-pressed={selected}
      onClick={onClick}
      style={{ flexShrink: 0 }}
    >
      {children}
    </Button>
  );
}
