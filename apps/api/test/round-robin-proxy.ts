import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';

/** The client chain a balancer passes on: what it was told, then who connected to it. */
function forwardedFor(req: http.IncomingMessage): string {
  const before = req.headers['x-forwarded-for'];
  const peer = req.socket.remoteAddress ?? '127.0.0.1';
  return before ? `${before}, ${peer}` : peer;
}

/**
 * A load balancer for tests: a loopback HTTP proxy that hands each request (and each WebSocket
 * upgrade) to the next of `backends` in turn, adds the client to `X-Forwarded-For` as balancers
 * do (run the API with TRUST_PROXY=true behind it), and counts how many each backend got. No keep-alive to the
 * backends, so consecutive requests of one client really alternate.
 */
export async function roundRobinProxy(backends: string[]) {
  const targets = backends.map((b) => new URL(b));
  const served = targets.map(() => 0);
  let next = 0;
  const pick = () => {
    const i = next++ % targets.length;
    served[i]! += 1;
    return targets[i]!;
  };
  const server = http.createServer((req, res) => {
    const target = pick();
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, connection: 'close', 'x-forwarded-for': forwardedFor(req) },
        agent: false,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  // A WebSocket: the upgrade request goes through as bytes, then both sockets are joined.
  server.on('upgrade', (req, socket, head) => {
    const target = pick();
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        if (req.rawHeaders[i]!.toLowerCase() === 'x-forwarded-for') continue;
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      }
      lines.push(`X-Forwarded-For: ${forwardedFor(req)}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    const close = () => {
      upstream.destroy();
      socket.destroy();
    };
    upstream.on('error', close);
    socket.on('error', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Requests and upgrades each backend got, in the order of `backends`. */
    served: () => [...served],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
