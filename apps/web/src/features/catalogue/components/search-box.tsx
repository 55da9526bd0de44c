import { Button, Group, TextInput, type MantineSize } from '@mantine/core';
import { useRef } from 'react';
import { IconSearch } from '../../../ui/icons';

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  /** Starting text; remount with a new `key` to reset it from the URL. */
  initialKeyword?: string;
  onSearch: (keyword: string) => void;
  size?: MantineSize;
}

// Form state kept hand-rolled: a public search box with no rule and no error, only a keyword.
/**
 * Keyword search form: `搜尋店家、服務或地區` input and a `搜尋` button. The input is uncontrolled:
 * on the server-rendered pages a visitor types before the app has started (the first key starts
 * it), and hydrating a controlled input would reset it to the server's empty value; the DOM keeps
 * the text (and an IME composition) and the search reads it on submit.
 */
export function SearchBox({ initialKeyword = '', onSearch, size = 'md' }: SearchBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch((input.current?.value ?? '').trim());
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
          ref={input}
          defaultValue={initialKeyword}
          maxLength={100}
        />
        <Button type="submit" size={size}>
          搜尋
        </Button>
      </Group>
    </form>
  );
}
