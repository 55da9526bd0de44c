import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');
const STYLES = path.resolve(SRC, '../../../node_modules/@mantine/core/styles');

/** Where the public pages' components live (the dashboard loads Mantine's whole stylesheet). */
const PUBLIC = [
  'features/booking',
  'features/catalogue',
  'features/identity',
  'features/consent',
  'features/checkout',
  'features/member-card',
  'features/my-orders',
  'features/legal',
  'features/marketing',
  'features/reviews',
  'features/line',
  'features/chat',
  'routes',
  'ui',
];
/** Dashboard-only files inside those folders. */
const DASHBOARD = [
  /^routes\/dashboard\//,
  /^routes\/admin\//,
  // The signed-in areas' shell (the dashboard and admin layouts load the whole stylesheet).
  /^routes\/area-shell\.tsx$/,
  /^ui\/area-nav\.tsx$/,
  /^ui\/seller-dashboard\//,
  /seller-reviews\.tsx$/,
  /line-settings-form\.tsx$/,
  // The support chat's admin side (/admin/chat and its settings); the thread itself is public.
  /^features\/chat\/components\/(inbox|conversation-pane|support-inbox|canned-reply-picker|chat-unread-badge|tag-settings|reply-settings)\.tsx$/,
];

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return files(full);
    return /\.tsx$/.test(e.name) && !/\.test\.tsx$/.test(e.name) ? [full] : [];
  });
}

describe('Mantine styles on the public pages (lib/mantine-public.css)', () => {
  it('every Mantine component a public page uses has its styles loaded', () => {
    const styled = new Set(
      fs.readdirSync(STYLES).flatMap((f) => (f.endsWith('.layer.css') ? [f.slice(0, -10)] : [])),
    );
    const loaded = new Set(
      [
        ...fs
          .readFileSync(path.join(SRC, 'lib/mantine-public.css'), 'utf8')
          .matchAll(/styles\/(\w+)\.layer\.css/g),
      ].map((m) => m[1]!),
    );
    const missing: string[] = [];
    for (const dir of PUBLIC) {
      for (const file of files(path.join(SRC, dir))) {
        const rel = path.relative(SRC, file);
        if (DASHBOARD.some((re) => re.test(rel))) continue;
        const text = fs.readFileSync(file, 'utf8');
        const imported = /import \{([^}]*)\} from '@mantine\/core'/.exec(text)?.[1] ?? '';
        const local = new Set([...text.matchAll(/styles\/(\w+)\.layer\.css/g)].map((m) => m[1]!));
        for (const raw of imported.split(',')) {
          const name = raw.trim().split(' as ')[0]!;
          if (!name || name.startsWith('type ')) continue;
          if (styled.has(name) && !loaded.has(name) && !local.has(name)) {
            missing.push(`${rel}: ${name}`);
          }
        }
      }
    }
    // Without its styles a component renders raw: a checkbox's check filled the booking summary.
    expect(missing).toEqual([]);
  });
});
