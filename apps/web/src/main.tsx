import './lib/mantine-public.css';
import './lib/text-rendering.css';
// The browser entry, in two steps so the browser never runs one long task for all of the app's
// code (issue 11: under Lighthouse's 4x CPU the entry's evaluation was the one task over 50 ms
// after the first paint): React DOM, the largest module, is evaluated here, and the rest of the
// app (start.tsx) in a task of its own. The server preloads start.tsx's chunk with the entry.
import 'react-dom/client';

void import('./start');
