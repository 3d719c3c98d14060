/**
 * An answer's body as the portal reads it, on the page (http.ts) and in the worker of large answers
 * (answerInWorker.ts): none for 204 and 304 or an empty text, JSON where it parses, else the text.
 */
export async function answerBody(status: number, text: () => Promise<string>): Promise<unknown> {
  if (status === 204 || status === 304) return null;
  const body = await text();
  if (body === '') return null;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}
