import { parseMarkup, plainText, safeHref } from '../../../src/lib/markup';

describe('post body markup: paragraphs, lists, bold, links, never HTML', () => {
  it('splits paragraphs on blank lines and keeps single line breaks', () => {
    expect(parseMarkup('Första raden\nandra raden\n\nNytt stycke')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'Första raden' }, { type: 'break' }, { type: 'text', text: 'andra raden' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'Nytt stycke' }] },
    ]);
  });

  it('makes bullet and numbered lists', () => {
    expect(parseMarkup('- ett\n- två')).toEqual([{ type: 'list', ordered: false, items: [[{ type: 'text', text: 'ett' }], [{ type: 'text', text: 'två' }]] }]);
    expect(parseMarkup('1. ett\n2. två')[0]).toMatchObject({ type: 'list', ordered: true });
  });

  it('bold and links, with links only to http(s) and mailto', () => {
    expect(parseMarkup('**Viktigt:** läs [mer](https://example.org/a) eller mejla [oss](mailto:info@example.org)')[0]).toEqual({
      type: 'paragraph',
      children: [
        { type: 'bold', children: [{ type: 'text', text: 'Viktigt:' }] },
        { type: 'text', text: ' läs ' },
        { type: 'link', href: 'https://example.org/a', text: 'mer' },
        { type: 'text', text: ' eller mejla ' },
        { type: 'link', href: 'mailto:info@example.org', text: 'oss' },
      ],
    });
    expect(parseMarkup('Se https://example.org/sida.')[0]).toEqual({
      type: 'paragraph', children: [{ type: 'text', text: 'Se ' }, { type: 'link', href: 'https://example.org/sida', text: 'https://example.org/sida' }, { type: 'text', text: '.' }],
    });
  });

  it('a javascript:, data: or relative link stays text, and HTML is only text', () => {
    for (const evil of ['[klicka](javascript:alert(1))', '[x](data:text/html,hej)', '[x](/admin)', '<img src=x onerror=alert(1)>']) {
      const [block] = parseMarkup(evil);
      expect(block.type).toBe('paragraph');
      if (block.type === 'paragraph') expect(block.children.every((c) => c.type === 'text')).toBe(true);
    }
    expect(safeHref('JAVASCRIPT:alert(1)')).toBeNull();
    expect(safeHref('https://ok.example/\u0000')).toBeNull();
  });

  it('plainText drops the markup', () => {
    expect(plainText('**Hej** [där](https://e.org)\n\n- a')).toBe('Hej där a');
  });
});
