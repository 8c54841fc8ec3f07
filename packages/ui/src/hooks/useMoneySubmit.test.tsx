// @vitest-environment happy-dom
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useMoneySubmit, type SendResult } from './useMoneySubmit';

/** A send whose answers the test gives by hand, one per call, in order. */
function handSend() {
  const calls: { args: string; key: string; answer: (r: SendResult<string>) => void }[] = [];
  const send = vi.fn(
    (args: string, key: string) =>
      new Promise<SendResult<string>>((answer) => calls.push({ args, key, answer })),
  );
  return { send, calls };
}

const NO_ANSWER = { error: { kind: 'network' } };

describe('useMoneySubmit', () => {
  it('sends nothing for a second submit while one is on its way', async () => {
    const { send, calls } = handSend();
    const { result } = renderHook(() => useMoneySubmit(send));
    let first!: Promise<string | null>;
    let second!: Promise<string | null>;
    act(() => {
      first = result.current.submit('a');
    });
    expect(result.current.sending).toBe(true);
    await act(async () => {
      second = result.current.submit('b');
      expect(await second).toBeNull();
    });
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => {
      calls[0]!.answer({ data: 'done' });
      expect(await first).toBe('done');
    });
    expect(result.current.sending).toBe(false);
    // Once answered, the next submit is sent again, as a new attempt with a new key.
    await act(async () => {
      const third = result.current.submit('c');
      calls[1]!.answer({ data: 'again' });
      expect(await third).toBe('again');
    });
    expect(send).toHaveBeenCalledTimes(2);
    expect(calls[1]!.key).not.toBe(calls[0]!.key);
  });

  it('leaves the outcome unknown without an answer and retries the same arguments and key', async () => {
    const { send, calls } = handSend();
    const onAnswer = vi.fn();
    const { result } = renderHook(() => useMoneySubmit(send, { onAnswer }));
    await act(async () => {
      const first = result.current.submit('a');
      calls[0]!.answer(NO_ANSWER);
      expect(await first).toBeNull();
    });
    expect(result.current.outcomeUnknown).toBe(true);
    expect(onAnswer).not.toHaveBeenCalled();
    await act(async () => {
      const again = result.current.retry();
      calls[1]!.answer({ data: 'done' });
      expect(await again).toBe('done');
    });
    expect(calls[1]!.args).toBe('a');
    expect(calls[1]!.key).toBe(calls[0]!.key);
    expect(result.current.outcomeUnknown).toBe(false);
    expect(onAnswer).toHaveBeenCalledWith('done');
  });

  it('sends nothing for a retry while the retried call is on its way', async () => {
    const { send, calls } = handSend();
    const { result } = renderHook(() => useMoneySubmit(send));
    await act(async () => {
      const first = result.current.submit('a');
      calls[0]!.answer(NO_ANSWER);
      await first;
    });
    await act(async () => {
      const retried = result.current.retry();
      expect(await result.current.retry()).toBeNull();
      calls[1]!.answer({ data: 'done' });
      await retried;
    });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('reads a refusal out at once, in the server words, in the assertive live region', async () => {
    const { send, calls } = handSend();
    const { result } = renderHook(() => useMoneySubmit(send));
    await act(async () => {
      const first = result.current.submit('a');
      calls[0]!.answer({ error: { kind: 'refused', code: 1, msg: 'Wrong payment password' } });
      expect(await first).toBeNull();
    });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Wrong payment password'),
    );
    expect(screen.getByRole('alert').dataset.testid).toBe('live-region-assertive');
    // No answer at all is not a refusal: the unknown-outcome notice says that one.
    expect(result.current.outcomeUnknown).toBe(false);
  });
});
