// A process that takes one item of the `hold` queue and never finishes it, to be killed with
// SIGKILL by work-queue.int.test.ts: prints `holding <id>` once the item is its.
import { openDatabase } from '../src/db/client';
import { createWorkQueue } from '../src/jobs/work-queue';

const url = process.argv[2];
if (!url) throw new Error('usage: work-item-holder.ts <database url>');
const database = await openDatabase({ url, poolSize: 2 });
const queue = createWorkQueue({
  database,
  log: { debug() {}, info() {}, warn() {}, error() {} },
  kinds: [
    {
      name: 'hold',
      retryLimit: 2,
      retryDelaySeconds: 1,
      retryDelayMaxSeconds: 1,
      expireInSeconds: 1,
      handle: async (_data, item) => {
        process.stdout.write(`holding ${item.id}\n`);
        await new Promise(() => {}); // until killed
      },
    },
  ],
  workers: false,
});
await queue.workDue('hold');
