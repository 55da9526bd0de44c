import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

const renderText = (text: string) => render(<p data-testid="p">{linkify(text)}</p>).container;

describe('linkify', () => {
  it('makes http and https links clickable in a new tab, without the sentence’s full stop', () => {
    const el = renderText('看這裡 https://haoyue.example/a?b=1. 或 http://x.example/c，謝謝');
    const links = [...el.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://haoyue.example/a?b=1',
      'http://x.example/c',
    ]);
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(el.textContent).toBe('看這裡 https://haoyue.example/a?b=1. 或 http://x.example/c，謝謝');
  });

  it('leaves markup as text: a <script> or an <img onerror> is never an element', () => {
    const text = '<script>alert(1)</script><img src=x onerror=alert(2)> <b>粗體</b>';
    const el = renderText(text);
    expect(el.querySelector('script')).toBeNull();
    expect(el.querySelector('img')).toBeNull();
    expect(el.querySelector('b')).toBeNull();
    expect(el.textContent).toBe(text);
  });

  it('does not link other schemes', () => {
    const el = renderText('javascript:alert(1) data:text/html,<b>x</b> ftp://a.example');
    expect(el.querySelector('a')).toBeNull();
  });

  it('keeps a link out of quotes and angle brackets around it', () => {
    const el = renderText('<https://a.example/x>"');
    expect(el.querySelector('a')?.getAttribute('href')).toBe('https://a.example/x');
  });
});
