// How a game page served by the mock platform names its page load: the platform's loading screen
// is up from the moment it starts serving the page, and the page's `init` sends this id back so
// the session's Manual-mode window is counted from then. (The real platform knows its own page
// loads; this is the mock's way of telling its page from another.)

/** The meta element, next to the launch declaration, whose `content` is the page load's id. */
export const PAGE_LOAD_META = 'partner-page-load';
