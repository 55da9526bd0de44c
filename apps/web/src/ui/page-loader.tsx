import classes from './page-loader.module.css';

/**
 * Light placeholder while a lazily loaded page or its first data arrives. Plain CSS: it is shown
 * before anything else has loaded, so it must cost next to nothing.
 */
export function PageLoader() {
  return (
    <div className={classes.wrap} role="status" aria-label="載入中">
      <span className={classes.spinner} />
    </div>
  );
}
