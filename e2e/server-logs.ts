import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  DEMO_PASSWORD,
  SELLERS,
} from '../apps/api/src/db/seed/demo-data';

/**
 * The served apps' logs during the e2e run (issue 42: logs hold no personal data). Every line
 * goes to `.e2e-logs/<name>.log` at info level; warnings and errors also to the terminal, as
 * before. At the end the files are searched for the demo accounts' phone numbers (however
 * written), the demo password and anything shaped like a bearer token or a JWT.
 */
const LOG_DIR = path.resolve(import.meta.dirname, '../.e2e-logs');

/** pino's level numbers: 40 = warn. */
const WARN = 40;

export function keepLog(name: string, streams: (Readable | null)[]): string {
  fs.mkdirSync(LOG_DIR, { recursive: true });
  const file = path.join(LOG_DIR, `${name}.log`);
  const out = fs.createWriteStream(file);
  for (const stream of streams) {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        out.write(`${line}\n`);
        const level = /"level":(\d+)/.exec(line);
        if (!level || Number(level[1]) >= WARN) process.stderr.write(`${line}\n`);
      }
    });
  }
  return file;
}

/** Every demo phone number, as E.164, national (0912…) and bare (912…). */
function demoNumbers(): string[] {
  const phones = [
    DEMO_CUSTOMER.phoneNumber,
    DEMO_ADMIN.phoneNumber,
    ...SELLERS.flatMap((s) => [s.ownerPhone, ...(s.members ?? []).map((m) => m.phone)]),
  ];
  return phones.flatMap((phone) => {
    const bare = phone.replace(/^\+(886|852|853|65|60)/, '');
    return [phone, bare, ...(phone.startsWith('+886') ? [`0${bare}`] : [])];
  });
}

/** Lines of `files` that hold personal data or a credential, with what each holds. */
export function leaksIn(files: string[]): string[] {
  const numbers = demoNumbers();
  // A number on its own, not digits inside a longer one (a response time, an id).
  const numberPatterns = new Map(
    numbers.map((n) => [n, new RegExp(`(?<![\\d])${n.replace('+', '\\+')}(?![\\d])`)]),
  );
  const secrets: [RegExp, string][] = [
    [/Bearer\s+[A-Za-z0-9._-]{16,}/, 'a bearer token'],
    [/eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\./, 'a JWT'],
    [new RegExp(DEMO_PASSWORD), 'the demo password'],
  ];
  const found: string[] = [];
  for (const file of files) {
    if (!fs.existsSync(file)) continue;
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      const number = numbers.find((n) => numberPatterns.get(n)!.test(line));
      const secret = secrets.find(([pattern]) => pattern.test(line));
      const what = number ? `phone number ${number}` : secret?.[1];
      if (what) found.push(`${path.basename(file)}: ${what}: ${line.slice(0, 300)}`);
    }
  }
  return found;
}
