/**
 * HTTP load with autocannon's programmatic API, and the routes the bench measures. Everything
 * targets a loopback origin; each run is bounded by its duration plus a safety margin.
 */
import autocannon from 'autocannon';

// The parts the shop page asks for (apps/web/src/features/catalogue/api/get-shop-by-slug.ts).
const SHOP_PAGE_PARTS = 'city,country,industry,images,operators,hours,summary';

// The parts the search page asks for (apps/web/src/features/catalogue/api/search-shops.ts).
const SEARCH_PAGE_PARTS = 'city,industry,images,summary';

/** Keywords visitors type: industries, services, cities and shop-name fragments. */
const KEYWORDS = [
  '美髮', '美甲', '美睫', '按摩', '除毛', '霧眉', '男士', 'spa', '剪髮', '凝膠', '嫁接', '油壓',
  '染髮', '護髮', '臺北市', '新北市', '臺中市', '高雄市', '中西區', '工作室', '沙龍', '店家 12',
  '腳底按摩', '不存在的關鍵字',
]; // prettier-ignore

/** What people have typed when suggestions are asked for: a character or two, a name's start. */
const PREFIXES = [
  '美', '美甲', '台', '臺北', '店', '店家 1', 'na', 'spa', '剪', '凝膠', '按', '高雄', '霧眉', 'l',
]; // prettier-ignore

/** Small seeded PRNG (mulberry32): every run draws the same sequence. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A bench shop's number (its slug is `bench-shop-N`, its id N), drawn uniformly. */
export function randomShopNumber(rnd, shopCount) {
  return 1 + Math.floor(rnd() * shopCount);
}

/**
 * The routes under test. `path` is fixed; `pick` draws a new path for every request, so the
 * micro-cache sees a realistic spread of URLs instead of one hot entry. `target` marks the
 * shop-page data call the hello-world ratio targets are about (≥ 25% with the micro-cache,
 * ≥ 10% without); `identity` sends no
 * Accept-Encoding, to show what response compression costs.
 * @param {number} shopCount
 */
export function scenarios(shopCount) {
  const shopNumber = (rnd) => randomShopNumber(rnd, shopCount);
  return [
    {
      id: 'search-keyword',
      label: 'search: keyword 美髮',
      search: 'keyword',
      path: `/v1/shops?keyword=${encodeURIComponent('美髮')}&part=city,images&perPage=20`,
    },
    {
      id: 'search-keyword-page',
      label: 'search: keyword 美髮, as the search page asks',
      search: 'keyword',
      path: `/v1/shops?keyword=${encodeURIComponent('美髮')}&part=${SEARCH_PAGE_PARTS}&perPage=20`,
    },
    {
      id: 'search-narrow',
      label: 'search: keyword 中西區',
      search: 'keyword',
      path: `/v1/shops?keyword=${encodeURIComponent('中西區')}&part=city,images&perPage=20`,
    },
    {
      id: 'search-keywords',
      label: `search: ${KEYWORDS.length} keywords`,
      search: 'keyword',
      pick: (rnd) => {
        const keyword = KEYWORDS[Math.floor(rnd() * KEYWORDS.length)];
        return `/v1/shops?keyword=${encodeURIComponent(keyword)}&part=city,images&perPage=20`;
      },
    },
    {
      id: 'search-near',
      label: 'search: near point, 5 km',
      search: 'near',
      path: '/v1/shops?lng=121.55&lat=25.04&distance=5000&part=city,images',
    },
    {
      id: 'search-near-spread',
      label: 'search: near random points, 5 km',
      search: 'near',
      // Points over greater Taipei, so that searches in one turn seldom share a point.
      pick: (rnd) => {
        const lng = (121.45 + rnd() * 0.2).toFixed(4);
        const lat = (24.98 + rnd() * 0.12).toFixed(4);
        return `/v1/shops?lng=${lng}&lat=${lat}&distance=5000&part=city,images`;
      },
    },
    {
      id: 'search-suggest',
      label: `search suggestions: ${PREFIXES.length} prefixes`,
      search: 'suggest',
      pick: (rnd) => {
        const prefix = PREFIXES[Math.floor(rnd() * PREFIXES.length)];
        return `/v1/search-suggestions?keyword=${encodeURIComponent(prefix)}`;
      },
    },
    {
      id: 'shop-page',
      label: `shop page: random of ${shopCount}`,
      target: true,
      pick: (rnd) =>
        `/v1/shops?urlSlug=bench-shop-${shopNumber(rnd)}&part=${SHOP_PAGE_PARTS}&perPage=1`,
    },
    {
      id: 'shop-page-hot',
      label: 'shop page: one hot shop',
      target: true,
      path: `/v1/shops?urlSlug=bench-shop-1&part=${SHOP_PAGE_PARTS}&perPage=1`,
    },
    {
      id: 'shop-page-hot-identity',
      label: 'shop page: one hot shop, uncompressed',
      identity: true,
      path: `/v1/shops?urlSlug=bench-shop-1&part=${SHOP_PAGE_PARTS}&perPage=1`,
    },
    {
      id: 'service-groups',
      label: 'service groups: random shop',
      pick: (rnd) => `/v1/service-groups?shopId=${shopNumber(rnd)}&part=services`,
    },
  ];
}

