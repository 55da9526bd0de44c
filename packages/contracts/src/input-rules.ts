/**
 * The rules every input obeys whatever its field (docs/decisions/009-input-rules.md), zod-free so
 * the web may check a value before sending it. The API applies `findTextFault` to every path
 * parameter, query parameter and JSON body once the call's own schema has shaped it (so the
 * multi-line fields' sanitizer has already removed what it removes).
 */

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** A single-line text: no line break, tab or other control character (shown in the OpenAPI). */
// eslint-disable-next-line no-control-regex -- excluding control characters is the point
export const SINGLE_LINE_PATTERN = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]*$/;

/** Earliest and latest instant the API accepts or answers (zoned-time code stays in range). */
export const INSTANT_MIN = '2000-01-01T00:00:00Z';
export const INSTANT_MAX = '2100-12-31T23:59:59Z';
/** Earliest and latest local date (`YYYY-MM-DD`) the API accepts. */
export const LOCAL_DATE_MIN = '2000-01-01';
export const LOCAL_DATE_MAX = '2100-12-31';
export const INSTANT_RANGE_MESSAGE = '時間需介於 2000 年至 2100 年之間';
export const LOCAL_DATE_RANGE_MESSAGE = '日期需介於 2000-01-01 至 2100-12-31 之間';
export const SINGLE_LINE_MESSAGE = '不可包含換行或控制字元';

/**
 * Why a text is refused in any field, or null: control characters other than tab and line
 * breaks (NUL breaks PostgreSQL, escapes reach terminals and logs), and lone surrogates (text
 * that is not Unicode; drivers would silently turn it into U+FFFD).
 */
export function textFault(text: string): string | null {
  if (CONTROL.test(text)) return '不可包含控制字元';
  if (!isWellFormed(text)) return '含有無效的字元';
  return null;
}

/** Whether a single-line text (names, slugs, keywords, phone numbers) has no line break. */
export function isSingleLine(text: string): boolean {
  return SINGLE_LINE_PATTERN.test(text);
}

/** Whether an ISO-8601 instant lies in the API's range (false when it does not parse). */
export function isInstantInRange(text: string): boolean {
  const ms = Date.parse(text);
  return ms >= Date.parse(INSTANT_MIN) && ms <= Date.parse(INSTANT_MAX);
}

/** Whether a `YYYY-MM-DD` date lies in the API's range. */
export function isLocalDateInRange(text: string): boolean {
  return text >= LOCAL_DATE_MIN && text <= LOCAL_DATE_MAX;
}

/** Where a value (parsed JSON, query or path parameters) first breaks the text rule, if it does. */
export type TextFault = { path: (string | number)[]; message: string };

/**
 * Walks every string and object key of a value (iteratively: a hostile body may nest deeply)
 * and returns the first place that breaks `textFault`. A bad key is reported at its parent, so
 * the answer never repeats it.
 */
export function findTextFault(value: unknown): TextFault | null {
  // Each entry links to its parent, so a deep value costs no path copies; the path of the one
  // fault is rebuilt at the end.
  type Entry = { value: unknown; key?: string | number; parent?: Entry };
  const pathOf = (entry: Entry | undefined) => {
    const path: (string | number)[] = [];
    for (let e = entry; e?.parent; e = e.parent) path.unshift(e.key!);
    return path;
  };
  const stack: Entry[] = [{ value }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const node = entry.value;
    if (typeof node === 'string') {
      const message = textFault(node);
      if (message) return { path: pathOf(entry), message };
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--)
        stack.push({ value: node[i], key: i, parent: entry });
    } else if (node !== null && typeof node === 'object') {
      const keys = Object.keys(node);
      for (const key of keys) {
        const message = textFault(key);
        if (message) return { path: pathOf(entry), message: `欄位名稱${message}` };
      }
      for (const key of keys.reverse()) {
        stack.push({ value: (node as Record<string, unknown>)[key], key, parent: entry });
      }
    }
  }
  return null;
}

function isWellFormed(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0xd800 || code > 0xdfff) continue;
    const next = text.charCodeAt(i + 1);
    if (code > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return false;
    i++;
  }
  return true;
}
