/**
 * Resolves in a later task of the event loop, so that the work after it does not lengthen the
 * current task (a long task blocks input on a phone). A message rather than a timer: timers of a
 * tab in the background are held back for up to a second. (A timer where there is no
 * MessageChannel: jsdom.)
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Resolves once the browser has painted what is in the page now (a frame, then a task after it),
 * or after `ms` where no frame comes (a hidden tab draws none).
 */
export function afterNextPaint(ms = 100): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    if (typeof requestAnimationFrame === 'undefined') return;
    requestAnimationFrame(() => {
      void nextTask().then(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  });
}
