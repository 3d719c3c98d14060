import { createOffThreadReader } from './answersOffThread';

/**
 * The page's reader of large answers, with the browser's worker: webpack bundles answerWorker.ts
 * as a script of its own. This module comes with the first read that asks for it (boot.tsx), in
 * the largeAnswers chunk, and the worker's script is fetched then: never by a first screen.
 */
export const browserReader = createOffThreadReader(
  () => new Worker(/* webpackChunkName: "answerWorker" */ new URL('./answerWorker.ts', import.meta.url)),
  document.baseURI,
);
