import './lib/mantine-public.css';
import './lib/text-rendering.css';
// The browser entry, in two steps so the browser never runs one long task for all of the app's
// code (issue 11: under Lighthouse's 4x CPU the entry's evaluation was the one task over 50 ms
// after the first paint): React DOM, the largest module, is evaluated here, and the rest of the
// app (start.tsx) in a task of its own. The server preloads start.tsx's chunk with the entry.
import 'react-dom/client';

// The pages run under a Content-Security-Policy without 'unsafe-eval'. Zod (in the app's
// chunks) probes whether it may compile parsers with `new Function` on its first object parse;
// the refusal is caught, but the browser reports it as a CSP violation. Zod reads its settings
// from this global, so `jitless` is set before any chunk that holds zod runs: the same parsing,
// interpreted.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

void import('./start');
