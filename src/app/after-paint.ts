/**
 * Runs `run` in a task once the frame being prepared has been painted: an animation frame just
 * before it, a second one, which comes only once the first frame is drawn, then a task. The work
 * it starts (names' requests, the rest of a page's rows) neither delays that paint nor runs
 * before it is shown. A tab in the background paints no frame: a task stands in. Returns a
 * cancel.
 */
export function afterPaint(run: () => void): () => void {
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame === 'function' && document.visibilityState !== 'hidden')
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        frame = undefined;
        timer = setTimeout(run);
      });
    });
  else timer = setTimeout(run);
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
