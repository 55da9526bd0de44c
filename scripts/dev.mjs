// `npm run dev`: the API with reload on :3000 and Vite's dev server on :5173 (proxying /v1).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/server.ts'], { cwd: root, stdio: 'inherit' }),
  spawn('npx', ['vite'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => code && process.exit(code)));
