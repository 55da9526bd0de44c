import { usePageTitle } from '../../lib/use-page-title';
import { NotFoundContent } from '../../ui/not-found-content';

/** An unknown path under /admin: not found, inside the admin layout. */
export default function AdminNotFoundPage() {
  usePageTitle('找不到這個頁面');
  return <NotFoundContent />;
}
