import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestApp, type TestContext } from './helper';
import { client } from './sign-in';

type TestAppOptions = NonNullable<Parameters<typeof createTestApp>[0]>;

/** A test file's app on a clock its tests move: the clock (`now`), the app and its client. */
export interface ClockedApp {
  now: Date;
  t: TestContext;
  api: ReturnType<typeof client>;
}

/**
 * The fields of a clocked app before the file's `beforeAll` fills them in: the clock at `start`.
 * Read `t` and `api` inside the tests (or a later hook), never at the top of the file.
 */
export function clockedApp(start: Date): ClockedApp {
  return {
    now: start,
    t: undefined as unknown as TestContext,
    api: undefined as unknown as ReturnType<typeof client>,
  };
}

/**
 * Starts `h`'s app on its clock before the file's tests (`createTestApp` with `options`),
 * closes it after them, and sets the clock back to `start` before each test.
 */
export function startClockedApp(h: ClockedApp, start: Date, options: TestAppOptions = {}): void {
  beforeAll(async () => {
    h.t = await createTestApp({ ...options, clock: () => h.now });
    h.api = client(h.t.app);
  });
  afterAll(() => h.t?.close());
  beforeEach(() => {
    h.now = start;
  });
}
