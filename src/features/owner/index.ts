// Public surface of the owner feature. Its pages (the /user-dashboard shell and sections) are
// lazy-loaded by path in the router.
export {};
