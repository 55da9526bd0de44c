import type { CSSProperties, HTMLAttributes } from 'react';
import classes from './responsive-grid.module.css';

/**
 * Column counts of a {@link ResponsiveGrid}: `base` on phones, then from 30em, 48em and 64em up;
 * a width not named keeps the count of the narrower one.
 */
export interface GridColumns {
  base: number;
  30?: number;
  48?: number;
  64?: number;
}

/** Props of {@link ResponsiveGrid}. */
export interface ResponsiveGridProps extends HTMLAttributes<HTMLDivElement> {
  cols: GridColumns;
  /** Space between cells, a Mantine spacing size. */
  gap: 'xs' | 'sm' | 'md' | 'lg';
}

/**
 * Equal columns that grow in number with the screen, in plain CSS (no Mantine layout component),
 * for pages on the critical path such as the shop page.
 */
export function ResponsiveGrid({ cols, gap, className, style, ...rest }: ResponsiveGridProps) {
  const vars = {
    '--grid-gap': `var(--mantine-spacing-${gap})`,
    '--cols': cols.base,
    '--cols-30': cols[30],
    '--cols-48': cols[48],
    '--cols-64': cols[64],
  } as CSSProperties;
  return (
    <div
      {...rest}
      className={className ? `${classes.grid} ${className}` : classes.grid}
      style={{ ...vars, ...style }}
    />
  );
}
