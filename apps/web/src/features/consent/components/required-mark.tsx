import classes from './required-mark.module.css';

/** The required mark of a hand-built label: a red * seen, 「必填」 heard. */
export function RequiredMark() {
  return (
    <>
      <span className={classes.asterisk} aria-hidden="true">
        {' *'}
      </span>
      <span className={classes.srOnly}>（必填）</span>
    </>
  );
}
