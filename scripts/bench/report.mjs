/** Turns the bench results into the printed summary. */

export const KB = 1024;

const pct = (ratio) => `${(ratio * 100).toFixed(1)}%`;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const verdict = (pass) => (pass ? 'PASS' : 'FAIL');

function table(header, rows) {
  const widths = header.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i]))));
  const numeric = header.map((_, i) => rows.every((r) => /^[\d.,×%-]*$/.test(r[i])));
  const line = (cells) =>
    cells
      .map((c, i) => (numeric[i] ? pad(c, widths[i], true) : pad(c, widths[i], false)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** CJK and full-width characters take two columns in a terminal. */
const WIDE =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

function width(text) {
  let n = 0;
  for (const ch of String(text)) n += WIDE.test(ch) ? 2 : 1;
  return n;
}

function pad(text, size, right) {
  const fill = ' '.repeat(Math.max(0, size - width(text)));
  return right ? fill + text : text + fill;
}

/** The readable summary printed at the end of a run. */
export function formatSummary(results) {
  const out = [];
  const { machine, options, generate, hello, helloRuns, helloDb, load, targets, jsWeight } =
    results;
  out.push('', '═══ 好約 bench ═══');
  out.push(
    `machine: ${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}, ${machine.postgres}`,
    `server: ${results.server ?? 'not started'}`,
    `load: autocannon, ${options.connections} connections (booking: ` +
      `${options.bookingConnections}), pipelining ${options.pipelining}, ${options.duration} s ` +
      `per run, accept-encoding: ${options.acceptEncoding || '(none)'}` +
      (options.only === 'all' ? '' : `; only: ${options.only}`),
  );
  for (const warning of results.warnings) out.push(`warning: ${warning}`);
  if (generate) {
    const c = generate.counts;
    out.push(
      `data: ${c.shops} shops, ${c.services} services, ${c.operators} operators, ` +
        `${c.shop_images} images, ${c.operator_services} operator-service links — generated in ` +
        `${(generate.totalMs / 1000).toFixed(1)} s (schema ${generate.schemaMs} ms, catalogue ` +
        `${generate.catalogueMs} ms, vacuum/analyze/checkpoint ${generate.analyzeMs} ms)`,
    );
  } else {
    out.push(`data: reused database ${results.database} (--skip-generate)`);
  }
  const a = results.adminData;
  if (a) {
    const c = a.counts;
    out.push(
      `admin data: ${c.users} users (${c.platform_admins} admins), ${c.sellers} sellers, ` +
        `${c.shops} shops (${Object.entries(a.shopStates)
          .map(([state, n]) => `${n} ${state}`)
          .join(', ')}), ${c.customers} customer records, ${c.orders} orders, ` +
        `${c.access_tokens} sign-ins, ${c.admin_audit} audit rows, ${c.push_messages} push ` +
        `messages to ${c.push_recipients} recipients, ${c.line_settings} LINE channels, ` +
        `${c.line_pay_applications} LINE Pay applications — generated in ` +
        `${(a.totalMs / 1000).toFixed(1)} s (vacuum/analyze/checkpoint ${a.analyzeMs} ms)`,
    );
  }
  if (results.pictures) {
    out.push(
      `pictures: ${results.pictures.count} photo-like shop pictures, ` +
        `${(results.pictures.meanBytes / 1024).toFixed(0)} KB on average, as uploads store them ` +
        '(scripts/bench/photos.mjs)',
    );
  }

  if (hello || load.length) {
    const header = ['route', 'cache', 'req/s', 'p50 ms', 'p99 ms', '× hello', 'notes'];
    const rows = [];
    const baselineRow = (label, r) => [
      label,
      '-',
      String(r.reqPerSec),
      String(r.p50),
      String(r.p99),
      hello ? (r.reqPerSec / hello.reqPerSec).toFixed(2) : '-',
      notesOf(r),
    ];
    for (const h of helloRuns) rows.push(baselineRow(`hello world, bare Fastify (${h.when})`, h));
    if (helloDb) rows.push(baselineRow('hello world + one select, bare Fastify', helloDb));
    for (const r of load) {
      rows.push([
        r.label,
        r.cache,
        String(r.reqPerSec),
        String(r.p50),
        String(r.p99),
        r.ratio === null ? '-' : r.ratio.toFixed(2),
        notesOf(r),
      ]);
    }
    out.push('', table(header, rows));
    out.push(
      '  cache "on": default PUBLIC_CACHE_SECONDS (micro-cache); ' +
        '"off": PUBLIC_CACHE_SECONDS=0 (every request reaches PostgreSQL)',
      `  × hello: req/s ÷ ${hello?.reqPerSec ?? '?'} (mean of the hello-world runs)`,
      ...(helloDb
        ? [
            '  hello world + one select: a random shop row by slug, one prepared statement per ' +
              'request through pg (scripts/bench/hello-db.mjs)',
          ]
        : []),
    );
  }

  if (results.booking) out.push(...formatBooking(results.booking));
  if (results.admin) out.push(...formatAdmin(results.admin, hello));

  out.push('', 'Targets');
  const catalogue = ['all', 'catalogue', 'search'].includes(options.only);
  if (!catalogue) {
    out.push(`  catalogue and shop page: not run (--only ${options.only})`);
  } else if (targets.shopPage.length) {
    out.push(
      `  shop-page data call ≥ ${pct(targets.shopPageMinRatio)} of hello-world req/s with the ` +
        `micro-cache, ≥ ${pct(targets.shopPageUncachedMinRatio)} without:`,
    );
    for (const t of targets.shopPage) {
      out.push(
        `    ${pad(t.label, 40, false)} ${String(t.reqPerSec).padStart(6)} req/s = ` +
          `${pct(t.ratio)} (≥ ${pct(t.minRatio)}) → ${verdict(t.pass)}` +
          (t.ofHelloDb ? `; ${pct(t.ofHelloDb)} of hello world + one select` : ''),
      );
    }
  } else {
    out.push('  shop-page data call: not measured');
  }
  if (targets.search?.length) {
    out.push(
      `  search uncached (issue 37): under load ≥ share of hello world and p99 ≤ limit; ` +
        'one connection p99 ≤ limit:',
    );
    for (const t of targets.search) {
      const share = t.minRatio === null ? '' : `${pct(t.ratio)} (≥ ${pct(t.minRatio)}), `;
      out.push(
        `    ${pad(t.label, 52, false)} ${String(t.reqPerSec).padStart(6)} req/s, ${share}` +
          `p99 ${t.p99} ms (≤ ${t.maxP99}) → ${verdict(t.pass)}`,
      );
    }
  }
  if (!catalogue || options.only === 'search') {
    // Said above, or not part of the search run.
  } else if (jsWeight) {
    const paint = jsWeight.rendersWithoutJs
      ? 'the shop paints with JavaScript disabled (server-rendered)'
      : `${kb(jsWeight.beforeDataGzipBytes)} before the first /v1/ answer`;
    out.push(
      `  shop page JS before first paint ≤ ${kb(targets.jsBudgetBytes)} gzip: ` +
        `${kb(jsWeight.beforePaintGzipBytes)} → ${verdict(targets.jsPass)}`,
      `    ${paint}; ${kb(jsWeight.gzipBytes)} in all, ${jsWeight.scripts} scripts ` +
        `(${kb(jsWeight.rawBytes)} uncompressed)` +
        (jsWeight.rendersWithoutJs ? ', none of it needed for the first paint' : ''),
    );
    if (!jsWeight.rendered) out.push(`    warning: ${jsWeight.url} did not show the shop's name`);
    for (const f of jsWeight.files) {
      out.push(`    ${kb(f.gzipBytes).padStart(9)}  ${f.path}`);
    }
    if (jsWeight.pageErrors.length) out.push(`    page errors: ${jsWeight.pageErrors.join(' | ')}`);
    if (jsWeight.failedRequests.length) {
      out.push(`    failed requests: ${jsWeight.failedRequests.join(', ')}`);
    }
    if (jsWeight.blockedOrigins.length) {
      out.push(`    blocked non-loopback requests to: ${jsWeight.blockedOrigins.join(', ')}`);
    }
  } else {
    out.push('  shop page JS weight: not measured');
  }
  if (['all', 'booking'].includes(options.only)) {
    out.push(...formatBookingTargets(results.booking));
  }
  if (['all', 'admin'].includes(options.only)) out.push(...formatAdminTargets(results.admin));

  if (results.errors.length) {
    out.push('', 'Errors');
    for (const e of results.errors) out.push(`  ${e.step}: ${e.message}`);
  }
  out.push('', `total time ${(results.totalMs / 1000).toFixed(0)} s; results in ${results.file}`);
  return out.join('\n');
}

/** A load run's failures (non-2xx, errors, timeouts), or '' when clean. */
const notesOf = (r) =>
  [
    r.non2xx ? `${r.non2xx} non-2xx` : '',
    r.errors ? `${r.errors} errors` : '',
    r.timeouts ? `${r.timeouts} timeouts` : '',
  ]
    .filter(Boolean)
    .join(', ');

/** The booking engine's data, runs, pgbench and statement counts. */
function formatBooking(b) {
  const out = ['', 'Booking engine'];
  const d = b.data;
  if (d) {
    out.push(
      `  data: start-times shop ${d.availabilityShopId}: ${d.operators} operators, ${d.services} ` +
        `services, ${d.bookings} bookings (${d.activeBookings} holding time, ${d.futureBookings} ` +
        `ahead, ${d.bookingsInWindow} confirmed in the ${d.windowDays}-day window); order shop ` +
        `${d.orderShopId}: ${d.orderOperators} operators × 24 slots × ${d.orderDays} days ` +
        `free; ${d.users} signed-in customers — generated in ${(d.generatedMs / 1000).toFixed(1)} s`,
    );
  }
  const rows = b.startTimes.map((r) => [
    r.label,
    String(r.connections),
    String(r.reqPerSec),
    String(r.p50),
    String(r.p99),
    notesOf(r),
  ]);
  const o = b.orders;
  if (o?.reqPerSec !== undefined) {
    // Requests in flight when autocannon stops still create orders, unanswered: up to one a
    // connection more orders than 2xx answers is expected, anything else is not.
    const ok = o.requests - o.non2xx;
    const created =
      o.ordersCreated < ok || o.ordersCreated > ok + o.connections
        ? `${o.ordersCreated} orders in the database vs ${ok} 2xx`
        : '';
    rows.push([
      o.label,
      String(o.connections),
      String(o.reqPerSec),
      String(o.p50),
      String(o.p99),
      [notesOf(o), created].filter(Boolean).join(', '),
    ]);
  }
  if (rows.length) {
    out.push('', table(['booking route', 'conn.', 'req/s', 'p50 ms', 'p99 ms', 'notes'], rows));
  }
  const two = b.twoInstances;
  if (two) {
    const line = (label, r) =>
      `    ${label}: ${r.reqPerSec} req/s (×${r.ratio ?? '?'} of one instance), p50 ${r.p50} ms, ` +
      `p99 ${r.p99} ms (worse instance); per instance ` +
      r.perInstance.map((x) => `${x.reqPerSec} req/s`).join(' + ') +
      (notesOf(r) ? `, ${notesOf(r)}` : '');
    out.push(
      `  two instances on one database, ${two.connections} connections split between them:`,
      line('start-times, any operator', two.startTimes),
      line('orders', two.orders) +
        `; ${two.orders.ordersCreated} orders created, ${two.orders.overlaps} overlapping bookings`,
    );
  }
  const errors = [...b.startTimes, ...(o ? [o] : []), ...(two ? [two.orders] : [])].flatMap(
    (r) => r.firstErrors ?? [],
  );
  for (const e of [...new Set(errors)].slice(0, 3)) out.push(`  first error: ${e}`);
  out.push(
    `  API pool: ${b.apiPoolSize} PostgreSQL connections (DATABASE_POOL_SIZE); the order run ` +
      `booked ${o?.slotsUsed ?? 0} of ${o?.slotsPlanned ?? '?'} planned slots (warm-up included)`,
  );
  for (const r of b.pgbench.runs) {
    out.push(
      `  pgbench tpcb-like (${r.when}): ${r.tps} tps, latency avg ${r.latencyAvg} ms — ` +
        `${r.command}, scale ${b.pgbench.scale}, database ${b.pgbench.database}` +
        (r.failed ? `, ${r.failed} failed` : ''),
    );
  }
  if (b.queries) {
    for (const [name, q] of [
      ['start-times', b.queries.startTimes],
      ['order', b.queries.order],
    ]) {
      out.push(
        `  SQL statements per ${name} call: ${q.perCall}, their round trips adding up to ` +
          `${q.sqlMsPerCall} ms (some run at once) of ${q.msPerCall} ms per call (${q.calls} ` +
          'calls one at a time, on a separate instance); per call: count, ms, statement',
      );
      for (const st of q.statements.slice(0, 12)) {
        out.push(
          `    ${String(st.perCall).padStart(4)} ${st.msPerCall.toFixed(1).padStart(6)}  ` +
            st.text.slice(0, 100),
        );
      }
      if (q.statements.length > 12) out.push(`    … ${q.statements.length - 12} more`);
    }
  }
  return out;
}

/** The booking targets' verdict lines. */
function formatBookingTargets(b) {
  if (!b) return ['  booking engine: not measured'];
  const t = b.targets;
  const out = [`  start-times p99 ≤ ${t.startTimesP99Ms} ms (1 connection):`];
  if (!t.startTimes.length) out.push('    not measured');
  for (const r of t.startTimes) {
    out.push(
      `    ${pad(r.label, 60, false)} p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.reqPerSec} req/s ` +
        `→ ${verdict(r.pass)}`,
    );
  }
  const tt = t.startTimesThroughput;
  if (tt) {
    out.push(
      `  start-times any operator ≥ ${t.startTimesMinRps} req/s (${tt.connections} connections): ` +
        `${tt.reqPerSec} req/s → ${verdict(tt.pass)}`,
    );
  }
  if (t.order) {
    out.push(
      `  order creation ≥ ${pct(t.orderMinRatio)} of pgbench tpcb-like tps (${b.connections} ` +
        `connections / clients), p99 ≤ ${t.orderP99Ms} ms, no overlaps: ` +
        `${t.order.reqPerSec} req/s ÷ ${t.order.pgbenchTps} tps = ${pct(t.order.ratio)}, ` +
        `p99 ${t.order.p99} ms, ${t.order.overlaps} overlapping bookings → ${verdict(t.order.pass)}`,
    );
  } else {
    out.push('  order creation vs pgbench: not measured');
  }
  const two = t.twoInstances;
  out.push(
    two
      ? `  two instances ≥ ${pct(t.twoInstancesMinRatio)} of one (start-times, orders), all 2xx, ` +
          `no overlaps: ×${two.startTimesRatio}, ×${two.ordersRatio}, ${two.overlaps} overlapping ` +
          `bookings → ${verdict(two.pass)}`
      : '  two instances: not measured',
  );
  return out;
}

/** The admin part's calls: p50 and p99 with 1 and with 10 connections, side by side. */
function formatAdmin(admin, hello) {
  const out = ['', `Admin area (${admin.duration} s per run; × hello: req/s at 10 connections)`];
  const d = admin.data;
  out.push(
    `  data: ${d.users} users, ${d.sellers} sellers, ${d.shops} shops, ${d.customers} customer ` +
      `records, ${d.orders} orders, ${d.sign_ins} sign-ins, ${d.audit} audit rows, ` +
      `${d.push_messages} push messages (${d.push_recipients} recipients), ${d.line_channels} ` +
      `LINE channels, ${d.line_pay_applications} LINE Pay applications`,
  );
  const ids = [...new Set(admin.runs.map((r) => r.id))];
  const rows = ids.map((id) => {
    const of = (n) => admin.runs.find((r) => r.id === id && r.connections === n);
    const one = of(1);
    const ten = of(10);
    const any = one ?? ten;
    const cell = (r, key) => (r ? String(r[key]) : '-');
    return [
      `${any.label}${any.target ? '' : ' *'}`,
      cell(one, 'p50'),
      cell(one, 'p99'),
      cell(one, 'reqPerSec'),
      cell(ten, 'p50'),
      cell(ten, 'p99'),
      cell(ten, 'reqPerSec'),
      ten && hello ? (ten.reqPerSec / hello.reqPerSec).toFixed(3) : '-',
      [one, ten].filter(Boolean).map(notesOf).filter(Boolean).join('; '),
    ];
  });
  if (rows.length) {
    const header = ['admin call', 'p50 1c', 'p99 1c', 'req/s 1c', 'p50 10c', 'p99 10c',
      'req/s 10c', '× hello', 'notes']; // prettier-ignore
    out.push('', table(header, rows));
  }
  out.push('  ms; * a detail page or picker (measured, no target)');
  const errors = admin.runs.flatMap((r) => r.firstErrors ?? []);
  for (const e of [...new Set(errors)].slice(0, 3)) out.push(`  first error: ${e}`);
  return out;
}

/** The admin target's verdicts: every list and search, at 1 and at 10 connections. */
function formatAdminTargets(admin) {
  if (!admin) return ['  admin area: not measured'];
  const t = admin.targets;
  const failed = t.rows.filter((r) => !r.pass);
  const out = [
    `  admin lists and searches p99 ≤ ${t.p99Ms} ms (issue 38), 1 and 10 connections: ` +
      `${t.rows.length - failed.length} of ${t.rows.length} runs within it → ${verdict(t.pass)}`,
  ];
  for (const r of failed) {
    out.push(`    ${pad(r.label, 52, false)} ${r.connections} conn.: p99 ${r.p99} ms → FAIL`);
  }
  return out;
}
