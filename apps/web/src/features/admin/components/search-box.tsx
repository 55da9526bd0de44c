import { Loader, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { IconSearch } from '../../../ui/icons';

/**
 * The search box of an admin list: typed text goes to `onSearch` a moment after typing stops
 * (the list's URL then holds it); `value` is what the URL holds now.
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
  busy,
  testId,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (text: string) => void;
  busy: boolean;
  testId: string;
}) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, 300);
  useEffect(() => {
    if (debounced.trim() !== value) onSearch(debounced.trim());
    // Only a change of the typed text searches; the URL changing (back) resets the box below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  useEffect(() => {
    if (value !== text.trim()) setText(value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      rightSection={busy ? <Loader size="xs" /> : null}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      type="search"
      data-testid={testId}
    />
  );
}
