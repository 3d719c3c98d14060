import { readAnswer, type AnswerMessage, type AnswerRequest } from './answerInWorker';

/** The worker that fetches and parses large answers off the page's main thread (answerInWorker.ts). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<AnswerRequest>) => void) | null;
  postMessage(message: AnswerMessage): void;
};
scope.onmessage = (event) => {
  void readAnswer(event.data, (url, init) => fetch(url, init), (message) => scope.postMessage(message));
};
