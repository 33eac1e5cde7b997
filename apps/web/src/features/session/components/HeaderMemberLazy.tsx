import { type ComponentType, lazy, Suspense } from 'react';

type HeaderMemberProps = { compact?: boolean };

// A visitor's first load carries no member header (balance, member menu): issue 23's initial JavaScript.
// A member's is fetched beside the boot calls and awaited before the first render (main.tsx), like the
// game menus' (GameMenusLazy.tsx), so the name and balance are in the first render rather than suspended
// (React retries a suspended boundary at its lowest priority); opening the login or register dialog
// fetches it too, so it is in when the sign-in completes.
const load = () => import('./HeaderMember').then((m) => m.HeaderMember);
let loaded: ComponentType<HeaderMemberProps> | null = null;
let loading: Promise<void> | null = null;

/** Fetches the member header's code once; resolves when it is in (or failed: it then loads on use). */
export function preloadHeaderMember(): Promise<void> {
  loading ??= load().then(
    (component) => {
      loaded = component;
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

const HeaderMemberCode = lazy(() => load().then((component) => ({ default: component })));

/** The header's right side when signed in: the code when it is already in, else a lazy load. */
export function HeaderMember(props: HeaderMemberProps) {
  const Loaded = loaded;
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={null}>
      <HeaderMemberCode {...props} />
    </Suspense>
  );
}
