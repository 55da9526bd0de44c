import type { ReactNode } from 'react';

// http(s) links in plain text: ASCII only (percent-encoded), so a link ends before whitespace,
// quotes, angle brackets and the Chinese text or full-width punctuation written right after it.
const LINK = /https?:\/\/[^\s<>"'\u0080-\uffff]+/g;
// Punctuation that closes a sentence rather than the link.
const TRAILING = /[.,;:!?)\]}。，；：！？）】』]+$/;

/**
 * A message's text as React nodes: http(s) links become links that open in a new tab, and
 * everything else stays text (React escapes it), so nothing a sender writes is ever markup.
 */
export function linkify(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index;
    const url = match[0].replace(TRAILING, '');
    if (start > at) nodes.push(text.slice(at, start));
    nodes.push(
      <a key={start} href={url} target="_blank" rel="noopener noreferrer">
        {url}
      </a>,
    );
    at = start + url.length;
  }
  if (at < text.length) nodes.push(text.slice(at));
  return nodes;
}
