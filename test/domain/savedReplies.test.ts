import { board, economist, ids, kanslist, member, nationalBoard, representative, user } from './caseFixtures';
import { caseNumberOf, fillSavedReply, firstNameOf, insertSavedReply, matchingSavedReplies, savedReplyProblems } from '../../src/domain/savedReplies';
import { mayUseSavedReplies, savedReplyUnitOf, savedReplyUnits } from '../../src/domain/savedReplyUnits';

describe('saved replies: whose they are (issue 36)', () => {
  const keys = (u: Parameters<typeof savedReplyUnits>[0]) => savedReplyUnits(u).map((unit) => `${unit.key}${unit.mayEdit ? '' : ' (läsa)'}`);

  it('a member without a handling role has no saved replies', () => {
    expect(mayUseSavedReplies(member)).toBe(false);
    expect(savedReplyUnits(member)).toEqual([]);
  });

  it("every kanslist reads the secretariat's replies; only those with canManageSecretariat keep them", () => {
    expect(keys(kanslist)).toEqual([`personal:${kanslist.id}`, 'secretariat (läsa)']);
    expect(keys({ ...kanslist, canManageSecretariat: true })).toEqual([`personal:${kanslist.id}`, 'secretariat']);
  });

  it("a board member keeps their board's replies, and no other association's", () => {
    expect(keys(board)).toEqual([`personal:${board.id}`, `association:${ids.stockholm}`]);
    expect(keys(nationalBoard)).toEqual([`personal:${nationalBoard.id}`, `association:${ids.skolpsykologer}`]);
  });

  it('a board member who has not accepted the GDPR information has only their own (spec §1)', () => {
    expect(keys({ ...board, awaitsGdprConsent: true })).toEqual([`personal:${board.id}`]);
  });

  it('economists and workplace representatives have their own replies only', () => {
    expect(keys(economist)).toEqual([`personal:${economist.id}`]);
    expect(keys(representative)).toEqual([`personal:${representative.id}`]);
  });

  it('each unit by its name as the user sees it: their own, the secretariat\'s, the board\'s with its association', () => {
    expect(savedReplyUnits({ ...kanslist, canManageSecretariat: true })).toEqual([
      { key: `personal:${kanslist.id}`, name: 'Mina egna', mayEdit: true }, { key: 'secretariat', name: 'Kansliet', mayEdit: true },
    ]);
    expect(savedReplyUnits(board)).toEqual([
      { key: `personal:${board.id}`, name: 'Mina egna', mayEdit: true },
      { key: `association:${ids.stockholm}`, name: 'Styrelsen, Psykologföreningen i Region Stockholm', mayEdit: true },
    ]);
    expect(savedReplyUnitOf(board, `association:${ids.stockholm}`)?.name).toBe('Styrelsen, Psykologföreningen i Region Stockholm');
  });

  it("a unit that is not the user's is not found: a reply never reaches another unit", () => {
    expect(savedReplyUnitOf(kanslist, `association:${ids.stockholm}`)).toBeNull();
    expect(savedReplyUnitOf(board, 'secretariat')).toBeNull();
    expect(savedReplyUnitOf(economist, `personal:${kanslist.id}`)).toBeNull();
    expect(savedReplyUnitOf(user({ id: 'x' }), 'personal:x')).toBeNull();
  });
});

describe('saved replies: inserting one', () => {
  const values = { memberFirstName: 'Anna', caseNumber: '3f2a91c0', handlerName: 'Lena Ekström' };

  it("the placeholders become the member's first name, the case number and the handler's name, each time they occur", () => {
    expect(fillSavedReply('Hej {förnamn}! Ärende {ärendenummer}. {förnamn}, hör av dig. /{handläggare}', values))
      .toBe('Hej Anna! Ärende 3f2a91c0. Anna, hör av dig. /Lena Ekström');
  });

  it('markup and unknown codes stay as the text they are', () => {
    expect(fillSavedReply('<b>{namn}</b> {förnamn}', values)).toBe('<b>{namn}</b> Anna');
  });

  it('a reply goes after what is written, on a paragraph of its own; into an empty draft as it is', () => {
    expect(insertSavedReply('', 'Mall')).toBe('Mall');
    expect(insertSavedReply('  \n', 'Mall')).toBe('Mall');
    expect(insertSavedReply('Hej!\n', 'Mall')).toBe('Hej!\n\nMall');
  });

  it('only the whitespace at the end of the draft gives way to the paragraph break', () => {
    expect(insertSavedReply('Hej Anna,\n\nTack för ditt meddelande. \t\n', 'Mall')).toBe('Hej Anna,\n\nTack för ditt meddelande.\n\nMall');
  });

  it("the first name is the name's first word; the case number the id's first eight characters", () => {
    expect(firstNameOf('  Anna  Lindqvist ')).toBe('Anna');
    expect(caseNumberOf('3f2a91c0-1111-4000-8000-000000000000')).toBe('3f2a91c0');
  });

  it('the search finds replies holding every word typed, in title or text, whatever the case', () => {
    const replies = [{ title: 'Lönesamtal', body: 'Inför samtalet' }, { title: 'Semester', body: 'Om semesterlagen och lön' }];
    expect(matchingSavedReplies(replies, '').map((r) => r.title)).toEqual(['Lönesamtal', 'Semester']);
    expect(matchingSavedReplies(replies, 'LÖN').map((r) => r.title)).toEqual(['Lönesamtal', 'Semester']);
    expect(matchingSavedReplies(replies, 'lön semester').map((r) => r.title)).toEqual(['Semester']);
    expect(matchingSavedReplies(replies, 'lon')).toEqual([]);
  });
});

describe('saved replies: what is refused', () => {
  it('a title is required and at most 120 characters; a text is required and at most 5000', () => {
    expect(savedReplyProblems({ title: ' ', body: '\n' })).toEqual({ title: 'TITLE_REQUIRED', body: 'BODY_REQUIRED' });
    expect(savedReplyProblems({ title: 'x'.repeat(121), body: 'y'.repeat(5001) })).toEqual({ title: 'TITLE_TOO_LONG', body: 'BODY_TOO_LONG' });
    expect(savedReplyProblems({ title: 'x'.repeat(120), body: 'y'.repeat(5000) })).toEqual({});
  });

  it('the title is measured without its surrounding spaces, the text as written', () => {
    expect(savedReplyProblems({ title: `  ${'x'.repeat(120)}  `, body: 'y' })).toEqual({});
    expect(savedReplyProblems({ title: 'Rubrik', body: `${'y'.repeat(5000)} ` })).toEqual({ body: 'BODY_TOO_LONG' });
  });
});
