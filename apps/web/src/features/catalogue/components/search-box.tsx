import { Button, Group, TextInput, type MantineSize } from '@mantine/core';
import { useState } from 'react';
import { IconSearch } from '../../../ui/icons';

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  /** Starting text; remount with a new `key` to reset it from the URL. */
  initialKeyword?: string;
  onSearch: (keyword: string) => void;
  size?: MantineSize;
}

/** Keyword search form: `搜尋店家、服務或地區` input and a `搜尋` button. */
export function SearchBox({ initialKeyword = '', onSearch, size = 'md' }: SearchBoxProps) {
  const [keyword, setKeyword] = useState(initialKeyword);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(keyword.trim());
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          size={size}
          type="search"
          enterKeyHint="search"
          placeholder="搜尋店家、服務或地區"
          aria-label="搜尋店家、服務或地區"
          leftSection={<IconSearch />}
          value={keyword}
          onChange={(event) => setKeyword(event.currentTarget.value)}
          maxLength={100}
        />
        <Button type="submit" size={size}>
          搜尋
        </Button>
      </Group>
    </form>
  );
}
