/**
 * Resolves in a new task of the browser's event loop (a posted message: no 4 ms timer clamp), so the
 * work that follows is not added to the current task (issue 33: on a phone, every task over 50 ms
 * blocks input; two short ones do not).
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
