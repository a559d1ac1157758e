// The lead forms' limits without zod, so the web forms can check them without loading a schema library.

/** Longest accepted value of each form field, in characters: the server's limits and the inputs' maxLength. */
export const LEAD_FIELD_LIMITS = {
  name: 120,
  email: 254,
  company: 160,
  role: 120,
  message: 4000,
  contactName: 120,
  phoneNumber: 40,
  useCase: 4000,
  dataVolume: 120,
  /** The contact form's first and last name, joined by a space. */
  contactFullName: 240,
  subject: 200,
  jobTitle: 120,
} as const;

/** What the server accepts as an email address (zod's default email pattern, spelled out so both sides share it). */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
