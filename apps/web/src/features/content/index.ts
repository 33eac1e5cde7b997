/** What other features mount: the home page's highlights and popups, dialog banners, the announcements dialog. */
export { AnnouncementsDialog } from './components/AnnouncementsDialog';
export { GroupBanner } from './components/GroupBanner';
export { HomeHighlights } from './components/HomeHighlights';
export { HomePopups } from './components/HomePopups';
