/**
 * A second baseline: bare Fastify answering each request with one prepared single-row select
 * (the shop row of the slug asked for) through `pg`'s pool, sized like the API's. No hooks, no
 * batching, no compression: what one PostgreSQL round trip per request costs on this machine,
 * beside the hello-world that costs none. The shop-page data call reads far more (the shop, its
 * images, operators, hours and summary) and is reported against both.
 * Env: DATABASE_URL (the bench database), DATABASE_POOL_SIZE (default 10), PORT (0 = any free
 * port). Prints `{"port":N}` once ready.
 */
import fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
});
const app = fastify({ logger: false });
app.get('/v1/shops', async (request) => {
  const { urlSlug } = /** @type {{ urlSlug?: string }} */ (request.query);
  const { rows } = await pool.query({
    name: 'shop_by_slug',
    // The shop's own columns as its page shows them (not the search index's).
    text: `select id, seller_id, display_name, url_slug, address, introduction, phone_number,
        industry_id, country_id, city_id, longitude, latitude, time_zone, currency,
        review_status, created_at, updated_at
      from shops where url_slug = $1`,
    values: [urlSlug ?? ''],
  });
  return { data: rows };
});

const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.stdout.write(`${JSON.stringify({ port: Number(new URL(address).port) })}\n`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0));
  });
}
