import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stylesheetInliner } from './inline-styles';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-styles-'));
fs.mkdirSync(path.join(dist, 'assets'));
const write = (name: string, text: string) => fs.writeFileSync(path.join(dist, name), text);
write('assets/index-a1.css', '@layer mantine{.m_1{color:red}}');
write('assets/page-b2.css', '._card_x{padding:4px}');
write('assets/odd-c3.css', '.x::after{content:"</STYLE><script>"}');
write('outside.css', '.y{}');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const link = (href: string) => `<link rel="stylesheet" crossorigin href="${href}">`;
const page = (head: string, body = '') =>
  `<!doctype html><html><head><title>t</title>${head}</head><body>${body}</body></html>`;

describe('stylesheetInliner', () => {
  const inline = stylesheetInliner(dist);

  it('puts the head’s stylesheets into it, in their order, each keeping its link disabled', () => {
    const out = inline(page(link('/assets/index-a1.css') + link('/assets/page-b2.css')));
    expect(out).toBe(
      page(
        '<style data-href="/assets/index-a1.css">@layer mantine{.m_1{color:red}}</style>' +
          '<link rel="stylesheet" crossorigin href="/assets/index-a1.css" disabled>' +
          '<style data-href="/assets/page-b2.css">._card_x{padding:4px}</style>' +
          '<link rel="stylesheet" crossorigin href="/assets/page-b2.css" disabled>',
      ),
    );
  });

  it('leaves a link whose file is missing, outside the build’s assets, or would end the element', () => {
    const head =
      link('/assets/missing-d4.css') +
      link('/outside.css') +
      link('/assets/odd-c3.css') +
      link('/assets/../outside.css');
    expect(inline(page(head))).toBe(page(head));
  });

  it('touches nothing in the body, and a page without a head', () => {
    const body = `<p>${link('/assets/index-a1.css')}</p>`;
    expect(inline(page('', body))).toBe(page('', body));
    expect(inline(`<p>${link('/assets/index-a1.css')}</p>`)).toBe(
      `<p>${link('/assets/index-a1.css')}</p>`,
    );
  });
});
