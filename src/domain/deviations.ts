/**
 * The portal's deliberate deviations from the spec (README, "Deliberate deviations"). A call in
 * the spec's shape that is refused for one of these reasons answers with the errorCode and this
 * Swedish text (`data.message`); the SPA shows the same text.
 */
export const deviationReasons = {
  /**
   * User/ChangePassword asks for the current password besides spec §7's {password} (OWASP: a
   * stolen session must not change the password).
   */
  CURRENT_PASSWORD_REQUIRED:
    'Ange ditt nuvarande lösenord. Det behövs för att byta lösenord, så att ingen annan som kommer åt din inloggning kan byta det.',
  /** Only those who manage an area's documents toggle its public flag (spec §6: any user, finer rules not shown). */
  PUBLIC_FLAG_MANAGERS_ONLY: 'Bara styrelsen och kansliet får ändra om ett dokument är publikt.',
} as const;

export type DeviationCode = keyof typeof deviationReasons;

/** The `data` of a refusal for a deviation's reason. */
export const deviationData = (code: DeviationCode) => ({ message: deviationReasons[code] });
