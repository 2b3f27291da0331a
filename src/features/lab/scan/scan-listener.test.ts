import { afterEach, expect, it, vi } from 'vitest';
import { startScanListener } from './scan-listener';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

/** Keys as a browser sends them to `target`, `gap` ms apart: keydown, then the text lands. */
function keys(target: HTMLInputElement, text: string, gap: number, start = 1000) {
  let time = start;
  for (const key of [...text.split(''), 'Enter']) {
    time += gap;
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'timeStamp', { value: time });
    const typed = target.dispatchEvent(event);
    if (typed && key !== 'Enter') target.value += key;
  }
}

it('hands a fast code ending with Enter to the app, and keeps it out of the focused input', () => {
  const onScan = vi.fn();
  stop = startScanListener(onScan);
  const input = document.createElement('input');
  document.body.append(input);
  input.value = '5.';
  keys(input, 'res-000123', 6);
  expect(onScan).toHaveBeenCalledWith('res-000123');
  expect(input.value).toBe('5.');
  input.remove();
});

it('leaves typing by hand to the input, Enter included', () => {
  const onScan = vi.fn();
  stop = startScanListener(onScan);
  const input = document.createElement('input');
  document.body.append(input);
  const enter = vi.fn();
  input.addEventListener('keydown', (e) => e.key === 'Enter' && enter());
  keys(input, 'res-000123', 110);
  expect(onScan).not.toHaveBeenCalled();
  expect(input.value).toBe('res-000123');
  expect(enter).toHaveBeenCalledOnce();
  input.remove();
});
