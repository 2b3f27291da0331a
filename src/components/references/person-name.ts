/** "Amina Haddad": a patient's, doctor's or user's name. Its own module: light to import. */
export const personName = (p: { firstName?: string; lastName?: string } | undefined) =>
  p ? [p.firstName, p.lastName].filter(Boolean).join(' ') : '';
