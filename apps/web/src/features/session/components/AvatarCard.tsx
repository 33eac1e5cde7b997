import { memberIconUpload } from '@portal/contracts';
import { ImageUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/errors';
import { ApiError } from '../../../lib/http';
import { useSession } from '../../../lib/member/use-session';
import { iconFileProblem, useUploadMemberIcon } from '../api/upload-member-icon';
import { MemberAvatar } from './MemberAvatar';
import './avatar-card.css';

const maxMegabytes = memberIconUpload.maxBytes / 1024 / 1024;

/** The member centre's head: the avatar (fallback image on a load error), the account, and the upload. */
export function AvatarCard() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { info } = useSession();
  const upload = useUploadMemberIcon();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const local = iconFileProblem(file);
    if (local) {
      setProblem(t('error.icon_invalid', { maxMegabytes }));
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: () => toast.success(t('avatar.saved')),
      // The catalogue's upload message speaks of the withdrawal proofs' limits: the icon has its own.
      onError: (error) =>
        setProblem(
          error instanceof ApiError && error.code === 'UPLOAD_INVALID'
            ? t('error.icon_invalid', { maxMegabytes })
            : errorMessage(error),
        ),
    });
  };

  return (
    <section className="surface avatar-card" aria-label={t('avatar.title')}>
      <MemberAvatar size={64} />
      <div className="avatar-card__text">
        <p className="avatar-card__name">
          {info?.nickname || info?.account}
          {info?.vipLabel ? (
            <Link className="avatar-card__vip" to="/vip" aria-label={`${t('member.vipLevel')}: ${info.vipLabel}`}>
              {info.vipLabel}
            </Link>
          ) : null}
        </p>
        <p id={hintId} className="avatar-card__hint">
          {t('avatar.hint', { maxMegabytes })}
        </p>
        {problem ? (
          <p className="field__error" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      <input
        ref={input}
        type="file"
        accept={memberIconUpload.types.join(',')}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button
        variant="secondary"
        pending={upload.isPending}
        aria-describedby={hintId}
        icon={<ImageUp size={18} aria-hidden="true" />}
        onClick={() => input.current?.click()}
      >
        {t('avatar.change')}
      </Button>
    </section>
  );
}
