/** The pages under /auth (signed out, sign-in error): with their chunk, not the first route's. */
export const svAuthPages = {
  errorHeading: 'Inloggningen misslyckades',
  errorIntro: 'Det gick inte att logga in.',
  tryAgain: 'Logga in igen',
  noErrorHeading: 'Inloggning',
  noErrorText: 'Det finns inget inloggningsfel att visa.',
  signIn: 'Logga in',
  signedOutHeading: 'Du är utloggad',
  signedOutText: 'Tack för besöket. Du har loggats ut från Min sida.',
  signInAgain: 'Logga in igen',
};
