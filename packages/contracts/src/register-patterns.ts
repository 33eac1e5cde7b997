/**
 * The registration patterns of SPEC §5, written once: the server validates with them and the
 * browser mirrors them. A rule names a pattern by id; the message key is `reg_pattern_{id}` with
 * `{{min}}` and `{{max}}` filled in. The pattern `*` matches everything.
 */
export const registerPatterns = {
  '1': /^[\s\S]*$/u, // any characters
  '2': /^[A-Za-z][A-Za-z0-9]*$/u, // letter first, then letters or digits
  '3': /^[\p{Script=Han}0-9]+$/u, // Chinese characters and digits
  '4': /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/u, // e-mail
  '5': /^[A-Za-z0-9]+$/u, // alphanumeric, no special characters
  '6': /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$/u, // letters and digits combined
  '7': /^[0-9]+$/u, // digits only
  '8': /^(?=.*[A-Z])[A-Za-z0-9]+$/u, // alphanumeric with at least one uppercase letter
  '9': /^[A-Za-z ]+$/u, // English letters and spaces
  '10': /^\S+$/u, // no spaces
  '11': /^[\p{Script=Han}\p{P}]+$/u, // Chinese characters and punctuation
  '12': /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/u, // yyyy-MM-dd
  '13': /^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])-[0-9]{4}$/u, // MM-dd-yyyy
  '14': /^[\p{L} ]+$/u, // letters (any script) and spaces
  '15': /^\p{Script=Hangul}+$/u, // Korean only
  '16': /^[\p{Script=Thai}]+$/u, // Thai only
  '17': /^[\p{Script=Thai}A-Za-z ]+$/u, // Thai or English with spaces
  '18': /^[A-Z ]+$/u, // uppercase letters and spaces
  '19': /^[\x21-\x7E]+$/u, // letters, digits and symbols (printable ASCII, no spaces)
  '*': /^[\s\S]*$/u,
} as const;

export type RegisterPatternId = keyof typeof registerPatterns;
export const registerPatternIds = Object.keys(registerPatterns) as RegisterPatternId[];

export interface FieldRule {
  patternId: RegisterPatternId;
  minLength: number;
  maxLength: number;
}

/** The outcome of checking one value against its rule: `null` when it passes. */
export interface PatternFailure {
  key: `reg_pattern_${string}`;
  min: number;
  max: number;
}

/** Length counts characters (code points), so a Thai or Korean name is not penalised. */
export function checkPattern(rule: FieldRule, value: string): PatternFailure | null {
  const length = [...value].length;
  const pattern = registerPatterns[rule.patternId];
  const fits = length >= rule.minLength && length <= rule.maxLength && pattern.test(value);
  return fits ? null : { key: `reg_pattern_${rule.patternId}`, min: rule.minLength, max: rule.maxLength };
}
