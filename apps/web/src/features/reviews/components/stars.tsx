import { MAX_RATING } from '@haoyue/contracts';
import classes from './reviews.module.css';

const STAR_PATH =
  'M12 17.75l-6.17 3.24 1.18-6.87-5-4.86 6.9-1 3.09-6.26 3.09 6.26 6.9 1-5 4.86 1.18 6.87z';

/** One star drawn filled, in the current colour. */
export function StarShape({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={STAR_PATH} fill="currentColor" />
    </svg>
  );
}

function StarRow({ size }: { size: number }) {
  return (
    <span className={classes.starRow}>
      {Array.from({ length: MAX_RATING }, (_, i) => (
        <StarShape key={i} size={size} />
      ))}
    </span>
  );
}

/** Props of {@link Stars}. */
export interface StarsProps {
  /** 1–5, or an average with a decimal (filled to its share). */
  rating: number;
  size?: number;
  /** What a screen reader hears; by default `4 顆星（滿分 5 顆）`. */
  label?: string;
}

/** Five stars filled to the rating, read out as one image with its number. */
export function Stars({ rating, size = 16, label }: StarsProps) {
  const share = Math.max(0, Math.min(1, rating / MAX_RATING));
  return (
    <span
      className={classes.stars}
      role="img"
      aria-label={label ?? `${rating} 顆星（滿分 ${MAX_RATING} 顆）`}
    >
      <StarRow size={size} />
      <span className={`${classes.filled} ${classes.starRow}`} style={{ width: `${share * 100}%` }}>
        {Array.from({ length: MAX_RATING }, (_, i) => (
          <StarShape key={i} size={size} />
        ))}
      </span>
    </span>
  );
}
