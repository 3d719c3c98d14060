import { screen } from '@testing-library/react';
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
});
