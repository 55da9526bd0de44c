import { usePageTitle } from '../../lib/use-page-title';
import { NotFoundContent } from '../../ui/not-found-content';

/** An unknown path under /dashboard: not found, inside the dashboard's layout. */
export default function DashboardNotFoundPage() {
  usePageTitle('找不到這個頁面');
  return <NotFoundContent />;
}
