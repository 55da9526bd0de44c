import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { liffErrorText } from '../../../lib/liff/rules';

/** What a LIFF action ended with, as shown under its button. */
export interface LiffActionResult {
  color: 'teal' | 'red' | 'gray';
  text: string;
}

/** Props of {@link LiffActionButton}. */
export interface LiffActionButtonProps {
  label: string;
  /** The LIFF call; what it ended with. A thrown LIFF error shows its zh-TW text. */
  run: () => Promise<LiffActionResult>;
  testId?: string | undefined;
}

/** A button running one LIFF call (share, send), busy while it runs, its outcome below it. */
export function LiffActionButton({ label, run, testId }: LiffActionButtonProps) {
  const [result, setResult] = useState<LiffActionResult | null>(null);
  const [busy, setBusy] = useState(false);

  async function act() {
    setBusy(true);
    setResult(null);
    try {
      setResult(await run());
    } catch (error) {
      setResult({ color: 'red', text: liffErrorText(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="xs">
      <Button variant="light" loading={busy} onClick={() => void act()} data-testid={testId}>
        {label}
      </Button>
      {result && (
        <Alert
          color={result.color}
          variant="light"
          role="status"
          data-testid={testId && `${testId}-result`}
        >
          {result.text}
        </Alert>
      )}
    </Stack>
  );
}
