import { HeaderBalance } from './HeaderBalance';
import { MemberMenu } from './MemberMenu';
import './session.css';

/** The header's right side when signed in: balance, then the member menu (compact on mobile). */
export function HeaderMember({ compact = false }: { compact?: boolean }) {
  return (
    <div className="header-member">
      <HeaderBalance compact={compact} />
      <MemberMenu compact={compact} />
    </div>
  );
}
