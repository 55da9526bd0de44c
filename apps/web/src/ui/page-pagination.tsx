import { Center, Pagination, type PaginationProps } from '@mantine/core';
import type { TPaging } from '@haoyue/contracts';

/** Props of {@link PagePagination}. */
export type PagePaginationProps = Omit<PaginationProps, 'total' | 'value'> & {
  /** The list's paging, as the API answers it. */
  meta: TPaging;
  page: number;
};

/** Page numbers under a paged list, labelled in zh-TW; nothing while the list fits one page. */
export function PagePagination({ meta, page, ...props }: PagePaginationProps) {
  const totalPages = Math.max(1, Math.ceil(meta.total / Math.max(1, meta.perPage)));
  if (totalPages <= 1) return null;
  return (
    <Center mt="xl">
      <Pagination
        total={totalPages}
        value={Math.min(page, totalPages)}
        getControlProps={(control) => ({
          'aria-label': control === 'previous' ? '上一頁' : control === 'next' ? '下一頁' : control,
        })}
        getItemProps={(item) => ({ 'aria-label': `第 ${item} 頁` })}
        {...props}
      />
    </Center>
  );
}
