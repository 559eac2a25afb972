// Public surface of the admin feature. Its pages (the /admin shell and sections) are
// lazy-loaded by path in the router.
export {};
