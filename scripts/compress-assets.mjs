// Writes .br and .gz beside every compressible file of a build, so the server sends
// pre-compressed assets (@fastify/static preCompressed) instead of compressing per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

let count = 0;
for (const file of walk(root)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const body = fs.readFileSync(file);
  if (body.length < 1024) continue;
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count++;
}
console.log(`pre-compressed ${count} files in ${path.relative(process.cwd(), root) || '.'}`);
