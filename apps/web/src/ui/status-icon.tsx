import type { ReactNode } from 'react';
import classes from './status-icon.module.css';

/** A round tinted icon badge for empty and error states. */
export function StatusIcon({
  children,
  size = 56,
  tone = 'brand',
}: {
  children: ReactNode;
  size?: number;
  tone?: 'brand' | 'neutral';
}) {
  return (
    <span
      className={tone === 'neutral' ? `${classes.icon} ${classes.neutral}` : classes.icon}
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {children}
    </span>
  );
}
