import { Group, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { oneOf, useUrlFilters } from '../lib/url-filters';
import { ChoiceFilter } from './choice-filter';

/**
 * The URL state of an admin review list: its status (one of `statuses`, else all) and search
 * words, each change a new history entry; `request` is what the list's read asks for, `filters`
 * what {@link StatusSearchFilters} takes of it.
 */
export function useStatusSearch<S extends string>(statuses: readonly S[]) {
  const { values, page, set } = useUrlFilters(['status', 'q'] as const, { history: 'push' });
  const status = oneOf(statuses, values.status);
  return {
    request: { status, q: values.q || undefined, page },
    page,
    onPage: (p: number) => set({ page: p }),
    filters: {
      status,
      onStatus: (v: string) => set({ status: v }),
      query: values.q,
      onSearch: (q: string) => set({ q }),
    },
  };
}

/**
 * The filters of an admin review list (applications, enrolments): a status select (全部狀態
 * first) and a search form sent with Enter; both land in the list's URL. `status` and `query`
 * are what the URL holds now.
 */
export function StatusSearchFilters<S extends string>({
  statuses,
  labels,
  status,
  onStatus,
  query,
  onSearch,
  placeholder,
  testIdPrefix,
}: {
  statuses: readonly S[];
  labels: Readonly<Record<S, string>>;
  status: S | undefined;
  onStatus: (status: string) => void;
  query: string;
  onSearch: (text: string) => void;
  placeholder: string;
  /** `{prefix}-status-filter` and `{prefix}-search`. */
  testIdPrefix: string;
}) {
  const [text, setText] = useState(query);
  // The URL changed (back, a link): the box shows what it searches now.
  useEffect(() => setText(query), [query]);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <ChoiceFilter
        label="狀態"
        values={statuses}
        labels={labels}
        all="全部狀態"
        value={status}
        onChoose={onStatus}
        w={{ base: '100%', xs: 160 }}
        data-testid={`${testIdPrefix}-status-filter`}
      />
      <form
        role="search"
        style={{ flex: 1, minWidth: 200 }}
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(text.trim());
        }}
      >
        <TextInput
          label="搜尋"
          placeholder={placeholder}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={100}
          data-testid={`${testIdPrefix}-search`}
        />
      </form>
    </Group>
  );
}
