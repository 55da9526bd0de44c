import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, auditValue } from './audit-labels';

const API_MODULES = path.resolve(import.meta.dirname, '../../../../../api/src/modules');

/** Every audit action the API writes as a literal (`action: 'user.disable'`, or in a ternary). */
function writtenActions(): string[] {
  const found = new Set<string>();
  for (const file of fs.readdirSync(API_MODULES, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = fs.readFileSync(path.join(API_MODULES, file), 'utf8');
    for (const line of text.split('\n').filter((l) => /\baction(:| =)/.test(l))) {
      for (const m of line.matchAll(/'([a-z_]+\.[a-z_]+)'/g)) found.add(m[1]!);
    }
  }
  return [...found].sort();
}

describe('audit labels', () => {
  it('names every action the API audits in zh-TW', () => {
    const actions = writtenActions();
    expect(actions).toContain('user.disable');
    expect(actions).toContain('work_item.retry');
    expect(actions.filter((a) => !(a in AUDIT_ACTION_LABELS))).toEqual([]);
    // Those written from a variable: a shop's review steps, an industry shown or hidden.
    for (const step of ['approve', 'reject', 'suspend', 'reinstate']) {
      expect(AUDIT_ACTION_LABELS[`shop.${step}`]).toBeTruthy();
    }
    expect(AUDIT_ACTION_LABELS['industry.hide']).toBe('隱藏產業');
  });

  it('reads values as people do', () => {
    expect(auditValue('x', null)).toBe('（無）');
    expect(auditValue('x', true)).toBe('是');
  });
});
