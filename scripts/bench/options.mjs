/** `npm run bench` options: the help text and their parsing. */
import { parseArgs } from 'node:util';
import { PGBENCH_DATABASE } from './booking.mjs';
import { BENCH_DATABASE } from './database.mjs';

const PARTS = ['all', 'catalogue', 'booking', 'search', 'admin', 'chat', 'google-reserve'];

const HELP = `Usage: npm run bench -- [options]

  --only <part>       all (default), catalogue (hello world, catalogue routes, JS weight,
                      Lighthouse), booking (start times, orders, pgbench),
                      search (hello world and the search routes uncached, under load and
                      one connection at a time) or admin (hello world and every admin list
                      and search, 1 and 10 connections, on 100,000 users and 1,000,000 orders)
                      or chat (5,000 idle sockets, 1,000 messages/s on one and on two
                      instances with Redis, a reconnect storm of 2,000, against bare ws)
                      or google-reserve (every shop enrolled: the daily feeds' time and peak
                      memory, BatchAvailabilityLookup of 100 slots, CreateBooking)
  --duration <s>      seconds per load run (default 10)
  --admin-duration <s>
                      seconds per admin run (default 5; 44 calls × 2 runs)
  --connections <n>   concurrent connections for the catalogue runs (default 50)
  --booking-connections <n>
                      connections for the booking throughput and order runs, and pgbench
                      clients (default 16)
  --pipelining <n>    requests in flight per connection, catalogue runs (default 1)
  --warmup <s>        mixed warm-up before measuring each server (default 3)
  --shops <n>         shops to generate (default 10000)
  --encoding <value>  Accept-Encoding sent with each request, '' for none (default: like a browser)
  --skip-generate     reuse the existing bench database (the booking shops are rebuilt anyway)
  --build             run \`npm run build\` even when a build exists
  --chat-quick        chat: only the message-rate runs (ceiling, one instance at 1,000/500/250
                      per second, two instances), with the 1,000 senders' sockets alone: no
                      5,000 idle sockets, no reconnect storm (about a minute less per run)
  --chat-send <how>   chat: how the users' rate-run messages are sent: socket (default: a
                      'send' frame on the user's own socket) or http (the send call)
  --cpu-prof          write V8 CPU profiles of the measured API instances to .bench/profiles
                      (open them in Chrome DevTools' Performance panel)
  -h, --help          this text

Env: BENCH_DATABASE_URL (the bench database; it is dropped and recreated), DATABASE_URL
(its server is used for a separate '${BENCH_DATABASE}' database, and for pgbench's
'${PGBENCH_DATABASE}'), CHROMIUM_PATH, PGBENCH (the pgbench binary, default: on PATH).`;

export function parseOptions() {
  const { values } = parseArgs({
    options: {
      only: { type: 'string', default: 'all' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      'booking-connections': { type: 'string', default: '16' },
      pipelining: { type: 'string', default: '1' },
      warmup: { type: 'string', default: '3' },
      shops: { type: 'string', default: '10000' },
      'admin-duration': { type: 'string', default: '5' },
      encoding: { type: 'string', default: 'gzip, deflate, br' },
      'skip-generate': { type: 'boolean', default: false },
      build: { type: 'boolean', default: false },
      'chat-quick': { type: 'boolean', default: false },
      'chat-send': { type: 'string', default: 'socket' },
      'cpu-prof': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  const int = (name, min) => {
    const n = Number(values[name]);
    if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer ≥ ${min}`);
    return n;
  };
  if (!PARTS.includes(values.only)) throw new Error(`--only must be one of ${PARTS.join(', ')}`);
  if (!['socket', 'http'].includes(values['chat-send'])) {
    throw new Error('--chat-send must be socket or http');
  }
  return {
    only: values.only,
    duration: int('duration', 1),
    connections: int('connections', 1),
    bookingConnections: int('booking-connections', 1),
    pipelining: int('pipelining', 1),
    warmup: int('warmup', 0),
    shops: int('shops', 1),
    adminDuration: int('admin-duration', 1),
    acceptEncoding: values.encoding,
    skipGenerate: values['skip-generate'],
    build: values.build,
    chatQuick: values['chat-quick'],
    chatSend: values['chat-send'],
    cpuProf: values['cpu-prof'],
  };
}
