import { LogIn, UserRoundX } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Page } from '../../components/ui/Page';
import { Skeleton } from '../../components/ui/Skeleton';
import { AvatarCard } from '../../features/session/components/AvatarCard';
import { useSession } from '../../lib/member/use-session';
import { openDialog } from '../../lib/session-dialogs';
import { MemberCenterMenu } from './MemberCenterMenu';
import { defaultMemberPage, isMemberPageKey, type MemberPageKey, memberPages, memberPageTitleKey } from './pages';
import './member-center.css';

/** While a page's code loads: a few grey bars where its content will be. */
function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="stack stack--3 member-center__loading" role="status">
      <span className="visually-hidden">{t('common.loading')}</span>
      <Skeleton height={40} />
      <Skeleton height={120} />
      <Skeleton height={40} width="60%" />
    </div>
  );
}

function MemberPageContent({ page }: { page: MemberPageKey }) {
  const { t } = useTranslation();
  const Content = memberPages[page].component;
  if (!Content) return <EmptyState title={t('empty.title')} text={t('empty.text')} />;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Content />
    </Suspense>
  );
}

/** A visitor on a member centre link: the login dialog opens at once (SPEC §4), and the page says why. */
function SignInNeeded() {
  const { t } = useTranslation();
  useEffect(() => openDialog({ kind: 'login', message: 'error.not_logged_in' }), []);
  return (
    <EmptyState
      icon={<LogIn size={32} />}
      title={t('memberCenter.signInTitle')}
      text={t('memberCenter.signInText')}
      action={
        <Button onClick={() => openDialog({ kind: 'login', message: 'error.not_logged_in' })}>{t('nav.login')}</Button>
      }
    />
  );
}

/**
 * /member (SPEC §2): the member centre. `?page=` picks the page (the security centre when it names
 * none); the menu sits at the left, the page at the right. Only a real member gets in: a visitor is
 * asked to log in, a trial user told that a real account is needed (SPEC §6, in_need_true_account).
 */
export function MemberCenterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { signedIn, isTrial } = useSession();
  const requested = params.get('page');
  const page = isMemberPageKey(requested) ? requested : defaultMemberPage;

  if (!signedIn || isTrial) {
    return (
      <Page title={t('route.member')}>
        {signedIn ? (
          <EmptyState
            icon={<UserRoundX size={32} />}
            title={t('error.in_need_true_account')}
            text={t('memberCenter.trialText')}
          />
        ) : (
          <SignInNeeded />
        )}
      </Page>
    );
  }
  return (
    <div className="member-center">
      <MemberCenterMenu current={page} />
      <div className="member-center__content">
        <AvatarCard />
        <Page title={t(memberPageTitleKey(page))}>
          <MemberPageContent key={page} page={page} />
        </Page>
      </div>
    </div>
  );
}
