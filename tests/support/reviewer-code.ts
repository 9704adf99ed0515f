/**
 * A reviewer token names its code and works only while that code is in REVIEWER_CODES (docs/threat-model.md): the function
 * tests sign reviewer tokens for this code, in force (functions-setup.ts) unless a test sets other codes.
 */
export const TEST_REVIEWER_CODE = 'TEST-REVIEWER-1'
export const TEST_REVIEWER_CODES = `${TEST_REVIEWER_CODE},TEST-REVIEWER-2,TEST-REVIEWER-3,TEST-REVIEWER-4,TEST-REVIEWER-5`
