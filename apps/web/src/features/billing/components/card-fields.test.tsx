import { act, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BillingTestApp, fromFrame, stubApi } from '../../../lib/billing/test-billing';
import { CardFields, type CardFieldsHandle } from './card-fields';

afterEach(() => vi.unstubAllGlobals());

const SETUP = 'GET /v1/card-gateway/setup';

async function renderFields() {
  stubApi({
    [SETUP]: { body: { data: { kind: 'FAKE', fieldsUrl: '/v1/card-gateway/fake/fields' } } },
  });
  const ref = createRef<CardFieldsHandle>();
  const onStateChange = vi.fn();
  render(
    <BillingTestApp>
      <CardFields ref={ref} onStateChange={onStateChange} />
    </BillingTestApp>,
  );
  expect(screen.getByRole('status', { name: '載入信用卡欄位' })).toBeInTheDocument();
  const frame = (await screen.findByTitle('信用卡資料')) as HTMLIFrameElement;
  const posted = vi.spyOn(frame.contentWindow!, 'postMessage');
  return { ref, onStateChange, frame, posted };
}

describe('CardFields (the fake gateway frame)', () => {
  it("frames the fake's card page on our origin", async () => {
    const { frame } = await renderFields();
    expect(frame.getAttribute('src')).toBe(
      `/v1/card-gateway/fake/fields?origin=${encodeURIComponent(window.location.origin)}`,
    );
  });

  it("passes on whether the frame's fields are complete, only from the frame itself", async () => {
    const { frame, onStateChange } = await renderFields();
    fromFrame(frame, { type: 'haoyue-card-state', canGetPrime: true });
    expect(onStateChange).toHaveBeenLastCalledWith(true);
    // Another origin, or another window, is not the card page.
    fromFrame(frame, { type: 'haoyue-card-state', canGetPrime: false }, 'https://evil.example');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'haoyue-card-state', canGetPrime: false },
          origin: window.location.origin,
          source: window,
        }),
      );
    });
    expect(onStateChange).toHaveBeenCalledTimes(1);
    fromFrame(frame, { type: 'haoyue-card-state', canGetPrime: false });
    expect(onStateChange).toHaveBeenLastCalledWith(false);
  });

  it('asks the frame for a prime and answers what it posts back', async () => {
    const { frame, ref, posted } = await renderFields();
    fromFrame(frame, { type: 'haoyue-card-state', canGetPrime: true });
    const prime = ref.current!.getPrime();
    await waitFor(() =>
      expect(posted).toHaveBeenCalledWith(
        { type: 'haoyue-card-get-prime' },
        window.location.origin,
      ),
    );
    fromFrame(frame, {
      type: 'haoyue-card-prime',
      prime: 'prm_1',
      lastFour: '4242',
      brand: 'VISA',
    });
    await expect(prime).resolves.toEqual({ prime: 'prm_1', lastFour: '4242', brand: 'VISA' });
  });

  it("rejects with the frame's message, or at once while the card is incomplete", async () => {
    const { frame, ref, posted } = await renderFields();
    await expect(ref.current!.getPrime()).rejects.toThrow('請先填寫完整的信用卡資料');
    expect(posted).not.toHaveBeenCalled();
    fromFrame(frame, { type: 'haoyue-card-state', canGetPrime: true });
    const prime = ref.current!.getPrime();
    fromFrame(frame, { type: 'haoyue-card-error', message: '卡號有誤' });
    await expect(prime).rejects.toThrow('卡號有誤');
  });
});