/**
 * One autocannon run. Returns the numbers the report needs; non-2xx answers and errors are
 * returned too, because a fast stream of 404s would otherwise look like a great result.
 *
 * `pick(rnd)` draws a new path per request; `setup(rnd)` more generally returns what to
 * change in each request (`{ path, body, headers }`, body as a string). `onResponse(status,
 * body)` sees every answer (e.g. to keep the first error). Latencies count 2xx answers only.
 */
export async function measure({
  origin,
  path = '/',
  method = 'GET',
  body,
  pick,
  setup,
  onResponse,
  seed = 1,
  connections,
  duration,
  pipelining,
  headers = {},
}) {
  const rnd = random(seed);
  const base = { method, path, ...(body === undefined ? {} : { body }) };
  const change = setup ?? (pick ? (r) => ({ path: pick(r) }) : null);
  const request = change
    ? {
        ...base,
        setupRequest: (req) => {
          const next = change(rnd);
          return { ...req, ...next, headers: { ...req.headers, ...next.headers } };
        },
      }
    : base;
  if (onResponse) request.onResponse = (status, resBody) => onResponse(status, resBody);
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: origin, requests: [request], connections, duration, pipelining, headers, timeout: 10 },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    // autocannon stops itself after `duration`; this is the belt to its braces.
    const timer = setTimeout(() => instance.stop(), (duration + 30) * 1000);
    instance.once('done', () => clearTimeout(timer));
  });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    latencyAvg: Math.round(result.latency.average * 100) / 100,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerSec: Math.round(result.throughput.average),
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, v]) => [code, v.count]),
    ),
  };
}

/** Seconds each catalogue and search route is warmed up on its own before it is measured. */
export const ROUTE_WARMUP_SECONDS = 3;

/**
 * `measure` after warming the route up on its own for up to ROUTE_WARMUP_SECONDS (other draws:
 * another seed), as hello world is: the mixed warm-up gives a route a few hundred requests at 10
 * connections, and a route's first seconds at 50 (JIT, its statements' plans, the cards an
 * instance keeps) measured its start rather than the steady state a serving instance runs in.
 */
export async function measureWarm(warmupSeconds, options) {
  if (warmupSeconds) {
    const duration = Math.min(warmupSeconds, ROUTE_WARMUP_SECONDS);
    await measure({ ...options, seed: (options.seed ?? 1) + 1000, duration });
  }
  return measure(options);
}

/** A short mixed run so JIT, connection pool and PostgreSQL caches are warm before measuring. */
export async function warmUp({ origin, routes, seconds, headers }) {
  const pickers = routes.map((r) => r.pick ?? (() => r.path));
  await measure({
    origin,
    pick: (rnd) => pickers[Math.floor(rnd() * pickers.length)](rnd),
    seed: 99,
    connections: 10,
    duration: seconds,
    pipelining: 1,
    headers,
  });
}
