import { fakeAuth, harness, matchPath, ok, session, settle } from '../../support/fakeServices';
import type { User } from '../../../../src/api/types';
import { demoUsers, GOTLAND, SKANE } from '../../support/users';
import { navigated } from '../../../../src/app/navigation/navigationSlice';

/** Issue 21: every place home is named, in its tab title too (the heading reads the same selector). */
const tick = async () => { for (let i = 0; i < 20; i += 1) { await settle(); await new Promise((resolve) => setTimeout(resolve, 0)); } };
function signedIn(user: User) {
  const auth = fakeAuth();
  auth.restore.mockResolvedValue(session);
  auth.getAccessToken.mockReturnValue('token');
  return harness({ user, auth });
}
const OTHER_WORKPLACE = 'b0000000-0000-4000-8000-0000000000aa';

describe('issue 21: the organisation and workplace homes are named', () => {
  test('the organisation home\'s tab title is the association\'s name', async () => {
    const h = signedIn(demoUsers.medlem);
    await tick();
    h.store.dispatch(navigated(matchPath(`/organisation/${GOTLAND}`)));
    await tick();
    expect(h.services.setDocumentTitle).toHaveBeenLastCalledWith('Psykologföreningen i Region Gotland | Psykologförbundet');
  });

  test('medlem-flera on another workplace of the work association: its name comes from the association\'s workplaces', async () => {
    const h = signedIn(demoUsers['medlem-flera']);
    h.api.header.getWorkplaces.mockResolvedValue(ok({ workplaces: [{ id: OTHER_WORKPLACE, name: 'Vårdcentralen Lund' }] }));
    await tick();
    h.store.dispatch(navigated(matchPath(`/organisation/${SKANE}/arbetsplats/${OTHER_WORKPLACE}`)));
    await tick();
    expect(h.api.header.getWorkplaces).toHaveBeenCalledWith(SKANE);
    expect(h.services.setDocumentTitle).toHaveBeenLastCalledWith('Vårdcentralen Lund | Psykologförbundet');
    expect(h.state().header.workplacePicker.open).toBe(false);
  });

  test('an arrival while the workplaces are on their way does not cancel the request: the home is named when they come', async () => {
    const h = signedIn(demoUsers['medlem-flera']);
    let answer: (value: unknown) => void = () => {};
    h.api.header.getWorkplaces.mockImplementation(() => new Promise((resolve) => { answer = resolve; }));
    await tick();
    h.store.dispatch(navigated(matchPath(`/organisation/${SKANE}/arbetsplats/${OTHER_WORKPLACE}`)));
    await tick();
    expect(h.api.header.getWorkplaces).toHaveBeenCalledTimes(1);
    // Another navigation event (the naming starts again) while the request is out.
    h.store.dispatch(navigated(matchPath(`/organisation/${SKANE}/arbetsplats/${OTHER_WORKPLACE}`)));
    await tick();
    answer(ok({ workplaces: [{ id: OTHER_WORKPLACE, name: 'Vårdcentralen Lund' }] }));
    await tick();
    expect(h.state().header.workplacePicker.status).toBe('success');
    expect(h.services.setDocumentTitle).toHaveBeenLastCalledWith('Vårdcentralen Lund | Psykologförbundet');
  });
});
