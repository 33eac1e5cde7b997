import { FeaturePage } from './Page';

/** Home (/, /index, /index.html, /home, and under the login and register dialogs of /login, /register). */
export function HomePage() {
  return <FeaturePage titleKey="route.home" />;
}
