import {
  type FakeGateway,
  type GatewayHandler,
  readText,
  startFakeGateway,
} from './loopback-server';

/** A message the fake Mitake accepted, fields as it decoded them from the form body. */
export type MitakeReceived = {
  username: string;
  dstaddr: string;
  /** Raw, so tests can see line breaks sent as ASCII 6. */
  smbody: string;
  clientid: string | undefined;
  msgid: string;
};

export type FakeMitake = FakeGateway<MitakeReceived> & {
  /** Refuse the next message with this Mitake statuscode (e.g. 's', 'v', '*'). */
  failNext(statusCode: string): void;
  /** Accept the next message with another success code: 0 scheduled, 2 carrier, 4 phone. */
  acceptNextWith(statusCode: '0' | '2' | '4'): void;
  /** Answer the next request with this HTTP status and no Mitake body, like a broken proxy. */
  failNextHttp(status: number): void;
};

type Plan =
  | { kind: 'fail'; code: string }
  | { kind: 'accept'; code: string }
  | { kind: 'http'; status: number };

/**
 * A loopback stand-in for Mitake's SmSend API. It checks what the real one checks (login, number,
 * empty body, duplicate clientid) and is stricter where a mistake would pass silently in
 * production: it insists on CharsetURL=UTF-8, on national-form numbers and on a form-encoded body.
 */
export async function startFakeMitake(credentials: {
  username: string;
  password: string;
}): Promise<FakeMitake> {
  const msgidByClientid = new Map<string, string>();
  let nextMsgid = 1010079522;
  let accountPoint = 100;

  const handle: GatewayHandler<MitakeReceived, Plan> = async (req, res, { received, nextPlan }) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method !== 'POST' || url.pathname !== '/api/mtk/SmSend') {
      res.writeHead(404).end();
      return;
    }
    const raw = await readText(req);
    const plan = nextPlan();
    if (plan?.kind === 'hang') return;
    if (plan?.kind === 'http') {
      res.writeHead(plan.status, { 'content-type': 'text/plain' }).end('Service Unavailable');
      return;
    }

    // Request-level errors come back without the [1] block header.
    const reply = (lines: string[]): void => {
      res
        .writeHead(200, { 'content-type': 'text/plain; charset=utf-8' })
        .end(lines.join('\r\n') + '\r\n');
    };
    const refuse = (code: string): void => reply(['[1]', `statuscode=${code}`]);

    if (url.searchParams.get('CharsetURL')?.toUpperCase() !== 'UTF-8') return refuse('y');
    if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
      return reply(['statuscode=c']);
    }
    const form = new URLSearchParams(raw);
    const username = form.get('username') ?? '';
    const password = form.get('password') ?? '';
    if (!username) return reply(['statuscode=c']);
    if (!password) return reply(['statuscode=d']);
    if (username !== credentials.username || password !== credentials.password) {
      return reply(['statuscode=e']);
    }

    if (plan?.kind === 'fail') return refuse(plan.code);
    const dstaddr = form.get('dstaddr') ?? '';
    const smbody = form.get('smbody') ?? '';
    const clientid = form.get('clientid') ?? undefined;
    if (!/^09\d{8}$/.test(dstaddr)) return refuse('v');
    if (!smbody) return refuse('u');
    if (clientid !== undefined && (clientid.length === 0 || clientid.length > 36)) {
      return refuse('y');
    }

    // Mitake answers a repeated clientid with the first msgid and does not send again.
    const seen = clientid === undefined ? undefined : msgidByClientid.get(clientid);
    if (seen) {
      return reply([
        '[1]',
        `msgid=${seen}`,
        'statuscode=1',
        `AccountPoint=${accountPoint}`,
        'Duplicate=Y',
      ]);
    }
    const msgid = String(nextMsgid++);
    if (clientid !== undefined) msgidByClientid.set(clientid, msgid);
    accountPoint -= 1;
    received.push({ username, dstaddr, smbody, clientid, msgid });
    const statusCode = plan?.kind === 'accept' ? plan.code : '1';
    return reply([
      '[1]',
      `msgid=${msgid}`,
      `statuscode=${statusCode}`,
      `AccountPoint=${accountPoint}`,
    ]);
  };

  const { queue, ...gateway } = await startFakeGateway(handle);

  return {
    ...gateway,
    failNext: (code) => queue({ kind: 'fail', code }),
    acceptNextWith: (code) => queue({ kind: 'accept', code }),
    failNextHttp: (status) => queue({ kind: 'http', status }),
  };
}
