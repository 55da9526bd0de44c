import type { MantineSize } from '@mantine/core';
import { QueryErrorState, type RetryableQuery } from '../ui/error-state';
import { NotFoundContent } from '../ui/not-found-content';
import { PageContainer } from '../ui/page-container';

/**
 * What the shop and booking pages show instead of a shop: the load error (retryable, in a
 * container of `errorSize`), or that no shop has this address.
 */
export function ShopUnavailable({
  query,
  errorSize,
}: {
  query: RetryableQuery & { isError: boolean };
  errorSize?: MantineSize;
}) {
  if (query.isError) {
    return (
      // No size at all keeps the container's own default width.
      <PageContainer {...(errorSize ? { size: errorSize } : {})}>
        <QueryErrorState query={query} />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <NotFoundContent
        title="找不到這間店家"
        description="這間店家可能已更換網址或暫停在好約上提供服務。試試搜尋其他店家吧。"
      />
    </PageContainer>
  );
}
