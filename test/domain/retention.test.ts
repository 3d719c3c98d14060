import {
  DEFAULT_CASE_RETENTION_DAYS, DEFAULT_NOTICE_RETENTION_DAYS, erasableFrom, erasureCutoff, erasureDate, isDueForErasure, mayHoldCase,
} from '../../src/domain/retention';
import { CaseStatus } from '../../src/domain/caseStatus';

/** Issue 37, retention (Gallring): the rule the nightly job and the case page share. */
const closedAt = new Date('2026-03-10T10:00:00.000Z');
const closed = { status: CaseStatus.CLOSED, closedAt, legalHold: false };

describe('issue 37: a closed case is erased CASE_RETENTION_DAYS after it closed (erasureDate, isDueForErasure)', () => {
  test('the defaults: cases three years (1095 days), sent notices 90 days', () => {
    expect([DEFAULT_CASE_RETENTION_DAYS, DEFAULT_NOTICE_RETENTION_DAYS]).toEqual([1095, 90]);
  });

  test('the erase date is the closing time plus the period, in calendar days (a leap day counts as a day)', () => {
    expect(erasureDate(closed, 1095)).toEqual(new Date('2029-03-09T10:00:00.000Z'));
    expect(erasableFrom('2026-01-10T10:00:00.000Z', 30)).toEqual(new Date('2026-02-09T10:00:00.000Z'));
  });

  test('due from that moment on, not a moment before', () => {
    const from = erasableFrom(closedAt, 1095);
    expect(isDueForErasure(closed, 1095, new Date(from.getTime() - 1))).toBe(false);
    expect(isDueForErasure(closed, 1095, from)).toBe(true);
    expect(isDueForErasure(closed, 1095, new Date(from.getTime() + 86_400_000))).toBe(true);
  });

  test('an open case is never due, and has no erase date', () => {
    for (const status of [CaseStatus.CREATED, CaseStatus.IN_PROGRESS, CaseStatus.UNDEFINED]) {
      expect(erasureDate({ status, closedAt: null, legalHold: false }, 1095)).toBeNull();
      expect(isDueForErasure({ status, closedAt, legalHold: false }, 1, new Date('2040-01-01'))).toBe(false);
    }
  });

  test('a closed case whose closing time is not known has no erase date and is never due', () => {
    expect(erasureDate({ ...closed, closedAt: null }, 1095)).toBeNull();
    expect(isDueForErasure({ ...closed, closedAt: null }, 1, new Date('2040-01-01'))).toBe(false);
  });

  test('a legal hold keeps a closed case however old it is', () => {
    expect(erasureDate({ ...closed, legalHold: true }, 1095)).toBeNull();
    expect(isDueForErasure({ ...closed, legalHold: true }, 1, new Date('2040-01-01'))).toBe(false);
  });

  test('the cutoff of the job\'s query is the same moment seen from the other end', () => {
    const now = new Date('2029-03-09T10:00:00.000Z');
    expect(erasureCutoff(now, 1095)).toEqual(closedAt);
  });
});

describe('issue 37: only the secretariat\'s management places a legal hold (mayHoldCase, spec §6 canManageSecretariat)', () => {
  test.each([
    [{ isKanslist: true, canManageSecretariat: true }, true],
    [{ isKanslist: true, canManageSecretariat: false }, false],
    [{ isKanslist: false, canManageSecretariat: false }, false],
    [{ isKanslist: false, canManageSecretariat: true }, false],
  ])('%o: %s', (user, expected) => {
    expect(mayHoldCase(user)).toBe(expected);
  });
});
