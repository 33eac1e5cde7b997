import { uploads } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../../../components/ui/ImagePicker';
import type { ImageFiles } from '../../../lib/use-image-files';

const problemKeys = {
  type: 'withdraw.proofType',
  size: 'withdraw.proofSize',
  count: 'withdraw.proofCount',
} as const;

/** Picks up to three proof images of a receipt, with the withdrawal's words. */
export function ProofPicker({
  proofs,
  required,
  error,
}: {
  proofs: ImageFiles;
  required: boolean;
  /** A message from the form (required and missing) or the server; the picker's own comes first. */
  error?: string | null;
}) {
  const { t } = useTranslation();
  const limits = { max: uploads.maxImages, megabytes: uploads.maxBytes / 1024 / 1024 };
  return (
    <ImagePicker
      images={proofs}
      required={required}
      error={error}
      texts={{
        legend: t('withdraw.proofs'),
        hint: t('withdraw.proofHint', limits),
        add: t('withdraw.addProof'),
        alt: (index) => t('withdraw.proofAlt', { index }),
        remove: (index) => t('withdraw.removeProof', { index }),
        problem: (problem) => t(problemKeys[problem], limits),
      }}
    />
  );
}
