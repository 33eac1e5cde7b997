import { formatSiteTimestamp } from '../../../lib/time';

/** A notice's start time (epoch milliseconds) as SPEC §9 writes it: YYYY-MM-DD hh:mm:ss in the site's zone. */
export const formatNoticeTime = (epochMs: number, timeZone: string) => formatSiteTimestamp(new Date(epochMs), timeZone);
