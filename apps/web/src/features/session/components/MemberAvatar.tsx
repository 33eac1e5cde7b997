import { useState } from 'react';
import { useMemberIcon } from '../api/get-member-icon';
import fallback from '../assets/avatar-fallback.svg';

/** The member's avatar; the portal's own image when there is none or it fails to load (SPEC §8). */
export function MemberAvatar({ size = 32 }: { size?: number }) {
  const icon = useMemberIcon();
  const [broken, setBroken] = useState<string | null>(null);
  const url = icon.data?.iconUrl ?? null;
  const src = url && url !== broken ? url : fallback;
  return (
    <img
      className="avatar"
      src={src}
      alt=""
      width={size}
      height={size}
      onError={() => {
        if (url) setBroken(url);
      }}
    />
  );
}
