import { Anchor, Loader, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useSlugCheck } from '../api/check-slug';
import { normalizeSlug, URL_SLUG_PATTERN } from '../lib/shop-form';

/** Props of {@link SlugField}. */
export interface SlugFieldProps {
  sellerId: number;
  /** The shop being edited; null for a new shop. */
  shopId: number | null;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
}

/** The URL slug, checked with the API as the seller types, with the link it will make. */
export function SlugField({ sellerId, shopId, value, onChange, error }: SlugFieldProps) {
  const slug = normalizeSlug(value);
  const [debounced] = useDebouncedValue(slug, 350);
  const checkable = URL_SLUG_PATTERN.test(debounced);
  const check = useSlugCheck(sellerId, checkable ? debounced : '', shopId);
  const settled = checkable && debounced === slug && !check.isFetching && check.data;
  const link = `${window.location.origin}/p/${slug || '…'}`;

  return (
    <div>
      <TextInput
        label="網址代稱"
        description="小寫英數字與連字號，例如 forest-hair"
        required
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={error ?? (settled && !settled.available ? (settled.reason ?? '無法使用') : null)}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={64}
        rightSection={check.isFetching ? <Loader size={14} /> : null}
        data-testid="shop-slug"
      />
      <Text size="xs" c="dimmed" mt={4} component="div" style={{ overflowWrap: 'anywhere' }}>
        店家網址：
        <Anchor href={link} target="_blank" size="xs" data-testid="slug-link">
          {link}
        </Anchor>
        {!error && settled && settled.available && (
          <Text span size="xs" c="teal.9" ml={6} data-testid="slug-available">
            ✓ 可以使用
          </Text>
        )}
      </Text>
    </div>
  );
}
