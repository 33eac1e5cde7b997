import type { ContentState } from '@portal/contracts';

/** The content section (banners and announcements), in English. */
export const enContent = {
  content: {
    nav: 'Content',
    title: 'Content',
    intro:
      'Banners, announcements, promotions, missions, referral rules and member-facing texts of this site, per language, with their schedule. Members see what is live.',
    banners: 'Banners',
    announcements: 'Announcements',
    states: { live: 'Live', scheduled: 'Scheduled', ended: 'Ended', off: 'Off' } satisfies Record<ContentState, string>,
    anyState: 'Any state',
    state: 'State',
    columns: {
      preview: 'Picture',
      title: 'Title',
      group: 'Group',
      type: 'Type',
      link: 'Opens',
      order: 'Order',
      starts: 'From',
      ends: 'Until',
      state: 'State',
      edit: 'Edit',
    },
    groups: {
      w_home: 'Home page',
      w_login: 'Sign-in',
      w_register: 'Registration',
      w_forget: 'Password reset',
      w_leftmenu: 'Side menu',
    } as Record<string, string>,
    types: { PL: 'Player notice', PU: 'Popup', PR: 'Promotion text', H: 'Help entry', AG: 'Agent notice' } as Record<
      string,
      string
    >,
    audiences: { A: 'Everyone', B: 'Visitors before sign-in', F: 'Members after sign-in' } as Record<string, string>,
    linkages: {
      NONE: 'Nothing',
      GAME: 'A game (its id)',
      ROUTE: 'A page of the site (its path)',
      PROMOTION: 'A promotion (its code)',
      URL: 'An outside address',
    } as Record<string, string>,
    newBanner: 'New banner',
    newAnnouncement: 'New announcement',
    editing: 'Editing #{id}',
    titleIn: 'Title ({language})',
    contentIn: 'Text ({language})',
    linkage: 'A click opens',
    linkTarget: 'Target',
    audience: 'Shown to',
    public: 'Listed in the public announcements',
    enabled: 'Enabled',
    save: 'Publish',
    saveChanges: 'Save changes',
    cancel: 'Cancel',
    saved: 'Saved: {state}.',
    preview: 'Preview as members see it',
    pictureOnSave: 'The picture is drawn in the site’s colours when the banner is saved.',
    noLink: 'no link',
  },
};
