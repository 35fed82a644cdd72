/**
 * Field patterns (overview §5) as regular-expression sources, shared by the server's request
 * schemas and the app's validators so that what the form accepts is what the server accepts.
 * Strings, not RegExp objects, because JSON schema takes the source. Zero imports.
 */

/** Mobile number: 11 digits, a 1 followed by 3–9. */
export const MOBILE_PATTERN = '^1[3-9]\\d{9}$'

/**
 * Password: 8–20 printable ASCII characters with at least one lower-case letter, one upper-case
 * letter and one digit. Other printable symbols are allowed; spaces and non-ASCII are not, since
 * they are invisible or ambiguous when typed on a phone keyboard.
 */
export const PASSWORD_PATTERN = '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)[\\x21-\\x7e]{8,20}$'

/** The simpler password reading some screens show: 6–20 letters or digits. */
export const PASSWORD_SIMPLE_PATTERN = '^[A-Za-z0-9]{6,20}$'

/** A six-digit SMS verification code. */
export const SMS_CODE_PATTERN = '^\\d{6}$'

/**
 * Email: local part and domain labels kept to the characters mail providers accept (no leading,
 * trailing or doubled dots), and a top-level domain of at least two letters.
 */
export const EMAIL_PATTERN = '^[A-Za-z0-9_%+-]+(\\.[A-Za-z0-9_%+-]+)*@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$'

/** Passport number: 1–9 letters or digits. */
export const PASSPORT_PATTERN = '^[A-Za-z0-9]{1,9}$'

/** The shape of an 18-character national ID number (the check digit and date are checked by code). */
export const ID_CARD_SHAPE_PATTERN = '^\\d{17}[\\dXx]$'
