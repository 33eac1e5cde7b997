import '@fontsource-variable/inter';
import { createRoot } from 'react-dom/client';
import { htmlLangOf, translator } from './i18n';
import { readFirstScreen, readLaunch } from './launch';
import { SlotGame } from './SlotGame';
import './styles.css';

const launch = readLaunch(window.location);
document.documentElement.lang = htmlLangOf(launch.language);
createRoot(document.getElementById('root')!).render(
  <SlotGame launch={launch} t={translator(launch.language)} firstScreen={readFirstScreen(document)} />,
);
