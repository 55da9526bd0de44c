import { randomBytes } from 'node:crypto';
import {
  type FakeGateway,
  type GatewayHandler,
  readText,
  startFakeGateway,
} from './loopback-server';

/** A message the fake Twilio accepted, fields exactly as posted (with their `whatsapp:` prefix). */
export type TwilioReceived = {
  /** The account the Basic credentials authenticated as. */
  accountSid: string;
  from: string;
  to: string;
  body: string;
  sid: string;
};

export type FakeTwilio = FakeGateway<TwilioReceived> & {
  /** Refuse the next message with this Twilio error code (HTTP 400 unless told otherwise). */
  failNext(code: number, options?: { status?: number; message?: string }): void;
};

type Plan = { kind: 'fail'; code: number; status: number; message: string };

const MESSAGES_PATH = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;

/**
 * A loopback stand-in for Twilio's Messages API: Basic auth, the required-field checks and error
 * bodies of the real one, and the rule that WhatsApp From and To must both carry `whatsapp:`.
 */
export async function startFakeTwilio(credentials: {
  accountSid: string;
  authToken: string;
}): Promise<FakeTwilio> {
  const handle: GatewayHandler<TwilioReceived, Plan> = async (req, res, { received, nextPlan }) => {
    const json = (status: number, payload: object): void => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    };
    const error = (status: number, code: number, message: string): void =>
      json(status, {
        code,
        message,
        more_info: `https://www.twilio.com/docs/errors/${code}`,
        status,
      });

    const raw = await readText(req);
    if (!basicAuthMatches(req.headers.authorization, credentials)) {
      return error(401, 20003, 'Authenticate');
    }
    const path = MESSAGES_PATH.exec(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    if (!path || path[1] !== credentials.accountSid) {
      return error(404, 20404, `The requested resource ${req.url ?? ''} was not found`);
    }
    if (req.method !== 'POST') return error(405, 20004, 'Method not allowed');

    const plan = nextPlan();
    if (plan?.kind === 'hang') return;
    if (plan?.kind === 'fail') return error(plan.status, plan.code, plan.message);

    const form = String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')
      ? new URLSearchParams(raw)
      : new URLSearchParams();
    const to = form.get('To') ?? '';
    const from = form.get('From') ?? '';
    const body = form.get('Body') ?? '';
    if (!to) return error(400, 21604, "A 'To' phone number is required.");
    if (!from) return error(400, 21603, "A 'From' phone number is required.");
    if (!body) return error(400, 21602, 'Message body is required.');
    if (to.startsWith('whatsapp:') !== from.startsWith('whatsapp:')) {
      return error(
        400,
        21910,
        'Invalid From and To pair. From and To should be of the same channel',
      );
    }
    if (!/^(whatsapp:)?\+[1-9]\d{6,14}$/.test(to)) {
      return error(400, 21211, `Invalid 'To' Phone Number: ${to}`);
    }

    const sid = `SM${randomBytes(16).toString('hex')}`;
    received.push({ accountSid: credentials.accountSid, from, to, body, sid });
    return json(201, {
      sid,
      account_sid: credentials.accountSid,
      from,
      to,
      body,
      status: 'queued',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      num_segments: '1',
      error_code: null,
      error_message: null,
      date_created: new Date().toUTCString(),
      uri: `/2010-04-01/Accounts/${credentials.accountSid}/Messages/${sid}.json`,
    });
  };

  const { queue, ...gateway } = await startFakeGateway(handle);

  return {
    ...gateway,
    failNext: (code, options = {}) =>
      queue({
        kind: 'fail',
        code,
        status: options.status ?? 400,
        message: options.message ?? `Fake failure ${code}`,
      }),
  };
}

function basicAuthMatches(
  header: string | undefined,
  credentials: { accountSid: string; authToken: string },
): boolean {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  return decoded === `${credentials.accountSid}:${credentials.authToken}`;
}
