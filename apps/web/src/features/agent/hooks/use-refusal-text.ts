import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors';
import { ApiError } from '../../../lib/http';

/**
 * The text of a refused request. A site rule the server checked names its message as a key of
 * `validation.` (reg_pattern_2, with the rule's min and max); anything else is the error code's text.
 */
export function useRefusalText(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return (error) => {
    if (error instanceof ApiError && error.code === 'VALIDATION_ERROR') {
      const key = `validation.${error.message}`;
      // biome-ignore lint/suspicious/noExplicitAny: the key comes from the server, checked with exists()
      if (i18n.exists(key)) return t(key as any, error.params ?? {}) as string;
    }
    return errorMessage(error, t);
  };
}
