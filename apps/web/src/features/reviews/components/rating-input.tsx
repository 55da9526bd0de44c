import { RATING_LABELS, REVIEW_RATINGS, type TRating } from '@haoyue/contracts';
import { Text } from '@mantine/core';
import { useId } from 'react';
import { StarShape } from './stars';
import classes from './reviews.module.css';

/** Props of {@link RatingInput}. */
export interface RatingInputProps {
  value: TRating | null;
  onChange: (rating: TRating) => void;
  /** Shown under the stars, e.g. 請選擇評分. */
  error?: string | null;
}

/**
 * 1–5 stars as a radio group (arrow keys move between them, as with any radios); the stars up to
 * the chosen one light up, and the choice is said in words beside them.
 */
export function RatingInput({ value, onChange, error }: RatingInputProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={classes.ratingGroup}
      aria-describedby={error ? errorId : undefined}
      data-testid="rating-input"
    >
      <legend>
        <Text component="span" size="sm" fw={500}>
          評分
        </Text>
      </legend>
      <div className={classes.ratingStars}>
        {REVIEW_RATINGS.map((rating) => (
          <label
            key={rating}
            className={classes.starChoice}
            data-lit={value !== null && rating <= value ? '' : undefined}
          >
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              aria-label={`${rating} 顆星・${RATING_LABELS[rating]}`}
            />
            <StarShape size={32} />
          </label>
        ))}
      </div>
      <Text size="sm" c={value ? undefined : 'dimmed'} aria-hidden="true">
        {value ? RATING_LABELS[value] : '請點選星星評分'}
      </Text>
      {error && (
        <Text id={errorId} size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </fieldset>
  );
}
