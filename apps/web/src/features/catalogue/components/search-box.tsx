import {
  Button,
  Combobox,
  Group,
  Loader,
  TextInput,
  useCombobox,
  VisuallyHidden,
  type MantineSize,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TSearchSuggestion } from '@haoyue/contracts';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { IconSearch } from '../../../ui/icons';
import { useSearchSuggestions } from '../api/get-search-suggestions';
import { groupSuggestions, shopCountText } from '../lib/search-labels';
import classes from './search-box.module.css';

/** A search the box asks for: the typed text, or a suggested service, industry or city. */
export interface SearchBoxSearch {
  keyword: string;
  industryId?: number;
  cityIds?: number[];
}

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  /** Starting text; remount with a new `key` to reset it from the URL. */
  initialKeyword?: string;
  /** Runs a search (a suggested shop opens its page instead). */
  onSearch: (search: SearchBoxSearch) => void;
  size?: MantineSize;
}

/** How long typing pauses before suggestions are asked for: one request per burst of keys. */
const SUGGEST_DELAY_MS = 150;

/** What choosing a suggestion searches for; an industry or a city replaces the typed words. */
function searchOf(suggestion: TSearchSuggestion): SearchBoxSearch {
  if (suggestion.kind === 'industry' && suggestion.industryId !== undefined) {
    return { keyword: '', industryId: suggestion.industryId };
  }
  if (suggestion.kind === 'city' && suggestion.cityId !== undefined) {
    return { keyword: '', cityIds: [suggestion.cityId] };
  }
  return { keyword: suggestion.label };
}

/** Whether a key belongs to an IME composition (choosing a candidate), not to the box. */
const isComposing = (event: KeyboardEvent) =>
  event.nativeEvent.isComposing || event.nativeEvent.keyCode === 229;

// Form state kept hand-rolled: a public search box with no rule and no error, only a keyword.
/**
 * Keyword search form: `搜尋店家、服務或地區` input and a `搜尋` button, with suggestions (shops,
 * services, industries, cities) listed under it as people type: a WAI-ARIA combobox whose options
 * the arrow keys walk, Enter chooses and Escape closes; Enter with none chosen searches the text.
 *
 * The input is uncontrolled: on the server-rendered pages a visitor types before the app has
 * started (the first key starts it), and hydrating a controlled input would reset it to the
 * server's empty value; the DOM keeps the text (and an IME composition) and the search reads it
 * on submit. The suggestions only follow what is typed, and not while an IME is composing (its
 * half-made syllables are not words yet).
 */
export function SearchBox({ initialKeyword = '', onSearch, size = 'md' }: SearchBoxProps) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const composing = useRef(false);
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;

  // What is typed, as last read from the input: it drives the suggestions, never the input.
  const [typed, setTyped] = useState('');
  // Closed by Escape, leaving the box or a choice, until the next key.
  const [dismissed, setDismissed] = useState(true);
  const [debounced] = useDebouncedValue(typed.trim(), SUGGEST_DELAY_MS);
  const hasText = typed.trim() !== '';
  const suggestions = useSearchSuggestions(hasText ? debounced : '');
  const groups = useMemo(() => groupSuggestions(suggestions.data ?? []), [suggestions.data]);
  const options = useMemo(() => groups.flatMap((g) => g.items.map((i) => i.suggestion)), [groups]);
  // The option the arrow keys reached, for the list it was reached in (a new answer resets it).
  const [cursor, setCursor] = useState<{ list: readonly TSearchSuggestion[]; index: number }>();
  const active = cursor?.list === options ? cursor.index : -1;

  const expanded = !dismissed && hasText && options.length > 0;
  const loading = !dismissed && hasText && suggestions.isFetching;
  const combobox = useCombobox({ opened: expanded, onDropdownClose: () => setDismissed(true) });

  useEffect(() => {
    if (active >= 0)
      document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  /** Reads the box again: what the visitor typed (or an IME committed) since. */
  const follow = (value: string) => {
    setTyped(value);
    setDismissed(false);
  };

  const choose = (suggestion: TSearchSuggestion) => {
    setDismissed(true);
    setTyped('');
    if (suggestion.kind === 'shop' && suggestion.shopUrlSlug) {
      navigate(paths.shop.getHref(suggestion.shopUrlSlug));
      return;
    }
    const search = searchOf(suggestion);
    // The box shows what is searched for (a page that keeps the box mounted keeps this text).
    if (input.current) input.current.value = search.keyword;
    onSearch(search);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isComposing(event)) return;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && options.length > 0) {
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      const from = expanded ? active : -1;
      const next =
        from === -1
          ? down
            ? 0
            : options.length - 1
          : (from + (down ? 1 : -1) + options.length) % options.length;
      setDismissed(false);
      setCursor({ list: options, index: next });
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(options[active]!);
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list only; the browser's own Escape would also empty a search field.
      event.preventDefault();
      setDismissed(true);
    }
  };

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        setDismissed(true);
        onSearch({ keyword: (input.current?.value ?? '').trim() });
      }}
    >
      <Combobox
        store={combobox}
        size={size === 'lg' || size === 'xl' ? 'md' : 'sm'}
        onOptionSubmit={(value) => {
          const suggestion = options[Number(value)];
          if (suggestion) choose(suggestion);
        }}
      >
        {/* The list is as wide as the whole form (box and button): at 390 px it fills the screen's
            width less the page's margins. */}
        <Combobox.DropdownTarget>
          <Group gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              size={size}
              type="search"
              enterKeyHint="search"
              placeholder="搜尋店家、服務或地區"
              aria-label="搜尋店家、服務或地區"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
              autoComplete="off"
              leftSection={<IconSearch />}
              rightSection={loading ? <Loader size="xs" aria-hidden="true" /> : null}
              ref={input}
              defaultValue={initialKeyword}
              maxLength={100}
              onChange={(event) => {
                // An IME's input events carry half-made syllables: wait for what it commits.
                if (composing.current || (event.nativeEvent as InputEvent).isComposing) return;
                follow(event.currentTarget.value);
              }}
              onCompositionStart={() => {
                composing.current = true;
              }}
              onCompositionEnd={(event) => {
                composing.current = false;
                follow(event.currentTarget.value);
              }}
              onKeyDown={onKeyDown}
              onBlur={() => setDismissed(true)}
            />
            <Button type="submit" size={size}>
              搜尋
            </Button>
          </Group>
        </Combobox.DropdownTarget>
        <Combobox.Dropdown>
          <Combobox.Options id={listId} aria-label="搜尋建議" className={classes.options}>
            {expanded &&
              groups.map((group) => (
                <Combobox.Group key={group.kind} label={group.label}>
                  {group.items.map(({ suggestion, index }) => (
                    <Combobox.Option
                      key={index}
                      value={String(index)}
                      id={optionId(index)}
                      selected={index === active}
                      aria-selected={index === active}
                    >
                      {suggestion.label}
                      {suggestion.shopCount !== undefined && (
                        <span className={classes.count}>
                          {' · '}
                          {shopCountText(suggestion.shopCount)}
                        </span>
                      )}
                    </Combobox.Option>
                  ))}
                </Combobox.Group>
              ))}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <VisuallyHidden role="status">
        {expanded ? `${options.length} 個建議，可用上下鍵選擇` : ''}
      </VisuallyHidden>
    </form>
  );
}
