import {
  EXTRACT_KEEP_DAYS, extractExpiresAt, extractRequestRefusal, mayDownloadExtract, mayOrderExtractByLetter, safeFileName, uniqueNames,
} from '../../src/domain/registerExtract';
import { board, ids, kanslist, member, user } from './caseFixtures';

/** Issue 37, the register extract ('Mina uppgifter'). */
const management = user({ id: 'u-chief', isKanslist: true, canManageSecretariat: true });
const placementOf = (id: string, over: { organisationIds?: string[]; protectedIdentity?: boolean } = {}) => ({
  id, organisationIds: [ids.stockholm], workAssociationId: null, workplaceId: null, protectedIdentity: false, ...over,
});

describe('an extract is kept 7 days after it is ready', () => {
  it('expires exactly EXTRACT_KEEP_DAYS days later', () => {
    expect(EXTRACT_KEEP_DAYS).toBe(7);
    expect(extractExpiresAt(new Date('2026-11-16T08:30:00Z')).toISOString()).toBe('2026-11-23T08:30:00.000Z');
  });
});

describe('who may have an extract made', () => {
  it('the member themself, whoever they are', () => {
    expect(extractRequestRefusal(member, placementOf(member.id, { protectedIdentity: true }))).toBeNull();
  });
  it('for another member the secretariat\'s management only, by letter', () => {
    expect(extractRequestRefusal(management, placementOf('u-other'))).toBeNull();
    expect(extractRequestRefusal(kanslist, placementOf('u-other'))).toBe('EXTRACT_NOT_ALLOWED');
    expect(extractRequestRefusal(board, placementOf('u-other'))).toBe('EXTRACT_NOT_ALLOWED');
  });
  it('a member the actor does not reach is not found', () => {
    expect(extractRequestRefusal(member, placementOf('u-other'))).toBe('MEMBER_NOT_FOUND');
    expect(extractRequestRefusal({ ...board, canManageSecretariat: true }, placementOf('u-other', { organisationIds: [ids.gotland] }))).toBe('MEMBER_NOT_FOUND');
  });
});

describe('mayOrderExtractByLetter: the member page\'s extract by letter', () => {
  it('the secretariat\'s management, for another member', () => expect(mayOrderExtractByLetter(management, member.id)).toBe(true));
  it('not a kanslist without the management, nor a board member', () => {
    expect(mayOrderExtractByLetter(kanslist, member.id)).toBe(false);
    expect(mayOrderExtractByLetter(board, member.id)).toBe(false);
  });
  it('never for oneself: one\'s own is asked for on the profile', () => expect(mayOrderExtractByLetter(management, management.id)).toBe(false));
});

describe('who may download an extract', () => {
  it('its member, by letter or not', () => {
    expect(mayDownloadExtract(member, { userId: member.id, byLetter: false })).toBe(true);
    expect(mayDownloadExtract(member, { userId: member.id, byLetter: true })).toBe(true);
  });
  it('the secretariat\'s management one made by letter, not one the member asked for', () => {
    expect(mayDownloadExtract(management, { userId: member.id, byLetter: true })).toBe(true);
    expect(mayDownloadExtract(management, { userId: member.id, byLetter: false })).toBe(false);
  });
  it('nobody else', () => {
    expect(mayDownloadExtract(kanslist, { userId: member.id, byLetter: true })).toBe(false);
  });
});

describe('file names in the zip are safe', () => {
  it('no folders, control characters or characters a file system refuses', () => {
    expect(safeFileName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(safeFileName('a\\b:c*d?e"f<g>h|i\u0000\u001f\u007fj.pdf')).toBe('a_b_c_d_e_f_g_h_i_j.pdf');
  });
  it('no leading dots or blanks, no trailing dots or blanks', () => {
    expect(safeFileName(' ..dold.txt. ')).toBe('dold.txt');
  });
  it('an empty name becomes "fil"', () => {
    expect(safeFileName('')).toBe('fil');
    expect(safeFileName('...')).toBe('fil');
  });
  it('the same letters, composed (NFC)', () => {
    expect(safeFileName('A\u030Ar.txt')).toBe('\u00C5r.txt');
  });
  it('at most 100 characters, the extension kept', () => {
    const long = safeFileName(`${'x'.repeat(150)}.pdf`);
    expect(long).toHaveLength(100);
    expect(long).toBe(`${'x'.repeat(96)}.pdf`);
    expect(safeFileName('y'.repeat(100))).toBe('y'.repeat(100));
  });
  it('a long "extension" (more than ten characters with its dot) is not kept', () => {
    expect(safeFileName(`${'x'.repeat(95)}.${'e'.repeat(10)}`)).toBe(`${'x'.repeat(95)}.${'e'.repeat(4)}`);
    expect(safeFileName(`${'x'.repeat(95)}.${'e'.repeat(9)}`)).toBe(`${'x'.repeat(90)}.${'e'.repeat(9)}`);
  });
  it('a name of more than 100 characters without a dot is cut', () => {
    expect(safeFileName('z'.repeat(101))).toBe('z'.repeat(100));
  });
});

describe('names in the zip are distinct', () => {
  it('a repeated name gets (2), (3) before its extension, whatever the case of its letters', () => {
    expect(uniqueNames(['intyg.pdf', 'Intyg.pdf', 'intyg.pdf', 'annat.pdf'])).toEqual(['intyg.pdf', 'Intyg (2).pdf', 'intyg (3).pdf', 'annat.pdf']);
  });
  it('a name without extension is numbered at its end', () => {
    expect(uniqueNames(['README', 'README'])).toEqual(['README', 'README (2)']);
  });
  it('names are made safe first', () => {
    expect(uniqueNames(['a/b.txt', 'a:b.txt'])).toEqual(['a_b.txt', 'a_b (2).txt']);
  });
});
