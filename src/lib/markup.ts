/**
 * The small markup of post bodies (issue 9): paragraphs (a blank line between), lists (lines
 * starting with '- ' or '1. '), **bold**, links as [text](address) or a bare address. Never HTML:
 * this parses to plain data that src/ui/Markup.tsx renders as React elements, and a link is a
 * link only to http(s) or mailto; anything else stays text.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'bold'; children: Inline[] }
  | { type: 'link'; href: string; text: string }
  | { type: 'break' };

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] };

const BULLET = /^\s*[-*]\s+/;
const NUMBERED = /^\s*\d+[.)]\s+/;

/** Only these schemes become links; the address must have no spaces or control characters. */
export function safeHref(address: string): string | null {
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f<>"]/.test(address)) return null;
  if (/^https?:\/\/[^/]/i.test(address)) return address;
  if (/^mailto:[^@]+@[^@]+$/i.test(address)) return address;
  return null;
}

export function parseMarkup(source: string): Block[] {
  const blocks: Block[] = [];
  const chunks = source.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/);
  for (const chunk of chunks) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    if (lines.length === 0) continue;
    if (lines.every((line) => BULLET.test(line))) {
      blocks.push({ type: 'list', ordered: false, items: lines.map((line) => parseInline(line.replace(BULLET, ''))) });
    } else if (lines.every((line) => NUMBERED.test(line))) {
      blocks.push({ type: 'list', ordered: true, items: lines.map((line) => parseInline(line.replace(NUMBERED, ''))) });
    } else {
      const children: Inline[] = [];
      lines.forEach((line, index) => {
        if (index > 0) children.push({ type: 'break' });
        children.push(...parseInline(line.trim()));
      });
      blocks.push({ type: 'paragraph', children });
    }
  }
  return blocks;
}

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)|(https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"])/gi;

function parseLinks(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const index = match.index ?? 0;
    const href = safeHref(match[2] ?? match[3]);
    if (!href) continue;
    if (index > last) out.push({ type: 'text', text: text.slice(last, index) });
    out.push({ type: 'link', href, text: match[1] ?? match[3] });
    last = index + match[0].length;
  }
  if (last < text.length) out.push({ type: 'text', text: text.slice(last) });
  return out;
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const parts = text.split(/(\*\*[^*\n]+\*\*)/);
  for (const part of parts) {
    if (part === '') continue;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4) out.push({ type: 'bold', children: parseLinks(part.slice(2, -2)) });
    else out.push(...parseLinks(part));
  }
  return mergeText(out);
}

function mergeText(items: Inline[]): Inline[] {
  const out: Inline[] = [];
  for (const item of items) {
    const previous = out[out.length - 1];
    if (item.type === 'text' && previous?.type === 'text') previous.text += item.text;
    else out.push(item);
  }
  return out;
}

/** The text without markup, for previews and search. */
export function plainText(source: string): string {
  const flat = (items: Inline[]): string => items.map((i) => (i.type === 'text' ? i.text : i.type === 'bold' ? flat(i.children) : i.type === 'link' ? i.text : ' ')).join('');
  return parseMarkup(source).map((b) => (b.type === 'paragraph' ? flat(b.children) : b.items.map(flat).join(' '))).join(' ');
}
