import { caseNumberPrefix, caseSearchTooLongText, mayMatchOwnerName } from '../../src/domain/caseSearch';
import { caseSearchFromUrl, caseSearchTerm, caseSearchUrl, MAX_CASE_SEARCH_LENGTH } from '../../src/domain/caseSearchUrl';
import { demoUsers } from '../web/support/users';

describe('issue 36: search in cases, the rules both tiers share', () => {
  test('the search is part of the list URL, beside the list\'s own filters, and only what differs from the defaults is written', () => {
    expect(caseSearchUrl('?status=1%2C2%2C3', { term: ' lön  och semester ', sort: 'relevance', page: 1 })).toBe('?status=1%2C2%2C3&sokord=l%C3%B6n+och+semester');
    expect(caseSearchUrl('?sokord=x&traffsida=3&typ=OTHER', { term: 'x', sort: 'date', page: 2 })).toBe('?typ=OTHER&sokord=x&traffordning=datum&traffsida=2');
    expect(caseSearchUrl('?sokord=x&traffordning=datum', { term: '', sort: 'date', page: 4 })).toBe('');
    expect(caseSearchFromUrl('?sokord=l%C3%B6n&traffordning=datum&traffsida=2')).toEqual({ term: 'lön', sort: 'date', page: 2 });
    expect(caseSearchFromUrl('?traffsida=-1&traffordning=x')).toEqual({ term: '', sort: 'relevance', page: 1 });
    expect(caseSearchFromUrl(`?sokord=${'a'.repeat(10_000)}`).term).toHaveLength(MAX_CASE_SEARCH_LENGTH);
  });

  test('a case number is the whole id or at least its first eight characters', () => {
    expect(caseNumberPrefix('2FD8DC8E')).toBe('2fd8dc8e');
    expect(caseNumberPrefix('2fd8dc8e-90b8-40d3-9e09-4fc8b467739a')).toBe('2fd8dc8e-90b8-40d3-9e09-4fc8b467739a');
    expect(caseNumberPrefix('2fd8dc8')).toBeNull();
    expect(caseNumberPrefix('semester')).toBeNull();
    expect(caseNumberPrefix('2fd8dc8e%')).toBeNull();
  });

  test('protected identity name: only the owner, the secretariat and the economists match it', () => {
    const shielded = { id: demoUsers.medlem.id, protectedIdentity: true };
    expect(mayMatchOwnerName(demoUsers.medlem, shielded)).toBe(true);
    expect(mayMatchOwnerName(demoUsers.kanslist, shielded)).toBe(true);
    expect(mayMatchOwnerName(demoUsers.styrelse, shielded)).toBe(false);
    expect(mayMatchOwnerName(demoUsers.styrelse, { ...shielded, protectedIdentity: false })).toBe(true);
  });
});

describe('issue 36: the search term and the case number at their edges', () => {
  test('a term is trimmed and its blanks, of any kind and number, become one space; it is cut at 200 characters', () => {
    expect(caseSearchTerm('\t lön \n\n och  semester  ')).toBe('lön och semester');
    expect(caseSearchFromUrl(`?sokord=${'a'.repeat(199)}%20%20bc`).term).toBe(`${'a'.repeat(199)} `);
    expect(caseSearchTooLongText).toBe('Sökordet får vara högst 200 tecken.');
  });

  test('the hit page is a whole number from 1; the first page and relevance, the defaults, are not written', () => {
    expect(caseSearchFromUrl('?sokord=x&traffsida=2.5').page).toBe(1);
    expect(caseSearchFromUrl('?sokord=x&traffsida=0').page).toBe(1);
    expect(caseSearchFromUrl('?sokord=x&traffsida=1').page).toBe(1);
    expect(caseSearchFromUrl('?sokord=x&traffsida=7').page).toBe(7);
    expect(caseSearchUrl('', { term: 'x', sort: 'relevance', page: 1 })).toBe('?sokord=x');
    expect(caseSearchUrl('', { term: '   ', sort: 'date', page: 2 })).toBe('');
  });

  test('a case number: eight hexadecimal digits first, then only the rest of an id, at most 36 characters in all', () => {
    expect(caseNumberPrefix('2fd8dc8e-90b8')).toBe('2fd8dc8e-90b8');
    expect(caseNumberPrefix('2fd8dc8e90b8')).toBe('2fd8dc8e90b8');
    expect(caseNumberPrefix('2fd8dc8e-90b8-40d3-9e09-4fc8b467739a0')).toBeNull();
    expect(caseNumberPrefix('x2fd8dc8e')).toBeNull();
    expect(caseNumberPrefix('2fd8dc8e-90bx')).toBeNull();
    expect(caseNumberPrefix('2fd8-c8e')).toBeNull();
  });

  test('protected identity name: the economists match it too, whose member search covers every member', () => {
    expect(mayMatchOwnerName(demoUsers.ekonom, { id: demoUsers.medlem.id, protectedIdentity: true })).toBe(true);
  });
});
