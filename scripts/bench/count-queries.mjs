/**
 * Preload for a separate, unmeasured API instance (`node --import ./count-queries.mjs
 * apps/api/dist/server.js`): counts every statement node-postgres sends (BEGIN and COMMIT
 * included) and how long each took to answer. On SIGUSR2 it prints `{"benchQueries": {total,
 * ms, statements}}` on stdout and starts afresh, so the bench can read exactly what a few calls
 * in between cost. Changes nothing else; the API code is not touched.
 */
import pg from 'pg';

let total = 0;
let totalMs = 0;
/** Statement text (whitespace collapsed, cut short) → { count, ms }. */
const statements = new Map();

function record(key, ms) {
  totalMs += ms;
  const s = statements.get(key);
  if (s) s.ms += ms;
  else statements.set(key, { count: 0, ms });
}

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(config, values, callback) {
  total += 1;
  const text = typeof config === 'string' ? config : (config?.text ?? String(config));
  // One entry per statement shape: `in ($1, $2, $3)` and `in ($1)` count together.
  const key = text
    .replace(/\s+/g, ' ')
    .replace(/\$\d+(, \$\d+)*/g, '$…')
    .trim()
    .slice(0, 200);
  if (!statements.has(key)) statements.set(key, { count: 0, ms: 0 });
  statements.get(key).count += 1;
  const started = performance.now();
  const done = () => record(key, performance.now() - started);
  // node-postgres takes a callback in either position, else returns a promise.
  if (typeof values === 'function') {
    return query.call(this, config, (...args) => {
      done();
      values(...args);
    });
  }
  if (typeof callback === 'function') {
    return query.call(this, config, values, (...args) => {
      done();
      callback(...args);
    });
  }
  const result = query.call(this, config, values);
  if (result && typeof result.then === 'function') result.then(done, done);
  return result;
};

process.on('SIGUSR2', () => {
  const list = [...statements].map(([text, s]) => ({ text, count: s.count, ms: s.ms }));
  process.stdout.write(
    `${JSON.stringify({ benchQueries: { total, ms: totalMs, statements: list } })}\n`,
  );
  total = 0;
  totalMs = 0;
  statements.clear();
});
