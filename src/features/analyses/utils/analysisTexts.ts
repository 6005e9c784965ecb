/** Texts of the analyses screens (spec 2 sections 5 and 8, word for word). */
export const DELETED_MESSAGE = 'Successfully deleted Analysis.';
export const UPDATED_MESSAGE = 'Analysis was successfully updated.';
