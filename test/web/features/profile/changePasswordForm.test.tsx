import { selectProfile } from '../../../../src/features/profile/profileSlice';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { passwordChangeFailed } from '../../../../src/features/profile/profileSlice';
import { initialProfileState } from '../../../../src/features/profile/profileSlice';
import { renderApp, signedInState } from '../../support/renderApp';
import { demoUsers } from '../../support/users';

describe('Byt lösenord on Min profil', () => {
  test('deliberate deviation: a change refused for want of the current password says why, in Swedish (CURRENT_PASSWORD_REQUIRED)', async () => {
    await renderApp('/min-profil', signedInState(demoUsers.medlem, {
      profile: { ...initialProfileState, password: { status: 'error', errorCode: 'CURRENT_PASSWORD_REQUIRED', changed: false } },
    }));
    const why = 'Ange ditt nuvarande lösenord. Det behövs för att byta lösenord, så att ingen annan som kommer åt din inloggning kan byta det.';
    // Issue 23: by the field it concerns, and in the summary at the top, as a link to that field.
    expect(await screen.findByRole('link', { name: why })).toBeInTheDocument();
    expect(screen.getByLabelText('Nuvarande lösenord')).toHaveAccessibleDescription(`Fel: ${why}`);
    expect(screen.queryByText('Det gick inte att byta lösenord. Försök igen.')).toBeNull();
  });

  test('issue 23: the disabled Byt lösenord says, beside it, what is missing', async () => {
    await renderApp('/min-profil', signedInState(demoUsers.medlem, { profile: initialProfileState }));
    const button = await screen.findByRole('button', { name: 'Byt lösenord' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Fyll i alla tre fälten för att byta lösenord.');
  });

  test('issue 34: a too-short new password says so even when the two fields also differ; both in the summary "Det finns ett problem"', async () => {
    const user = userEvent.setup();
    await renderApp('/min-profil', signedInState(demoUsers.medlem, { profile: initialProfileState }));
    await user.type(await screen.findByLabelText('Nuvarande lösenord'), 'demo');
    await user.type(screen.getByLabelText('Nytt lösenord'), 'kort');
    await user.type(screen.getByLabelText('Upprepa det nya lösenordet'), 'annat');
    await user.click(screen.getByRole('button', { name: 'Byt lösenord' }));
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'Det finns ett problem' })).toBeInTheDocument();
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual(['Lösenordet måste ha minst 12 tecken.', 'De nya lösenorden är inte likadana.']);
    expect(summary).toHaveFocus();
  });

  test('issue 34: after a refusal of the server the focus moves to the summary too', async () => {
    const user = userEvent.setup();
    const { store } = await renderApp('/min-profil', signedInState(demoUsers.medlem, { profile: initialProfileState }));
    const button = await screen.findByRole('button', { name: 'Byt lösenord' });
    await user.type(screen.getByLabelText('Nuvarande lösenord'), 'fel-lösenord');
    await user.type(screen.getByLabelText('Nytt lösenord'), 'ett-långt-nytt-lösenord');
    await user.type(screen.getByLabelText('Upprepa det nya lösenordet'), 'ett-långt-nytt-lösenord');
    await user.click(button);
    expect(selectProfile(store.getState()).password.status).toBe('submitting');
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => { store.dispatch(passwordChangeFailed({ errorCode: 'WRONG_CURRENT_PASSWORD' })); });
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'Det finns ett problem' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Det nuvarande lösenordet stämmer inte.' })).toBeInTheDocument();
    expect(summary).toHaveFocus();
  });
});
