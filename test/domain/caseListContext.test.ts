import type { User } from '../../src/api/types';
import { decideCaseListContext } from '../../src/domain/caseListContext';
import { demoUsers, KALMAR, KALMAR_WORKPLACE, STOCKHOLM } from '../web/support/users';

/** Issue 27: the one case-list context rule, with the facts the server hands in and without them (the SPA). */
const ombud: User = {
  ...demoUsers.ombud,
  workplace: { ...demoUsers.ombud.workplace, unionRepresentatives: [{ id: demoUsers.ombud.id, name: demoUsers.ombud.name }] } as User['workplace'],
};
const representativeOnly: User = { ...ombud, psychologyAssociations: [], nationalAssociations: [] };
const OTHER_WORKPLACE = 'a0000000-0000-4000-8000-0000000000aa';
/** Kalmar's representative of their own workplace, given a seat on Stockholm's board: both lists open to them. */
const repOnStockholmBoard: User = {
  ...representativeOnly,
  psychologyAssociations: [{ ...demoUsers.styrelse.psychologyAssociations.find((a) => a.id === STOCKHOLM)!, role: 'Styrelsemedlem' }],
};

describe('spec §2/§6 case-list contexts: decideCaseListContext', () => {
  test('a role the user does not hold is 403 ROLE_NOT_ALLOWED, before the consent GDPR_CONSENT_REQUIRED', () => {
    expect(decideCaseListContext(demoUsers.medlem, { role: 'secretariat' })).toEqual({ ok: false, status: 403, errorCode: 'ROLE_NOT_ALLOWED' });
    expect(decideCaseListContext({ ...demoUsers.styrelse, awaitsGdprConsent: true }, { role: 'organization' }))
      .toEqual({ ok: false, status: 403, errorCode: 'GDPR_CONSENT_REQUIRED' });
  });

  test('the organisation role only in an organisation the user handles', () => {
    expect(decideCaseListContext(demoUsers.styrelse, { role: 'organization', organisationId: STOCKHOLM }))
      .toEqual({ ok: true, context: { role: 'organization', organisationId: STOCKHOLM, workplaceId: null } });
    expect(decideCaseListContext(demoUsers.styrelse, { role: 'organization', organisationId: KALMAR })).toMatchObject({ status: 404, errorCode: 'ORGANISATION_NOT_FOUND' });
  });

  test('a workplace representative opens their own workplace, never a colleague workplace of the association', () => {
    expect(decideCaseListContext(representativeOnly, { role: 'organization', organisationId: KALMAR, workplaceId: KALMAR_WORKPLACE }).ok).toBe(true);
    expect(decideCaseListContext(representativeOnly, { role: 'organization', organisationId: KALMAR, workplaceId: OTHER_WORKPLACE }))
      .toMatchObject({ status: 404, errorCode: 'WORKPLACE_NOT_FOUND' });
    expect(decideCaseListContext(ombud, { role: 'organization', organisationId: KALMAR, workplaceId: OTHER_WORKPLACE }).ok).toBe(true);
  });

  test('the server\'s facts: an organisation or workplace that does not exist, a workplace of another association, a pseudo-organisation', () => {
    expect(decideCaseListContext(demoUsers.kanslist, { role: 'secretariat', organisationId: STOCKHOLM }, { organisation: null }))
      .toMatchObject({ status: 404, errorCode: 'ORGANISATION_NOT_FOUND' });
    expect(decideCaseListContext(ombud, { role: 'organization', organisationId: KALMAR, workplaceId: OTHER_WORKPLACE }, {
      organisation: { id: KALMAR, isAssociation: true }, workplace: { id: OTHER_WORKPLACE, associationId: STOCKHOLM },
    })).toMatchObject({ status: 404, errorCode: 'WORKPLACE_NOT_FOUND' });
    expect(decideCaseListContext(demoUsers.kanslist, { role: 'secretariat', organisationId: STOCKHOLM }, { organisation: { id: STOCKHOLM, isAssociation: false } }))
      .toEqual({ ok: true, context: { role: 'secretariat', organisationId: null, workplaceId: null } });
  });

  test('a workplace of another association under an organisation\'s list path: not found, even to one who may open both lists', () => {
    const facts = (organisation: string) => ({ organisation: { id: organisation, isAssociation: true }, workplace: { id: KALMAR_WORKPLACE, associationId: KALMAR } });
    const query = (organisationId: string) => ({ role: 'organization' as const, organisationId, workplaceId: KALMAR_WORKPLACE });
    expect(decideCaseListContext(repOnStockholmBoard, query(KALMAR), facts(KALMAR)))
      .toEqual({ ok: true, context: { role: 'organization', organisationId: KALMAR, workplaceId: KALMAR_WORKPLACE } });
    expect(decideCaseListContext(repOnStockholmBoard, { role: 'organization', organisationId: STOCKHOLM }, { organisation: { id: STOCKHOLM, isAssociation: true } }).ok).toBe(true);
    expect(decideCaseListContext(repOnStockholmBoard, query(STOCKHOLM), facts(STOCKHOLM))).toEqual({ ok: false, status: 404, errorCode: 'WORKPLACE_NOT_FOUND' });
    expect(decideCaseListContext(demoUsers.kanslist, { ...query(STOCKHOLM), role: 'secretariat' }, facts(STOCKHOLM)))
      .toEqual({ ok: false, status: 404, errorCode: 'WORKPLACE_NOT_FOUND' });
  });

  test('without a role in the query, the user\'s own default: an economist\'s list for an economist, Mina for everyone else', () => {
    expect(decideCaseListContext(demoUsers.ekonom, {})).toEqual({ ok: true, context: { role: 'economist', organisationId: null, workplaceId: null } });
    expect(decideCaseListContext(demoUsers.medlem, {})).toEqual({ ok: true, context: { role: 'member', organisationId: null, workplaceId: null } });
  });

  test('the organisation role without an organisation in the path: every organisation the user handles, the context names none and no workplace', () => {
    expect(decideCaseListContext(demoUsers.styrelse, { role: 'organization' }))
      .toEqual({ ok: true, context: { role: 'organization', organisationId: null, workplaceId: null } });
    expect(decideCaseListContext(demoUsers.styrelse, { role: 'organization', organisationId: null, workplaceId: null }, { organisation: undefined, workplace: undefined }))
      .toEqual({ ok: true, context: { role: 'organization', organisationId: null, workplaceId: null } });
  });

  test('the server\'s facts: a workplace that does not exist is not found, under an association\'s path or none', () => {
    expect(decideCaseListContext(demoUsers.kanslist, { role: 'secretariat', workplaceId: OTHER_WORKPLACE }, { workplace: null }))
      .toEqual({ ok: false, status: 404, errorCode: 'WORKPLACE_NOT_FOUND' });
    expect(decideCaseListContext(ombud, { role: 'organization', organisationId: KALMAR, workplaceId: OTHER_WORKPLACE }, {
      organisation: { id: KALMAR, isAssociation: true }, workplace: null,
    })).toEqual({ ok: false, status: 404, errorCode: 'WORKPLACE_NOT_FOUND' });
  });

  test('a workplace is matched only against an association its path names: none, or a pseudo-organisation, names none (the secretariat opens any workplace\'s list)', () => {
    const workplace = { id: KALMAR_WORKPLACE, associationId: KALMAR };
    expect(decideCaseListContext(demoUsers.kanslist, { role: 'secretariat', workplaceId: KALMAR_WORKPLACE }, { workplace }))
      .toEqual({ ok: true, context: { role: 'secretariat', organisationId: null, workplaceId: KALMAR_WORKPLACE } });
    expect(decideCaseListContext(demoUsers.kanslist, { role: 'secretariat', organisationId: STOCKHOLM, workplaceId: KALMAR_WORKPLACE }, {
      organisation: { id: STOCKHOLM, isAssociation: false }, workplace,
    })).toEqual({ ok: true, context: { role: 'secretariat', organisationId: null, workplaceId: KALMAR_WORKPLACE } });
    // The SPA, without facts: the path's workplace is taken to be in the path's association.
    expect(decideCaseListContext(demoUsers.kanslist, { role: 'secretariat', organisationId: KALMAR, workplaceId: KALMAR_WORKPLACE }))
      .toEqual({ ok: true, context: { role: 'secretariat', organisationId: KALMAR, workplaceId: KALMAR_WORKPLACE } });
  });
});
