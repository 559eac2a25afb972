// How many of an owner's listings one push sends (one Firestore batch). A batch may make at
// most 20 document reads in the security rules: each new listing costs two (its id must never
// have been public or reviewed: catalog/{id}, reviewStats/{id}) and the owner's profile one in
// all, so 9 new listings make 19. tests/rules/escalation.test.ts pushes a batch of this size.
export const LISTING_PUSH_BATCH = 9;
