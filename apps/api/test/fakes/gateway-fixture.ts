import { afterEach, beforeEach } from 'vitest';

/**
 * A fresh fake gateway and a sender pointed at it for each test of the calling `describe`
 * (closed after each); tests read them as `fixture.fake` and `fixture.sender`.
 */
export function withFakeGateway<Fake extends { close(): Promise<void> }, Sender>(
  start: () => Promise<Fake>,
  connect: (fake: Fake) => Sender,
): { fake: Fake; sender: Sender } {
  const fixture = {} as { fake: Fake; sender: Sender };
  beforeEach(async () => {
    fixture.fake = await start();
    fixture.sender = connect(fixture.fake);
  });
  afterEach(() => fixture.fake.close());
  return fixture;
}
