import { afterPaint } from './name-reader';

/** The browser's frames, drawn one at a time by the test. */
function frames() {
  const waiting = new Map<number, FrameRequestCallback>();
  let next = 1;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    waiting.set(next, callback);
    return next++;
  });
  return {
    draw() {
      const due = [...waiting.values()];
      waiting.clear();
      for (const callback of due) callback(performance.now());
    },
  };
}

const aTask = () => new Promise((resolve) => setTimeout(resolve));

describe('names kept until the frame being prepared is painted', () => {
  it('runs in a task after the next frame, not in the frame it follows', async () => {
    const browser = frames();
    const run = vi.fn();
    afterPaint(run);
    // The frame being prepared (the first rows): drawn, and the task after it, still nothing.
    browser.draw();
    await aTask();
    expect(run).not.toHaveBeenCalled();
    // The next frame comes only once that one is shown: then a task.
    browser.draw();
    expect(run).not.toHaveBeenCalled();
    await aTask();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs in a task in a tab in the background, which paints no frame', async () => {
    frames();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const run = vi.fn();
    afterPaint(run);
    await aTask();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
