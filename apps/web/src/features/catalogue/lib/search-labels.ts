import { SEARCH_SUGGESTION_KINDS, type TSearchSuggestion } from '@haoyue/contracts';

/** What each kind of suggestion is called over its group in the list. */
export const SUGGESTION_KIND_LABELS: Record<TSearchSuggestion['kind'], string> = {
  shop: '店家',
  service: '服務',
  industry: '類別',
  city: '城市',
};

/**
 * `1234` → `1,234`. Written out rather than with Intl.NumberFormat, whose first use loads locale
 * data inside the page's hydration (as the contracts' price formatter explains).
 */
export function groupDigits(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `120 間`: how many shops a suggestion or an alternative finds. */
export function shopCountText(n: number): string {
  return `${groupDigits(n)} 間`;
}

/** A suggestion with its place in the list as the keyboard walks it (top to bottom). */
export interface IndexedSuggestion {
  suggestion: TSearchSuggestion;
  index: number;
}

/** A group of the list: one kind's suggestions. */
export interface SuggestionGroup {
  kind: TSearchSuggestion['kind'];
  label: string;
  items: IndexedSuggestion[];
}

/**
 * Suggestions in groups by kind, shops first, then services, industries and cities (each kind in
 * the order the API ranked it), numbered in that reading order: the order of the options on
 * screen, which the arrow keys follow.
 */
export function groupSuggestions(suggestions: readonly TSearchSuggestion[]): SuggestionGroup[] {
  let index = 0;
  const groups: SuggestionGroup[] = [];
  for (const kind of SEARCH_SUGGESTION_KINDS) {
    const ofKind = suggestions.filter((s) => s.kind === kind);
    if (ofKind.length === 0) continue;
    groups.push({
      kind,
      label: SUGGESTION_KIND_LABELS[kind],
      items: ofKind.map((suggestion) => ({ suggestion, index: index++ })),
    });
  }
  return groups;
}
