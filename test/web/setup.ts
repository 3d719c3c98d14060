import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router needs them.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

/**
 * Web tests run with zero console noise: RTK's serializability and immutability checks, React
 * and the app itself report problems through console.error/warn, so any such call fails the
 * test. A test that expects a log spies on console itself (jest.spyOn(console, 'warn')...).
 */
const original = { error: console.error, warn: console.warn };
let problems: string[] = [];
/** RTK's timing hint ("…Middleware took 2476ms…") says how busy the machine is, not that the state is wrong. */
const timingHint = /Middleware took \d+ms, which is more than the warning threshold/;

beforeEach(() => {
  problems = [];
  console.error = (...args: unknown[]) => { problems.push(`console.error: ${args.map(String).join(' ')}`); };
  console.warn = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (!timingHint.test(text)) problems.push(`console.warn: ${text}`);
  };
});

afterEach(() => {
  console.error = original.error;
  console.warn = original.warn;
  if (problems.length > 0) throw new Error(`Unexpected console output:\n${problems.join('\n')}`);
});

// jsdom has <dialog> but not its modal methods.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) { this.setAttribute('open', ''); };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom has no fetch Request; the memory router makes one per navigation (its url and signal only).
if (typeof globalThis.Request === 'undefined') {
  class NavigationRequest {
    readonly url: string;
    readonly signal: AbortSignal | undefined;
    readonly method: string;
    constructor(url: string | URL, init: { signal?: AbortSignal; method?: string } = {}) {
      this.url = String(url);
      this.signal = init.signal;
      this.method = init.method ?? 'GET';
    }
  }
  Object.assign(globalThis, { Request: NavigationRequest });
}
