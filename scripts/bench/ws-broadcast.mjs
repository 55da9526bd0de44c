/**
 * The chat bench's ceiling: a bare `ws` server with the chat's fan-out and nothing else (no
 * sign-in, no database, no ordering). A client's text frame `{"clientId":…}` goes back to the
 * sender and to every socket opened with `?support=1`, as a stored chat message goes to its
 * user and to every support socket. Listens on 127.0.0.1:$PORT (0 = any free port) and prints
 * `{"port":N}` once ready.
 */
import http from 'node:http';
import { WebSocketServer } from 'ws';

const server = http.createServer((_req, res) => res.writeHead(404).end());
const wss = new WebSocketServer({ server, perMessageDeflate: false, maxPayload: 4096 });
const support = new Set();
let seq = 0;

wss.on('connection', (socket, req) => {
  if (req.url?.includes('support=1')) {
    support.add(socket);
    socket.on('close', () => support.delete(socket));
  }
  socket.on('message', (data) => {
    const { clientId, body } = JSON.parse(String(data));
    const frame = JSON.stringify({
      type: 'message',
      message: { seq: ++seq, clientId, body, createdAt: new Date().toISOString() },
    });
    socket.send(frame);
    for (const s of support) if (s !== socket) s.send(frame);
  });
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const s of wss.clients) s.terminate();
    server.close(() => process.exit(0));
  });
}
