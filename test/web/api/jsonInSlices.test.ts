import fc from 'fast-check';
import { parseJsonInSlices } from '../../../src/api/jsonInSlices';

/** `{"<key>":[` one element per line `],…}`: the server's case-list layout (server/cases/list/encoding.ts). */
const inLines = (key: string, elements: unknown[], rest: Record<string, unknown>) => {
  const tail = JSON.stringify(rest).slice(1);
  return `{${JSON.stringify(key)}:[\n${elements.map((e) => JSON.stringify(e)).join(',\n')}\n]${tail === '}' ? '}' : `,${tail}`}`;
};

const counting = () => {
  const tasks = { count: 0 };
  return { tasks, nextTask: async () => { tasks.count += 1; } };
};

const json = fc.jsonValue();
const element = fc.oneof(fc.object(), fc.array(json, { maxLength: 3 }), json);

describe('parseJsonInSlices (issue 38: a large list parsed a slice per task)', () => {
  it('reads a list laid out one element per line exactly as JSON.parse does, whatever the slice size', async () => {
    await fc.assert(fc.asyncProperty(
      fc.string({ minLength: 1, maxLength: 8 }).filter((k) => !/["\\]/.test(k)), fc.array(element, { maxLength: 30 }),
      fc.dictionary(fc.string({ maxLength: 6 }), json, { maxKeys: 3 }), fc.integer({ min: 1, max: 400 }),
      async (key, elements, rest, sliceChars) => {
        const { [key]: _shadowed, ...others } = rest;
        const text = inLines(key, elements, others);
        expect(await parseJsonInSlices(text, sliceChars, async () => undefined)).toEqual(JSON.parse(text));
      },
    ), { numRuns: 300 });
  });

  it('parses a long list in several tasks: one per slice of lines, none after the last', async () => {
    const cases = Array.from({ length: 100 }, (_, i) => ({ id: `case-${i}`, title: `Ärende ${i}` }));
    const text = inLines('cases', cases, { cursor: 'v1' });
    const { tasks, nextTask } = counting();
    const parsed = await parseJsonInSlices(text, Math.ceil(text.length / 4), nextTask);
    expect(parsed).toEqual({ cases, cursor: 'v1' });
    expect(tasks.count).toBe(3);
  });

  it('parses any other layout whole, as JSON.parse does (pretty-printed, compact, not an object)', async () => {
    await fc.assert(fc.asyncProperty(json, fc.constantFrom(undefined, 1, 2, '\t'), async (value, indent) => {
      const text = JSON.stringify(value, null, indent);
      const { tasks, nextTask } = counting();
      expect(await parseJsonInSlices(text, 5, nextTask)).toEqual(JSON.parse(text));
      if (indent === undefined) expect(tasks.count).toBe(0);
    }), { numRuns: 300 });
  });

  it('an element written over several lines is parsed whole, never split into two', async () => {
    const text = '{"cases":[\n{"a":[1,\n2]},\n{"b":2}\n],"n":1}';
    expect(await parseJsonInSlices(text, 1, async () => undefined)).toEqual({ cases: [{ a: [1, 2] }, { b: 2 }], n: 1 });
  });

  it('a text that is no JSON fails as JSON.parse fails', async () => {
    await expect(parseJsonInSlices('{"cases":[\n{"a":1},\n{"b":\n]}', 4, async () => undefined)).rejects.toThrow(SyntaxError);
  });
});
