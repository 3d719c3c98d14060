import { harness, session, fakeAuth, settle, ok, fail } from '../support/fakeServices';
import { demoUsers } from '../support/users';
import { gdprAccepted, gdprDeclined } from '../../../src/features/gdpr/gdprSlice';
import type { User } from '../../../src/api/types';

function signedIn(user: User, hasApprovedGdprPolicies: boolean) {
  const auth = fakeAuth();
  auth.restore.mockResolvedValue(session);
  const h = harness({ auth, user });
  h.api.gdpr.getStatus.mockResolvedValue(ok({ hasApprovedGdprPolicies }));
  h.goTo('/');
  return h;
}

describe('spec §2, §4: the GDPR modal for board members', () => {
  test('a board member without consent is checked when first appearing, and the modal opens', async () => {
    const h = signedIn(demoUsers.styrelse, false);
    await settle();
    expect(h.api.gdpr.getStatus).toHaveBeenCalledTimes(1);
    expect(h.state().gdpr).toMatchObject({ modalOpen: true, hasApproved: false });
  });

  test('a board member with consent: no modal', async () => {
    const h = signedIn(demoUsers.nationell, true);
    await settle();
    expect(h.state().gdpr).toMatchObject({ modalOpen: false, hasApproved: true });
  });

  test('users who are not board members are not asked', async () => {
    const h = signedIn(demoUsers.medlem, false);
    await settle();
    expect(h.api.gdpr.getStatus).not.toHaveBeenCalled();
    expect(h.state().gdpr).toMatchObject({ modalOpen: false, hasApproved: true });
  });

  test('Godkänn saves the consent (POST true) and closes the modal', async () => {
    const h = signedIn(demoUsers.styrelse, false);
    await settle();
    h.store.dispatch(gdprAccepted());
    expect(h.state().gdpr.status).toBe('submitting');
    await settle();
    expect(h.api.gdpr.consent).toHaveBeenCalledWith(true);
    expect(h.state().gdpr).toMatchObject({ modalOpen: false, hasApproved: true, status: 'success' });
  });

  test('a failed save keeps the modal open with the error', async () => {
    const h = signedIn(demoUsers.styrelse, false);
    await settle();
    h.api.gdpr.consent.mockResolvedValueOnce(fail(400, 'X'));
    h.store.dispatch(gdprAccepted());
    await settle();
    expect(h.state().gdpr).toMatchObject({ modalOpen: true, status: 'error' });
  });

  test('cancel signs out, which also closes the modal', async () => {
    const h = signedIn(demoUsers.styrelse, false);
    await settle();
    h.store.dispatch(gdprDeclined());
    await settle();
    expect(h.services.auth.signoutRedirect).toHaveBeenCalledTimes(1);
    expect(h.state().gdpr.modalOpen).toBe(false);
    expect(h.state().auth.signingOut).toBe(true);
  });
});

describe('issue 14: the API refuses the organisation role until consent is given', () => {
  test('a call refused with GDPR_CONSENT_REQUIRED opens the GDPR modal', async () => {
    const h = signedIn(demoUsers.nationell, true);
    await settle();
    expect(h.state().gdpr.modalOpen).toBe(false);
    h.store.dispatch({ type: 'cases/casesLoadFailed', payload: { message: 'Status 403: GDPR_CONSENT_REQUIRED', status: 'error' } });
    expect(h.state().gdpr).toMatchObject({ modalOpen: true, hasApproved: false });
  });

  test('other failures leave the modal alone', async () => {
    const h = signedIn(demoUsers.nationell, true);
    await settle();
    h.store.dispatch({ type: 'cases/casesLoadFailed', payload: { message: 'Status 403: ROLE_NOT_ALLOWED', status: 'error' } });
    expect(h.state().gdpr.modalOpen).toBe(false);
  });

  test('after Godkänn the user no longer awaits consent, so the organisation role is back at once', async () => {
    const h = signedIn({ ...demoUsers.styrelse, awaitsGdprConsent: true }, false);
    await settle();
    h.store.dispatch(gdprAccepted());
    await settle();
    expect(h.state().user.user?.awaitsGdprConsent).toBeUndefined();
    expect(h.state().user.user?.id).toBe(demoUsers.styrelse.id);
  });
});
