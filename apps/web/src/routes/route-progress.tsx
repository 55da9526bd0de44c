import { useNavigation } from 'react-router';
import classes from './main-layout.module.css';

/** A thin bar at the top while the next page's code loads. */
export function RouteProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={classes.progress} role="progressbar" aria-label="頁面載入中" />;
}
