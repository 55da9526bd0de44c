import { usePageTitle } from '../lib/use-page-title';
import { NotFoundContent } from '../ui/not-found-content';
import { PageContainer } from '../ui/page-container';

/** Shown for every URL that is not a page (yet). */
export default function NotFoundPage() {
  usePageTitle('找不到這個頁面');
  return (
    <PageContainer>
      <NotFoundContent />
    </PageContainer>
  );
}
