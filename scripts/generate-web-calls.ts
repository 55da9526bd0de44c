import fs from 'node:fs';
import { renderWebCalls, WEB_CALLS_FILE } from './web-calls';

/** Writes packages/contracts/src/web-calls.gen.ts from the call contracts. */
fs.writeFileSync(WEB_CALLS_FILE, await renderWebCalls());
console.log(`wrote ${WEB_CALLS_FILE}`);
