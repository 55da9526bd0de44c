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
  const { machine, options, generate, hello, helloRuns, load, targets, jsWeight } = results;
  out.push('', '═══ 好約 bench ═══');
  out.push(
    `machine: ${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}, ${machine.postgres}`,
    `server: ${results.server ?? 'not started'}`,
    `load: autocannon, ${options.connections} connections, pipelining ${options.pipelining}, ` +
      `${options.duration} s per run, accept-encoding: ${options.acceptEncoding || '(none)'}`,
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

  if (hello || load.length) {
    const header = ['route', 'cache', 'req/s', 'p50 ms', 'p99 ms', '× hello', 'notes'];
    const rows = [];
    const notes = (r) =>
      [
        r.non2xx ? `${r.non2xx} non-2xx` : '',
        r.errors ? `${r.errors} errors` : '',
        r.timeouts ? `${r.timeouts} timeouts` : '',
      ]
        .filter(Boolean)
        .join(', ');
    for (const h of helloRuns) {
      rows.push([
        `hello world, bare Fastify (${h.when})`,
        '-',
        String(h.reqPerSec),
        String(h.p50),
        String(h.p99),
        (h.reqPerSec / hello.reqPerSec).toFixed(2),
        notes(h),
      ]);
    }
    for (const r of load) {
      rows.push([
        r.label,
        r.cache,
        String(r.reqPerSec),
        String(r.p50),
        String(r.p99),
        r.ratio === null ? '-' : r.ratio.toFixed(2),
        notes(r),
      ]);
    }
    out.push('', table(header, rows));
    out.push(
      '  cache "on": default PUBLIC_CACHE_SECONDS (micro-cache); ' +
        '"off": PUBLIC_CACHE_SECONDS=0 (every request reaches PostgreSQL)',
      `  × hello: req/s ÷ ${hello?.reqPerSec ?? '?'} (mean of the hello-world runs)`,
    );
  }

  out.push('', 'Targets');
  if (targets.shopPage.length) {
    out.push(`  shop-page data call ≥ ${pct(targets.shopPageMinRatio)} of hello-world req/s:`);
    for (const t of targets.shopPage) {
      out.push(
        `    ${pad(t.label, 40, false)} ${String(t.reqPerSec).padStart(6)} req/s = ` +
          `${pct(t.ratio)} → ${verdict(t.pass)}`,
      );
    }
  } else {
    out.push('  shop-page data call: not measured');
  }
  if (jsWeight) {
    out.push(
      `  shop page JS ≤ ${kb(targets.jsBudgetBytes)} gzip: ${kb(jsWeight.gzipBytes)} in ` +
        `${jsWeight.scripts} scripts (${kb(jsWeight.beforeDataGzipBytes)} before the first /v1/ ` +
        `answer; ${kb(jsWeight.rawBytes)} uncompressed) → ${verdict(targets.jsPass)}`,
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

  if (results.errors.length) {
    out.push('', 'Errors');
    for (const e of results.errors) out.push(`  ${e.step}: ${e.message}`);
  }
  out.push('', `total time ${(results.totalMs / 1000).toFixed(0)} s; results in ${results.file}`);
  return out.join('\n');
}
